/**
 * WRITTEN AGAINST THE CONTRACT (docs/vouchers.md), NOT YET RUN. The vouchers' server (store, calls, shop accounts,
 * desk exports) is built apart from these pages; this journey is the one its merge must pass, and is run then.
 *
 * The local-shop vouchers end to end in Chromium against the real server and SQLite (docs/vouchers.md): a citizen
 * applies with the census check and pays through the sandbox gateway, and sees the vouchers in "Mis bonos"; a shop
 * signs in, types one code and scans the other's QR code (a fixed image fed to the camera), enters the amount with a
 * comma (refused with the voucher flow's message) then a dot, attaches the ticket and validates; a second
 * validation of the same voucher is refused; the town hall exports the shop's reimbursement, read back by an
 * independent XLSX reader. Spanish and Valencian, at 1280 px and 375 px (the two projects), axe clean.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { qrSvg } from '../../src/domain/qr/qr-svg.ts';
import { DEMO_ACCOUNTS } from '../support/page-types.ts';
import { confirmedAccount, freshAddress } from './account-helpers.ts';
import { PHONE, expectNoAxeViolations, expectNoHorizontalScroll, origin, signIn, inLanguage } from './helpers.ts';

const CAMPAIGN = '/bonos/bono-comercio-2026';
const CODE_TEXT = /[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]/;
/** A one-pixel PNG: the ticket's photo. */
const TICKET = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/**
 * Each project applies with its own census entry of the demo's padrón (`realms/alcantir/demo/census.json`): a census
 * ID takes two vouchers at most, and the two projects run at once against one server.
 */
const applicant = (isMobile: boolean) => (isMobile ? { id: '45678901G', born: '2001' } : { id: '34567890V', born: '1978' });

/**
 * Each project's tickets, so that its rows in the shared shop's reimbursement are its own: the typed voucher's amount
 * (with the comma first, then the dot), what the citizen pays of it, and the scanned voucher's amount and rest.
 */
const tickets = (isMobile: boolean) =>
  isMobile
    ? { comma: '32,50', typed: '32.50', typedRest: '7,50', scanned: '45', scannedRest: '20', amounts: [32.5, 45] }
    : { comma: '31,20', typed: '31.20', typedRest: '6,20', scanned: '40', scannedRest: '15', amounts: [31.2, 40] };

async function newSession(browser: Browser, account: keyof typeof DEMO_ACCOUNTS, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  await signIn(page, 'alcantir', DEMO_ACCOUNTS[account]);
  return page;
}

/** A confirmed citizen account of this test alone, signed in. */
async function freshCitizen(browser: Browser, viewport: { width: number; height: number }): Promise<Page> {
  const page = await (await browser.newContext({ viewport })).newPage();
  const email = freshAddress('bonos');
  const password = 'una-clave-larga-para-los-bonos';
  await confirmedAccount(page, email, password);
  await signIn(page, 'alcantir', { email, password });
  return page;
}

/**
 * Makes the camera show a QR code: `getUserMedia` answers a canvas's stream with the code drawn on it, so the till
 * reads it as it would from a phone held over the voucher (jsQR on the frames, Chromium on Linux having no
 * BarcodeDetector).
 */
