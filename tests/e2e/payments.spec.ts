import { expect, test, type Page } from '@playwright/test';
import { DatabaseSync } from 'node:sqlite';
import { E2E_STATE } from '../../playwright.config.ts';
import { expectNoAxeViolations, expectNoHorizontalScroll, origin } from './helpers.ts';
import { fillContact, storedRequests } from './requests-helpers.ts';

const UNPAID = 'No se ha podido enviar su solicitud. Debe efectuar antes el pago de la misma.';
const NOT_PAID = 'Pago no realizado. La reserva no se ha completado.';

/** A payment as the e2e server's SQLite holds it: the test reads the real ledger. */
function storedPayment(id: string) {
  const db = new DatabaseSync(`${E2E_STATE}/db.sqlite`, { readOnly: true });
  try {
    return db.prepare('SELECT status, amount, used_by AS usedBy, mailbox FROM payments WHERE id = ?').get(id) as
      | { status: string; amount: number; usedBy: string | null; mailbox: string }
      | undefined;
  } finally {
    db.close();
  }
}

async function openForm(page: Page, mailbox: string, lang = '') {
  await page.goto(`${origin('alcantir')}${lang}/buzon/${mailbox}`);
  await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
  await expect(page.locator('.request-form')).toHaveAttribute('data-state', 'form', { timeout: 15_000 });
}

async function fillReservation(page: Page, activity: string) {
  await fillContact(page);
  await page.getByLabel('Asociación que organiza').fill('Coral Santa Cecilia');
  await page.getByLabel('Sala').selectOption('centro-civico');
  await page.getByLabel('Día y hora de inicio').fill('2027-04-15T18:00');
  await page.getByLabel('Asistentes previstos').fill('40');
  await page.getByLabel('Actividad').fill(activity);
  await page.getByLabel('He leído y acepto las').check();
}

/** Clicks a button that opens the gateway window and waits for the sandbox page in it. */
async function openGateway(page: Page, button: RegExp | string) {
  const opened = page.waitForEvent('popup');
  await page.getByRole('button', { name: button }).click();
  const gateway = await opened;
  await gateway.waitForURL(/\/api\/payments\/gateway\?/);
  return gateway;
}

const paymentIdOf = (gatewayPage: Page) => gatewayPage.getByText(/^[0-9a-f]{24}$/).textContent();

