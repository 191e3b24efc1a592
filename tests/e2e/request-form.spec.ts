import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { PHONE, expectNoAxeViolations, expectNoHorizontalScroll, origin } from './helpers.ts';
import { waitForMail } from './mail-helpers.ts';
import { contactEmail, fillIncidence, logIn, openForm, storedRequests, type StoredRequest } from './requests-helpers.ts';

/** A real JPEG made by the browser's canvas, as a camera would give one (without EXIF). */
async function photo(page: Page, name: string, colour: string) {
  const base64 = await page.evaluate(async (fill) => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const g = canvas.getContext('2d')!;
    g.fillStyle = fill;
    g.fillRect(0, 0, 2400, 1800);
    const blob = await new Promise<Blob>((r) => canvas.toBlob((b) => r(b!), 'image/jpeg', 0.9));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    return btoa(binary);
  }, colour);
  return { name, mimeType: 'image/jpeg', buffer: Buffer.from(base64, 'base64') };
}

/** Whether each URL still gives an image: an object URL that was revoked fails to load. */
function imagesLoad(page: Page, urls: string[]): Promise<boolean[]> {
  return page.evaluate(
    (all) =>
      Promise.all(
        all.map(
          (url) =>
            new Promise<boolean>((resolve) => {
              const image = new Image();
              image.onload = () => resolve(true);
              image.onerror = () => resolve(false);
              image.src = url;
            }),
        ),
      ),
    urls,
  );
}

