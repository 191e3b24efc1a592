import { expect, type Page, test } from '@playwright/test';
import { e2eDatabase, origin } from './helpers.ts';

/** The answer the e2e server's captcha always expects (LOCAL_API_CAPTCHA_ANSWER in playwright.config.ts). */
export const CAPTCHA = '7';

/** Opens a mailbox's form (in `lang`, '' for the realm's first) and waits until it is past loading. */
export async function openForm(page: Page, mailbox: string, lang = ''): Promise<void> {
  await page.goto(`${origin('alcantir')}${lang}/buzon/${mailbox}`);
  await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
  await expect(page.locator('.request-form')).not.toHaveAttribute('data-state', 'loading', { timeout: 15_000 });
}

/** A request as the local API stored it (server/store/requests.ts): what was sent, and its lifecycle columns. */
export interface StoredRequest {
  _id: string;
  iid: number;
  reference: string;
  status: string;
  title: string;
  body: string;
  category?: string;
  address?: string;
  contact?: Record<string, string>;
  coordinates?: { lat: number; lng: number };
  images: string[];
  files: string[];
  origin: string;
  extra: Record<string, unknown>;
}

/** What the e2e server's database holds for a realm: the test reads the real store, as staff would. */
export function storedRequests(realm: string): StoredRequest[] {
  const db = e2eDatabase({ readOnly: true });
  try {
    return (
      db.prepare('SELECT doc, reference, status FROM requests WHERE realm = ? ORDER BY iid').all(realm) as Array<{
        doc: string;
        reference: string;
        status: string;
      }>
    ).map((row) => ({ ...(JSON.parse(row.doc) as StoredRequest), reference: row.reference, status: row.status }));
  } finally {
    db.close();
  }
}

/**
 * The address the citizen Lucía Ferrer types in this test's forms: one per test and try, since an address
 * typed in a form gets at most MAX_RECEIPTS_PER_HOUR receipts an hour (docs/write-side.md), and the tests together
 * send more than that.
 */
export function contactEmail(): string {
  const { testId, retry } = test.info();
  return `lucia.${testId}.${retry}@example.org`;
}

/** Fills the contact block every demo mailbox asks for, as the citizen Lucía Ferrer (at `contactEmail()`). */
export async function fillContact(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía');
  await page.getByRole('textbox', { name: 'Apellidos' }).fill('Ferrer Soler');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('600 123 456');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(contactEmail());
}

/**
 * Logs the page's browser in with the provider's login (docs/product-spec.md §7), as a demo account; the page must be
 * on the site.
 */
export async function logIn(page: Page, user: string, password: string): Promise<void> {
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/v2/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { user, password },
  );
  expect(status).toBe(200);
}

/**
 * Fills the demo's incidence form in Spanish: the contact, a street picked from the suggestions, the captcha — which
 * an account with a confirmed address is not asked (`verified`; src/domain/requests/verified-sender.ts).
 */
export async function fillIncidence(page: Page, body: string, { verified = false }: { verified?: boolean } = {}): Promise<void> {
  await fillContact(page);
  await page.getByLabel('Tipo de incidencia').selectOption('Alumbrado público');
  await page.getByLabel('Descripción').fill(body);
  const street = page.getByRole('combobox', { name: 'Calle' });
  await street.fill('abad');
  await expect(page.getByRole('option', { name: /Calle Abadia/ })).toBeVisible();
  await street.press('ArrowDown');
  await street.press('Enter');
  await expect(street).toHaveValue('Calle Abadia');
  await page.getByLabel('Número').fill('12');
  if (verified) await expect(page.getByLabel('Resultado de la operación')).toHaveCount(0);
  else await page.getByLabel('Resultado de la operación').fill(CAPTCHA);
  await page.getByLabel('He leído y acepto las').check();
}

/** The Madrid day `days` from today, as a date input takes it (`2026-12-25`). */
export function bookingDate(days: number): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(new Date(Date.now() + days * 86_400_000));
}
