import { expect, type Page } from '@playwright/test';
import { DatabaseSync } from 'node:sqlite';
import { E2E_STATE } from '../../playwright.config.ts';

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
  const db = new DatabaseSync(`${E2E_STATE}/db.sqlite`, { readOnly: true });
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

/** Fills the contact block every demo mailbox asks for, as the citizen Lucía Ferrer. */
export async function fillContact(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Nombre', exact: true }).fill('Lucía');
  await page.getByRole('textbox', { name: 'Apellidos' }).fill('Ferrer Soler');
  await page.getByRole('textbox', { name: 'Teléfono' }).fill('600 123 456');
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill('lucia@example.org');
}

/** Logs the page's browser in with the provider's login (spec §7), as a demo account; the page must be on the site. */
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