test.describe('request form', () => {
  // Each test loads MapLibre (WebGL in SwiftShader) and runs axe over a long form: slower than a page view.
  test.describe.configure({ timeout: 90_000 });
  test(
    'an incidence with photos, a location and a contact is stored once, its photo previews are released, and the success modal closes back to the page',
    PHONE,
    async ({ page }) => {
      await openForm(page, 'incidencias');
      const body = `La farola de la esquina lleva una semana apagada por la noche ${Date.now()}`;
      await fillIncidence(page, body);
      await page.getByLabel('Añadir fotos').setInputFiles([await photo(page, 'farola.jpg', '#335'), await photo(page, 'esquina.jpg', '#533')]);
      await expect(page.locator('.rf-thumbs li:not(.rf-pending)')).toHaveCount(2, { timeout: 15_000 });
      const previews = await page.locator('.rf-thumbs img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).src));
      expect(await imagesLoad(page, previews)).toEqual([true, true]);
      await expect(page.locator('.location-picker')).toContainText(/39\.|38\.|40\./, { timeout: 10_000 });

      const submit = page.getByRole('button', { name: 'Enviar solicitud' });
      await submit.dblclick();
      const modal = page.getByRole('dialog', { name: 'Solicitud enviada correctamente' });
      await expect(modal).toBeVisible({ timeout: 15_000 });
      // The reference, never the internal number; the same one as the receipt e-mail, which carries the private link.
      await expect(modal).toContainText(/Referencia de su solicitud: ALC-20\d\d-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}\./);
      const reference = (await modal.textContent())!.match(/ALC-\d{4}-\w{4}-\w{4}/)![0];
      const receipt = await waitForMail(contactEmail(), reference);
      expect(receipt.subject).toBe(`Hemos recibido su solicitud ${reference}`);
      expect(receipt.text).toMatch(new RegExp(`http://alcantir\\.localhost:\\d+/mis-solicitudes/${reference}#clave=[\\w-]{43}`));
      // The form gave way to the confirmation: the previews' object URLs no longer hold the photos.
      expect(await imagesLoad(page, previews)).toEqual([false, false]);
      await expectNoAxeViolations(page, 'success modal');
      const done = page.evaluate(
        () => new Promise<string>((resolve) => document.addEventListener('request:done', (e) => resolve((e as CustomEvent).detail._id), { once: true })),
      );
      await modal.getByRole('button', { name: 'Cerrar' }).click();
      const id = await done;
      expect(id).toBeTruthy();

      const stored = storedRequests('alcantir').filter((r: StoredRequest) => r.body === body);
      expect(stored).toHaveLength(1);
      const request = stored[0]!;
      expect(request.status).toBe('Recibida');
      expect(request.title).toBe(body.split(/\s+/).slice(0, 10).join(' '));
      expect(request.category).toBe('Alumbrado público');
      expect(request.contact).toMatchObject({ firstName: 'Lucía', lastName: 'Ferrer Soler', email: contactEmail() });
      expect(request.address).toBe('Calle Abadia, 12');
      expect(request.images).toHaveLength(2);
      expect(request.coordinates?.lat).toBeGreaterThan(30);
      expect(request.origin).toBe('web');
      // The draft is gone once the request is accepted.
      expect(await page.evaluate(() => sessionStorage.getItem('form autocomplete') ?? '')).not.toContain(body);
    },
  );

  test('each rule shows its message, summarised at the top with focus on the summary', PHONE, async ({ page }) => {
    await openForm(page, 'incidencias');
    await expectNoAxeViolations(page, 'empty form');
    await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('no-es-un-correo');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'Revise estos datos' });
    await expect(summary).toBeFocused();
    for (const text of [
      'Por favor, rellene el campo Nombre',
      'Por favor, rellene el campo Apellidos',
      'Por favor, rellene el campo Teléfono',
      'Por favor, introduzca un correo electrónico válido.',
      'Por favor, rellene el campo Tipo de incidencia',
      'Por favor, rellene el campo Descripción',
      'Por favor, rellene el campo Calle',
      'Por favor, confirme que ha leído y acepta las Condiciones y Política de privacidad.',
    ])
      await expect(summary.getByRole('link', { name: text })).toBeVisible();
    await expectNoAxeViolations(page, 'form errors shown');
    await page.getByRole('link', { name: 'Por favor, rellene el campo Descripción' }).click();
    await expect(page.getByLabel('Descripción')).toBeFocused();
    if (test.info().project.name === 'mobile') await expectNoHorizontalScroll(page);
  });

  test('a wrong captcha answer gives the spec message and a new operation', async ({ page }) => {
    await openForm(page, 'incidencias');
    await fillIncidence(page, `Contenedor desbordado junto al mercado ${Date.now()}`);
    await page.getByLabel('Resultado de la operación').fill('12345');
    const image = page.getByRole('img', { name: 'Operación aritmética que debe resolver' });
    const before = await image.getAttribute('src');
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    const modal = page.getByRole('dialog', { name: 'No se ha podido enviar la solicitud' });
    await expect(modal).toContainText('Error en el Captcha!. Introduzca el resultado de la operación correctamente.');
    await expectNoAxeViolations(page, 'error modal');
    await expect(modal.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    // Escape closes it (after the removal animation) and focus goes back to where the citizen was.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(page.getByRole('button', { name: 'Enviar solicitud' })).toBeFocused();
    await expect(page.getByLabel('Resultado de la operación')).toHaveValue('');
    expect(await image.getAttribute('src')).not.toBe(before);
  });

  test('a server error keeps what was typed, and a reload restores the draft', async ({ page }) => {
    await openForm(page, 'incidencias');
    const body = `Banco roto en el parque del Molí ${Date.now()}`;
    await fillIncidence(page, body);
    await page.route('**/requests/incidencias/create', (route) => route.fulfill({ status: 500, body: '' }));
    await page.getByRole('button', { name: 'Enviar solicitud' }).click();
    const modal = page.getByRole('dialog', { name: 'No se ha podido enviar la solicitud' });
    await expect(modal).toContainText('Se ha producido un error al enviar la solicitud');
    await modal.getByRole('button', { name: 'Cerrar' }).click();
    await expect(page.getByLabel('Descripción')).toHaveValue(body);
    await page.unroute('**/requests/incidencias/create');

    await page.reload();
    await page.waitForSelector('.request-form[data-state="form"]');
    await expect(page.getByText('Hemos recuperado lo que escribió la última vez.')).toBeVisible();
    await expect(page.getByLabel('Descripción')).toHaveValue(body);
    await expect(page.getByRole('textbox', { name: 'Nombre', exact: true })).toHaveValue('Lucía');
    await expect(page.getByRole('combobox', { name: 'Calle' })).toHaveValue('Calle Abadia');
    expect(storedRequests('alcantir').filter((r: StoredRequest) => r.body === body)).toHaveLength(0);
  });

  test('a closed mailbox shows the closed message instead of the form', async ({ page }) => {
    await openForm(page, 'cerrado');
    await expect(page.getByText('Este Buzón está cerrado', { exact: true })).toBeVisible();
    await expect(page.locator('form.rf-form')).toHaveCount(0);
    await expectNoAxeViolations(page, 'closed mailbox');
  });

  test("the administrator sees a closed mailbox's form, with the notice that only they see it", async ({ page }) => {
    await page.goto(`${origin('alcantir')}/`);
    await logIn(page, 'gestor', 'alcantir-gestor');
    await openForm(page, 'cerrado');
    await expect(page.getByText('Este Buzón está cerrado. Solo se muestra al administrador.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Su propuesta' })).toBeVisible();
  });

  test('without JavaScript the page says what the request asks for and who to call or write to instead, and shows no spinner', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin('alcantir')}/va/bustia/reservas`);
    await expect(page.getByText('el seu navegador necessita JavaScript')).toBeVisible();
    const needs = page.getByRole('region', { name: 'Què li demanarà la sol·licitud' });
    await expect(needs.getByRole('listitem').first()).toHaveText('Les seues dades de contacte: nom, cognoms, telèfon, correu electrònic');
    await expect(needs.getByRole('listitem').filter({ hasText: /^Sala/ })).toHaveText('Sala (obligatori)');
    // The room's blocks are offered by the island only (docs/rooms.md "The form"): without it, none to choose.
    await expect(needs.getByRole('listitem').filter({ hasText: /^Dia i hora/ })).toHaveText("Dia i hora d'inici (obligatori)");
    await expect(page.getByRole('button', { name: /, lliure$/ })).toHaveCount(0);
    await expect(needs.getByRole('listitem').last()).toHaveText(/^El pagament de 20,00\s€$/);
    const ways = page.getByRole('region', { name: 'Altres maneres de fer la sol·licitud' });
    await expect(ways.locator('a[href^="tel:"]')).toBeVisible();
    await expect(ways.locator('a[href^="mailto:"]')).toHaveAttribute('href', /\?subject=Reserva%20d'una%20sala%20municipal$/);
    await expect(page.getByText(/carregant/i)).toHaveCount(0);
    await expect(page.locator('.loading-indicator')).toHaveCount(0);
    await page.goto(`${origin('alcantir')}/buzon/cerrado`);
    await expect(page.getByText('Este Buzón está cerrado', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Qué le pedirá la solicitud' })).toHaveCount(0);
    await context.close();
  });

  test('the Valencian form speaks Valencian', async ({ page }) => {
    await openForm(page, 'incidencias', '/va');
    await expect(page.getByRole('heading', { level: 1, name: 'Comunicar una incidència' })).toBeVisible();
    await page.getByRole('button', { name: 'Enviar la sol·licitud' }).click();
    await expect(page.getByRole('link', { name: 'Per favor, ompla el camp Descripció' })).toBeVisible();
    await expectNoAxeViolations(page, 'va errors');
  });

  test('the whole paged subsidy form can be completed with the keyboard alone', async ({ page }) => {
    test.setTimeout(60_000);
    // Mode `auto` takes the contact from a complete profile: the demo citizen logs in first (the provider's login).
    await page.goto(`${origin('alcantir')}/`);
    await logIn(page, 'vecina', 'alcantir-demo');
    await openForm(page, 'subvenciones');
    await expect(page.getByText('Le responderemos con los datos de su perfil.')).toBeVisible();
    const keys = async (...list: string[]) => {
      for (const k of list) await page.keyboard.press(k);
    };
    const typeInto = async (label: string | RegExp, text: string) => {
      const field = page.getByLabel(label).first();
      await field.focus();
      await page.keyboard.type(text);
    };
    // Page 1: the census check, the association, the call's code, a group of which one is required.
    await typeInto('NIF de la asociación', 'G46123456');
    await typeInto('Número de inscripción en el registro municipal', '117');
    await page.getByRole('button', { name: 'Comprobar' }).focus();
    await keys('Enter');
    await expect(page.getByText('Datos comprobados en el censo.')).toBeVisible();
    await typeInto('Nombre de la asociación', 'Coral Santa Cecilia');
    await typeInto('Código de la convocatoria', 'sub-cul-2027');
    await typeInto('Teléfono de la asociación', '962 000 111');
    await page.getByRole('button', { name: 'Siguiente' }).focus();
    await keys('Enter');
    await expect(page.getByRole('heading', { name: /Paso 2 de 3/ })).toBeFocused();
    // Page 2: the project.
    await typeInto('Nombre del proyecto', 'Concierto de primavera');
    await typeInto('Descripción del proyecto', 'Un concierto abierto en la plaza con la banda juvenil.');
    await typeInto('Importe solicitado (€)', '1500,50');
    // Chromium's date-time segments take typed digits differently per locale; fill() types the value without a pointer.
    await page.getByLabel('Fecha de inicio del proyecto').fill('2027-04-15');
    await page.getByRole('button', { name: 'Siguiente' }).focus();
    await keys('Enter');
    await expect(page.getByRole('heading', { name: /Paso 3 de 3/ })).toBeFocused();
    // Page 3: documents (the file chooser is the system's; the input is reached and filled from the keyboard focus).
    await page.getByLabel('Adjuntar el PDF firmado').focus();
    await page
      .getByLabel('Adjuntar el PDF firmado')
      .setInputFiles({ name: 'solicitud.pdf', mimeType: 'application/pdf', buffer: readFileSync('realms/alcantir/demo/assets/a001-estatutos.pdf') });
    await page
      .getByLabel('Añadir archivos')
      .setInputFiles({ name: 'presupuesto.txt', mimeType: 'text/plain', buffer: Buffer.from('Presupuesto: 1.500,50 euros\nSonido: 600\nCartelería: 300\n') });
    await expect(page.locator('.rf-files li:not(.rf-pending)')).toHaveCount(2, { timeout: 15_000 });
    await page.getByRole('checkbox', { name: 'He leído y acepto las Condiciones y Política de privacidad' }).focus();
    await keys('Space');
    await page.getByRole('button', { name: 'Enviar solicitud' }).focus();
    await keys('Enter');
    const modal = page.getByRole('dialog', { name: 'Solicitud enviada correctamente' });
    await expect(modal).toBeVisible({ timeout: 15_000 });
    await expect(modal.getByRole('button', { name: 'Cerrar' })).toBeFocused();
    await keys('Enter');
    const stored = storedRequests('alcantir').filter((r: StoredRequest) => r.title === 'Concierto de primavera');
    expect(stored.length).toBeGreaterThanOrEqual(1);
    expect(stored.at(-1)!.extra).toMatchObject({ entidad: 'Coral Santa Cecilia', convocatoria: 'SUB-CUL-2027', importe: 1500.5 });
  });
});