test.describe('payment before sending', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a room booking is paid in the sandbox and sent with the payment reference', async ({ page }) => {
    await openForm(page, 'reservas');
    await expect(page.getByText(/^Esta solicitud tiene un coste de 20,00\s€\. Páguelo antes de enviarla\.$/)).toBeVisible();
    const activity = `Ensayo abierto de la coral ${Date.now()}`;
    await fillReservation(page, activity);
    await expectNoAxeViolations(page, 'form with payment');
    const gateway = await openGateway(page, /^Pagar 20,00\s€$/);
    await expect(gateway.getByText('Entorno de pruebas.')).toBeVisible();
    await expect(gateway.getByRole('heading', { level: 1, name: 'Pasarela de pago de pruebas' })).toBeVisible();
    await expect(gateway.getByText(/^20,00\s€$/)).toBeVisible();
    await expectNoAxeViolations(gateway, 'sandbox gateway');
    const paymentId = (await paymentIdOf(gateway))!;
    await expect(page.getByText('Hemos abierto la pasarela de pago en una ventana nueva.', { exact: false })).toBeVisible();

    const closed = gateway.waitForEvent('close');
    await gateway.getByRole('button', { name: 'Pagar', exact: true }).click();
    await closed;
    await expect(page.getByText('Pago completado.')).toBeVisible();
    await expectNoAxeViolations(page, 'payment completed');
    if (test.info().project.name === 'mobile') await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Enviar la reserva' }).click();
    await expect(page.getByRole('dialog', { name: 'Reserva enviada correctamente' })).toBeVisible({ timeout: 15_000 });
    const [request] = storedRequests('alcantir').filter((r) => r.body === activity) as Array<{ _id: string; payment?: string; extra: Record<string, unknown> }>;
    expect(request?.payment).toBe(paymentId);
    expect(request?.extra).toMatchObject({ entidad: 'Coral Santa Cecilia', sala: 'centro-civico', asistentes: 40 });
    expect(storedPayment(paymentId)).toMatchObject({ status: 'pay', amount: 20, usedBy: request!._id, mailbox: 'reservas' });
  });

  test('cancelling in the gateway shows the spec failure message, and the citizen can try again', async ({ page }) => {
    await openForm(page, 'reservas');
    await fillReservation(page, `Charla sobre huertos urbanos ${Date.now()}`);
    const gateway = await openGateway(page, /^Pagar 20,00\s€$/);
    const cancelled = (await paymentIdOf(gateway))!;
    await gateway.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByText(NOT_PAID)).toBeVisible();
    expect(storedPayment(cancelled)?.status).toBe('cancel');
    await expectNoAxeViolations(page, 'payment failed');

    await page.getByRole('button', { name: 'Intentar el pago de nuevo' }).click();
    const again = await openGateway(page, /^Pagar 20,00\s€$/);
    expect(await paymentIdOf(again)).not.toBe(cancelled);
    await again.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page.getByText('Pago completado.')).toBeVisible();
    await expect(page.getByText(NOT_PAID)).toHaveCount(0);
  });

  test('sending before the payment is complete gives the spec message, which leads to the payment', async ({ page }) => {
    await openForm(page, 'reservas');
    await fillReservation(page, `Taller de encuadernación ${Date.now()}`);
    await page.getByRole('button', { name: 'Enviar la reserva' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Revise estos datos' });
    await expect(summary).toBeFocused();
    await summary.getByRole('link', { name: UNPAID }).click();
    await expect(page.getByRole('button', { name: /^Pagar 20,00\s€$/ })).toBeFocused();

    // With the gateway open but nothing paid yet, still nothing is sent.
    const gateway = await openGateway(page, /^Pagar 20,00\s€$/);
    await page.bringToFront();
    await page.getByRole('button', { name: 'Enviar la reserva' }).click();
    await expect(page.getByRole('link', { name: UNPAID })).toBeVisible();
    await gateway.close();
  });

  test('a closed gateway window is reopened from the info message', async ({ page }) => {
    await openForm(page, 'reservas');
    await fillReservation(page, `Asamblea anual de socios ${Date.now()}`);
    const first = await openGateway(page, /^Pagar 20,00\s€$/);
    const paymentId = await paymentIdOf(first);
    await first.close();
    await expect(page.getByText('Si la ha cerrado o su navegador la ha bloqueado, vuelva a abrirla.', { exact: false })).toBeVisible();
    const reopened = await openGateway(page, 'Abrir de nuevo la pasarela de pago');
    expect(await paymentIdOf(reopened)).toBe(paymentId);
    await reopened.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page.getByText('Pago completado.')).toBeVisible();
  });

  test('a reload in the middle of paying keeps the draft and the payment', async ({ page }) => {
    await openForm(page, 'reservas');
    const activity = `Presentación del libro de fiestas ${Date.now()}`;
    await fillReservation(page, activity);
    const gateway = await openGateway(page, /^Pagar 20,00\s€$/);
    await page.reload();
    await expect(page.locator('.request-form')).toHaveAttribute('data-state', 'form', { timeout: 15_000 });
    await expect(page.getByLabel('Actividad')).toHaveValue(activity);
    await expect(page.getByRole('button', { name: 'Abrir de nuevo la pasarela de pago' })).toBeVisible();
    await gateway.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page.getByText('Pago completado.')).toBeVisible();
    await page.getByRole('button', { name: 'Enviar la reserva' }).click();
    await expect(page.getByRole('dialog', { name: 'Reserva enviada correctamente' })).toBeVisible({ timeout: 15_000 });
    expect(storedRequests('alcantir').filter((r) => r.body === activity)).toHaveLength(1);
  });

  test("the gateway taking over the form's own tab, as on some phones, comes back to the draft and the payment", async ({ page }) => {
    await openForm(page, 'reservas');
    const activity = `Exposición de fotografía antigua ${Date.now()}`;
    await fillReservation(page, activity);
    const popup = await openGateway(page, /^Pagar 20,00\s€$/);
    const gatewayUrl = popup.url();
    await popup.close();
    await page.goto(gatewayUrl);
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await page.waitForURL(/\/buzon\/reservas/);
    await expect(page.getByText('Pago completado.')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel('Actividad')).toHaveValue(activity);
    expect(new URL(page.url()).search).toBe('');
    await page.getByRole('button', { name: 'Enviar la reserva' }).click();
    await expect(page.getByRole('dialog', { name: 'Reserva enviada correctamente' })).toBeVisible({ timeout: 15_000 });
  });

  test('a donation amount typed with a comma is checked and shown in Valencian, and paid', async ({ page }) => {
    await openForm(page, 'aportacion', '/va');
    await page.getByRole('textbox', { name: 'Nom', exact: true }).fill('Pep');
    await page.getByRole('textbox', { name: 'Correu electrònic' }).fill('pep@example.org');
    const amount = page.getByLabel('Import que pagarà (€)');
    await expect(page.getByText(/^Entre 5,00\s€ i 500,00\s€\./)).toBeVisible();
    await amount.fill('2,5');
    await page.getByRole('button', { name: /^Pagar 2,50\s€$/ }).click();
    await expect(page.getByText(/L'import mínim és 5,00\s€\.$/)).toBeVisible();
    await amount.fill('1.500');
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page.getByText("Escriga l'import en euros amb dos decimals com a màxim, per exemple 25,50.")).toBeVisible();
    await expectNoAxeViolations(page, 'amount error');
    await amount.fill('12,5');
    const gateway = await openGateway(page, /^Pagar 12,50\s€$/);
    await expect(gateway.locator('html')).toHaveAttribute('lang', 'ca-valencia');
    await expect(gateway.getByText('Entorn de proves.')).toBeVisible();
    await expectNoAxeViolations(gateway, 'va sandbox gateway');
    const paymentId = (await paymentIdOf(gateway))!;
    await gateway.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(page.getByText('Pagament completat.')).toBeVisible();
    await expect(page.getByText(/^Import: 12,50\s€$/)).toBeVisible();
    await page.getByRole('button', { name: "Enviar l'aportació" }).click();
    await expect(page.getByRole('dialog', { name: 'Gràcies per la seua aportació' })).toBeVisible({ timeout: 15_000 });
    expect(storedPayment(paymentId)).toMatchObject({ status: 'pay', amount: 12.5, mailbox: 'aportacion' });
    expect(storedPayment(paymentId)?.usedBy).toBeTruthy();
  });
});