async function cameraShowing(page: Page, text: string) {
  const svg = qrSvg(text, { label: 'QR', correction: 'Q' });
  await page.addInitScript((source) => {
    navigator.mediaDevices.getUserMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 480;
      canvas.height = 480;
      const context = canvas.getContext('2d')!;
      const image = new Image();
      image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(source)}`;
      await image.decode();
      const draw = () => {
        context.fillStyle = '#fff';
        context.fillRect(0, 0, 480, 480);
        context.drawImage(image, 40, 40, 400, 400);
        requestAnimationFrame(draw);
      };
      draw();
      return canvas.captureStream(10);
    };
  }, svg);
}

test(
  'a citizen applies and pays, a shop validates a typed and a scanned voucher once each, the town hall exports the reimbursement',
  PHONE,
  async ({ browser, isMobile, viewport }) => {
    test.setTimeout(120_000);
    const size = viewport ?? { width: 1280, height: 800 };
    const who = applicant(isMobile);
    const ticket = tickets(isMobile);

    // The citizen: the campaign's page, the live count, the census check, two vouchers paid through the gateway. An
    // account of this run's own: "Mis bonos" lists an account's vouchers, and the other project applies at once.
    const citizen = await freshCitizen(browser, size);
    await citizen.goto(`${origin('alcantir')}${CAMPAIGN}`);
    await expect(citizen.getByRole('heading', { level: 1, name: 'Bono Comercio Alcantir 2026' })).toBeVisible();
    await expect(citizen.getByText(/^Quedan \d+ de los 1000 bonos\.$/)).toBeVisible({ timeout: 15_000 });
    await expect(citizen.getByRole('heading', { name: 'Comercios adheridos' })).toBeVisible();
    await expect(citizen.getByRole('heading', { name: 'Alimentación' })).toBeVisible();
    await citizen.getByRole('textbox', { name: 'DNI o NIE' }).fill(who.id);
    await citizen.getByRole('textbox', { name: 'Año de nacimiento' }).fill(who.born);
    await citizen.getByRole('combobox', { name: 'Número de bonos' }).selectOption('2');
    await expect(citizen.getByText('Pagará 30 € y recibirá bonos por valor de 50 €.')).toBeVisible();
    await expectNoAxeViolations(citizen, `campaign page at ${size.width} px`);
    await expectNoHorizontalScroll(citizen);
    const opened = citizen.waitForEvent('popup');
    await citizen.getByRole('button', { name: 'Pagar y solicitar' }).click();
    const gateway = await opened;
    await gateway.waitForURL(/\/api\/payments\/gateway\?/);
    await gateway.getByRole('button', { name: 'Pagar', exact: true }).click();
    await expect(citizen.getByText('Pago recibido. Ya tiene sus bonos: también están en «Mis bonos».')).toBeVisible({ timeout: 15_000 });
    const issued = citizen.getByRole('list', { name: 'Sus bonos' }).getByRole('listitem');
    await expect(issued).toHaveCount(2);
    const [typed, scanned] = await Promise.all([0, 1].map(async (i) => (await issued.nth(i).textContent())!.match(CODE_TEXT)![0]));

    // "Mis bonos": each voucher a card with its code, its QR code, value, what is left, uses left and expiry.
    await citizen.getByRole('link', { name: 'Ver mis bonos' }).click();
    const card = citizen.getByRole('listitem').filter({ hasText: typed! });
    await expect(card.getByRole('img', { name: `Código QR del bono ${typed}` })).toBeVisible();
    await expect(card).toContainText('Disponible');
    await expect(card).toContainText('31 de enero de 2027');
    await expectNoAxeViolations(citizen, `Mis bonos at ${size.width} px`);
    await expectNoHorizontalScroll(citizen);

    // The shop: a citizen's session is no shop's.
    await citizen.goto(`${origin('alcantir')}/comercio`);
    await expect(citizen.getByText('Debes autentificarte como comercio autorizado.')).toBeVisible();

    const shop = await newSession(browser, 'shop', size);
    await cameraShowing(shop, `BONO:${scanned!.replace(/-/g, '')}`);
    await shop.goto(`${origin('alcantir')}/comercio`);
    await expect(shop.getByText('Comercio: Forn Sant Roc')).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(shop, `till at ${size.width} px`);
    await expectNoHorizontalScroll(shop);

    // Typed, in lower case: the figures, never whose it is.
    await shop.getByRole('textbox', { name: 'Escriba el código' }).fill(typed!.toLowerCase());
    await shop.getByRole('button', { name: 'Buscar el bono' }).click();
    const figures = shop.getByRole('region', { name: `Bono ${typed}` });
    await expect(figures).toContainText('Le queda');
    await expect(figures).not.toContainText('Lucía');
    const amount = shop.getByRole('textbox', { name: 'Importe del tique (€)' });
    await amount.fill(ticket.comma);
    await shop.getByLabel('Foto del tique').setInputFiles({ name: 'tique.png', mimeType: 'image/png', buffer: TICKET });
    await shop.getByRole('button', { name: 'Confirmar y validar el bono' }).click();
    await expect(shop.getByText('Escriba el importe con punto para los céntimos, no con coma (por ejemplo, 12.50).')).toBeVisible();
    await amount.fill(ticket.typed);
    await expect(shop.getByText(new RegExp(`^El bono cubre 25\\s€; el cliente paga ${ticket.typedRest}\\s€ en caja\\.$`))).toBeVisible();
    await shop.getByRole('button', { name: 'Confirmar y validar el bono' }).click();
    await expect(shop.getByText(new RegExp(`^Bono validado\\. Cubre 25\\s€; el cliente paga ${ticket.typedRest}\\s€\\.$`))).toBeVisible();
    // Today's validations of the shop (the other project's too, at the same till): this voucher's by its code's tail.
    await expect(shop.getByRole('button', { name: new RegExp(`^Deshacer la validación del bono …${typed!.slice(-6)} `) })).toBeVisible();

    // Scanned: the camera reads the other voucher's QR code.
    await shop.getByRole('button', { name: 'Escanear con la cámara' }).click();
    await expect(shop.getByRole('region', { name: `Bono ${scanned}` })).toBeVisible({ timeout: 15_000 });
    await shop.getByRole('textbox', { name: 'Importe del tique (€)' }).fill(ticket.scanned);
    await shop.getByLabel('Foto del tique').setInputFiles({ name: 'tique.png', mimeType: 'image/png', buffer: TICKET });
    await shop.getByRole('button', { name: 'Confirmar y validar el bono' }).click();
    await expect(shop.getByText(new RegExp(`^Bono validado\\. Cubre 25\\s€; el cliente paga ${ticket.scannedRest}\\s€\\.$`))).toBeVisible();

    // A second validation of the same voucher: the till says it is spent, and the server refuses it whatever is sent.
    await shop.getByRole('textbox', { name: 'Escriba el código' }).fill(typed!);
    await shop.getByRole('button', { name: 'Buscar el bono' }).click();
    await expect(shop.getByRole('alert')).toHaveText('Este bono ya se ha gastado por completo.');
    // Sent from the till's own page (its session and origin), as a second till would: Node cannot resolve *.localhost.
    const again = await shop.evaluate(
      async ({ code, amount, png }) => {
        const body = new FormData();
        body.set('amount', amount);
        body.set('ticket', new File([Uint8Array.from(atob(png), (c) => c.charCodeAt(0))], 'tique.png', { type: 'image/png' }));
        const answer = await fetch(`/api/alcantir/shop/vouchers/${code}/validate`, { method: 'POST', body, credentials: 'include' });
        return { status: answer.status, body: (await answer.json()) as { errCode?: string } };
      },
      { code: typed!.replace(/-/g, ''), amount: ticket.typed, png: TICKET.toString('base64') },
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errCode: 'spent' });

    // The town hall: the figures, and the shop's reimbursement read back by an independent reader.
    const staff = await newSession(browser, 'staff', size);
    await staff.goto(`${origin('alcantir')}/gestion/bonos`);
    await expect(staff.getByRole('region', { name: 'Cifras' })).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(staff, `desk vouchers at ${size.width} px`);
    const [download] = await Promise.all([staff.waitForEvent('download'), staff.getByRole('link', { name: 'Reembolso de Forn Sant Roc en XLSX' }).click()]);
    const sheet = await readSheet(await download.path());
    // This project's two validations, by their tickets' amounts (the other project validates at the same shop), each
    // covered 25 € by its voucher.
    const rows = sheet.slice(1).filter((row) => ticket.amounts.some((amount) => row.includes(amount)));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toContain(25);

    for (const page of [citizen, shop, staff]) await page.context().close();
  },
);

test('the campaign in Valencian, and Vilamar’s free campaign in Catalan', PHONE, async ({ page, viewport }) => {
  const width = viewport?.width ?? 1280;
  await page.goto(`${origin('alcantir')}${inLanguage('va', CAMPAIGN)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bo Comerç Alcantir 2026' })).toBeVisible();
  await expect(page.getByText(/^Queden \d+ dels 1000 bons\.$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Per a sol·licitar bons, inicie sessió amb el seu compte del portal.')).toBeVisible();
  await expectNoAxeViolations(page, `va campaign page at ${width} px`);
  await expectNoHorizontalScroll(page);

  await page.goto(`${origin('vilamar')}/ca/xecs/xec-comerc-vilamar`);
  await expect(page.getByText(/^Queden \d+ dels 150 xecs\.$/)).toBeVisible({ timeout: 15_000 });
  await expectNoAxeViolations(page, `ca campaign page at ${width} px`);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('the campaign page says applying needs script, and gives the town hall’s telephone', async ({ page }) => {
    await page.goto(`${origin('alcantir')}${CAMPAIGN}`);
    await expect(page.getByText(/^Para solicitar bonos en línea hace falta JavaScript/)).toBeVisible();
    const notice = page.locator('.notice').filter({ hasText: 'hace falta JavaScript' });
    await expect(notice.getByRole('link')).toHaveAttribute('href', /^tel:\d{9}$/);
    await expect(page.getByRole('button', { name: /Pagar y solicitar|Solicitar/ })).toHaveCount(0);
    await expect(page.getByText(/Consultando|Quedan/)).toHaveCount(0);
  });
});
