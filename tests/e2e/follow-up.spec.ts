import { expect, test, type Page } from '@playwright/test';
import { PHONE, expectNoAxeViolations, expectNoHorizontalScroll, origin } from './helpers.ts';
import { waitForMail } from './mail-helpers.ts';
import { contactEmail, fillIncidence, logIn, openForm } from './requests-helpers.ts';

const REFERENCE = /ALC-\d{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}/;

/** Sends the demo incidence as whoever the page is, and answers the reference the success dialog shows. */
async function sendIncidence(page: Page, body: string, as: { verified?: boolean } = {}): Promise<string> {
  await openForm(page, 'incidencias');
  await fillIncidence(page, body, as);
  await page.getByRole('button', { name: 'Enviar solicitud' }).click();
  const modal = page.getByRole('dialog', { name: 'Solicitud enviada correctamente' });
  await expect(modal).toBeVisible({ timeout: 15_000 });
  return (await modal.textContent())!.match(REFERENCE)![0];
}

/** A request's page once its island has read the request. */
async function expectRequestPage(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
}

async function checkPage(page: Page, what: string) {
  await expectNoAxeViolations(page, what);
  if (test.info().project.name === 'mobile') await expectNoHorizontalScroll(page);
}

test.describe('following a request', () => {
  test.describe.configure({ timeout: 90_000 });

  test(
    'a signed-in citizen finds what they sent in Mis solicitudes, received, with its receipt and its page, in Spanish and Valencian',
    PHONE,
    async ({ page }) => {
      await page.goto(`${origin('alcantir')}/`);
      await logIn(page, 'vecina', 'alcantir-demo');
      const body = `Farola que parpadea toda la noche en la plaza ${Date.now()}`;
      const reference = await sendIncidence(page, body, { verified: true });
      const modal = page.getByRole('dialog', { name: 'Solicitud enviada correctamente' });
      await expect(modal.getByRole('link', { name: 'Consultar mi solicitud' })).toHaveAttribute('href', `/mis-solicitudes/${reference}`);

      // The receipt links to the request's page, with no key: the account opens it.
      const receipt = await waitForMail(contactEmail(), reference);
      expect(receipt.text).toContain(`/mis-solicitudes/${reference}\n`);
      expect(receipt.text).not.toContain('#clave=');

      await page.goto(`${origin('alcantir')}/mis-solicitudes`);
      const card = page.getByRole('listitem').filter({ hasText: reference });
      await expect(card.getByRole('heading', { name: body.split(' ').slice(0, 10).join(' ') })).toBeVisible({ timeout: 15_000 });
      await expect(card).toContainText('Recibida');
      await expect(card).toContainText('Comunicar una incidencia');
      await checkPage(page, 'Mis solicitudes');

      await card.getByRole('link').click();
      await expectRequestPage(page, `Solicitud ${reference}`);
      const timeline = page.getByRole('region', { name: 'Estado de la solicitud' });
      await expect(timeline.locator('[aria-current="step"]')).toContainText('Recibida');
      await expect(page.getByRole('region', { name: 'Lo que nos envió' })).toContainText(body);
      await expect(page.getByRole('region', { name: 'Datos de contacto' })).toContainText(contactEmail());
      await checkPage(page, "a request's page");

      // The citizen writes to the town hall; the conversation shows it.
      const reply = 'La farola está junto al banco de la esquina, frente a la farmacia.';
      await page.getByRole('textbox', { name: 'Escribir al Ayuntamiento' }).fill(reply);
      await page.getByRole('button', { name: 'Enviar el mensaje' }).click();
      const conversation = page.getByRole('region', { name: 'Conversación con el Ayuntamiento' });
      await expect(conversation.getByRole('listitem').filter({ hasText: reply })).toContainText('Usted');
      await expect(page.getByRole('textbox', { name: 'Escribir al Ayuntamiento' })).toHaveValue('');

      // The same page in Valencian, from the language selector: the same request.
      await page.locator('a[data-language="va"]:visible').first().click();
      await expectRequestPage(page, `Sol·licitud ${reference}`);
      await expect(page.getByRole('region', { name: "Conversa amb l'Ajuntament" })).toContainText(reply);
      await expect(page.getByRole('region', { name: 'Estat de la sol·licitud' }).locator('[aria-current="step"]')).toContainText('Rebuda');
      await checkPage(page, "a request's page in Valencian");
      await page.goto(`${origin('alcantir')}/va/les-meues-sollicituds`);
      await expect(page.getByRole('listitem').filter({ hasText: reference })).toContainText('Rebuda', { timeout: 15_000 });
    },
  );

  test('a request sent without an account is followed through its private link, and a wrong key opens nothing', async ({ page }) => {
    const body = `Contenedor de vidrio volcado junto al colegio ${Date.now()}`;
    const reference = await sendIncidence(page, body);
    const modal = page.getByRole('dialog', { name: 'Solicitud enviada correctamente' });
    const shown = modal.getByRole('link', { name: 'Consultar mi solicitud' });
    const link = (await shown.getAttribute('href'))!;
    expect(link).toMatch(new RegExp(`/mis-solicitudes/${reference}#clave=[\\w-]{43}$`));
    // The address is shown whole beside the link, to copy or write down.
    await expect(modal.getByText(link, { exact: true })).toBeVisible();
    // A modal dialog: the page behind is dimmed by its backdrop.
    expect(await modal.evaluate((dialog) => getComputedStyle(dialog, '::backdrop').backgroundColor)).not.toMatch(/^(transparent|rgba\(0, 0, 0, 0\))$/);
    // The same link as the receipt's, where the key is too.
    const receipt = await waitForMail(contactEmail(), reference);
    expect(receipt.text).toContain(link);
    await expectNoAxeViolations(page, 'the private link in the success dialog');

    // Without the session that sent it (as in another browser), the link alone opens the request, in Valencian too.
    await page.context().clearCookies();
    const other = page;
    await other.goto(link);
    await expectRequestPage(other, `Solicitud ${reference}`);
    await expect(other.getByText(/^Está viendo esta solicitud con su enlace privado/)).toBeVisible();
    await expect(other.getByRole('region', { name: 'Lo que nos envió' })).toContainText(body);
    await checkPage(other, 'a request opened with its private link');
    await other.goto(link.replace('/mis-solicitudes/', '/va/les-meues-sollicituds/'));
    await expectRequestPage(other, `Sol·licitud ${reference}`);
    const reply = 'El contenidor continua volcat i hi ha vidres a la vorera.';
    await other.getByRole('textbox', { name: "Escriure a l'Ajuntament" }).fill(reply);
    await other.getByRole('button', { name: 'Enviar el missatge' }).click();
    await expect(other.getByRole('region', { name: "Conversa amb l'Ajuntament" }).getByRole('listitem').filter({ hasText: reply })).toContainText('Vosté');
    await checkPage(other, 'a request opened with its private link, in Valencian');

    // A key one character off, or none, opens nothing: the same answer as a request that does not exist.
    const key = link.split('#clave=')[1]!;
    await other.goto(`${link.split('#')[0]}#clave=${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`);
    await expect(other.getByRole('alert')).toContainText('No encontramos esta solicitud.', { timeout: 15_000 });
    await expect(other.getByText(body)).toHaveCount(0);
    await other.goto(link.split('#')[0]!.replace('/mis-solicitudes/', '/va/les-meues-sollicituds/'));
    await expect(other.getByRole('alert')).toContainText('No trobem esta sol·licitud.', { timeout: 15_000 });
    await checkPage(other, 'a request that does not open');
  });
});
