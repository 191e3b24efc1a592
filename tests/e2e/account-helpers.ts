import { expect, test, type Page } from '@playwright/test';
import { t } from '../../src/i18n/index.ts';
import type { Language } from '../../src/schemas/realm.ts';
import { inLanguage, origin } from './helpers.ts';
import { waitForMails } from './mail-helpers.ts';

/** A path of Alcantir's site in a language: Spanish at the root, Valencian under /va in its words. */
export const inLang = (lang: Language, path: string) => `${origin('alcantir')}${inLanguage(lang, path)}`;

/** An address no other test of this run uses (each project runs every test: the project is part of it). */
export function freshAddress(who: string): string {
  return `${who}.${test.info().project.name}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.org`;
}

/** The link (a page of the site, with its `#codigo=`) in the `nth` message to `to` whose subject is `subject`. */
export async function linkInMail(to: string, subject: string, nth = 1): Promise<string> {
  const mail = (await waitForMails(to, subject, nth)).at(-1)!;
  const link = /https?:\/\/\S+#codigo=[\w-]+/.exec(mail.text)?.[0];
  expect(link, `a link in "${mail.subject}"`).toBeTruthy();
  return link!;
}

/**
 * A confirmed account made through the API, as the registration page would (its messages read from the SMTP
 * receiver), signed in nowhere: for the tests that need an account but are not about registering.
 */
export async function confirmedAccount(page: Page, email: string, password: string, lang: Language = 'es'): Promise<void> {
  await page.goto(inLang(lang, '/cuenta'));
  const status = await page.evaluate(
    async (body) =>
      (await fetch('/api/v2/auth/register', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).status,
    { realm: 'alcantir', lang, firstName: 'Pere', lastName: 'Navarro Sanz', email, password },
  );
  expect(status).toBe(202);
  const token = new URL(await linkInMail(email, t(lang, 'mail.confirm.subject'))).hash.replace('#codigo=', '');
  const confirmed = await page.evaluate(
    async (body) =>
      (await fetch('/api/v2/auth/verify', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })).json(),
    { realm: 'alcantir', token },
  );
  expect(confirmed.ok).toBe(true);
  // The same browser registered, so it was signed in: sign out, as the test starts from nobody.
  await page.evaluate(() => fetch('/api/alcantir/logout'));
}

/** Signs in through the sign-in page's form, as a citizen would. */
export async function signInOnPage(page: Page, lang: Language, email: string, password: string): Promise<void> {
  const form = page.locator('[data-form="sign-in"]');
  await form.getByLabel(t(lang, 'account.field.email')).fill(email);
  await form.getByLabel(t(lang, 'account.field.password'), { exact: true }).fill(password);
  await form.getByRole('button', { name: t(lang, 'account.signIn.submit') }).click();
}
