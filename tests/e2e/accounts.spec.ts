/**
 * Citizen accounts (docs/accounts-api.md) in Chromium against the real server, its SQLite and the SMTP receiver: a
 * citizen registers from the subsidy form, opens the link of the message and is back at the form with what they typed
 * and their profile's contact, and sends it; a citizen signs in from the form and comes back to it; a forgotten
 * password; the header's menu by keyboard; every account page in Spanish and Valencian, with axe and at 320 px.
 */
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { t } from '../../src/i18n/index.ts';
import { confirmedAccount, freshAddress, inLang, linkInMail, signInOnPage } from './account-helpers.ts';
import { PHONE, e2eDatabase, expectNoAxeViolations, inLanguage } from './helpers.ts';
import { waitForMail } from './mail-helpers.ts';

type Lang = 'es' | 'va';
const LANGUAGES: Lang[] = ['es', 'va'];

/** The subsidy form's own labels (realms/alcantir/demo/mailboxes.json and census.json). */
const SUBSIDY = {
  es: {
    nif: 'NIF de la asociación',
    inscription: 'Número de inscripción en el registro municipal',
    name: 'Nombre de la asociación',
    call: 'Código de la convocatoria',
    phone: 'Teléfono de la asociación',
    project: 'Nombre del proyecto',
    description: 'Descripción del proyecto',
    amount: 'Importe solicitado (€)',
    start: 'Fecha de inicio del proyecto',
  },
  va: {
    nif: "NIF de l'associació",
    inscription: "Número d'inscripció en el registre municipal",
    name: "Nom de l'associació",
    call: 'Codi de la convocatòria',
    phone: "Telèfon de l'associació",
    project: 'Nom del projecte',
    description: 'Descripció del projecte',
    amount: 'Import sol·licitat (€)',
    start: "Data d'inici del projecte",
  },
} as const;

async function openSubsidyForm(page: Page, lang: Lang) {
  await page.goto(inLang(lang, '/buzon/subvenciones'));
  await expect(page.locator('.request-form')).toHaveAttribute('data-state', 'form', { timeout: 15_000 });
}

/** Fills and sends the rest of the subsidy form, the first page's association name already typed. */
async function completeAndSendSubsidy(page: Page, lang: Lang) {
  const label = SUBSIDY[lang];
  const tr = (key: string) => t(lang, key);
  await page.getByLabel(label.nif).fill('G46123456');
  await page.getByLabel(label.inscription).fill('117');
  await page.getByRole('button', { name: tr('request.census.check') }).click();
  await expect(page.getByText(tr('request.census.ok'))).toBeVisible();
  await page.getByLabel(label.call).fill('sub-cul-2027');
  await page.getByLabel(label.phone).fill('962 000 111');
  await page.getByRole('button', { name: tr('request.next') }).click();
  await page.getByLabel(label.project).fill('Concert de primavera');
  await page.getByLabel(label.description).fill('Un concert obert a la plaça amb la banda juvenil.');
  await page.getByLabel(label.amount).fill('1500,50');
  await page.getByLabel(label.start).fill('2027-04-15');
  await page.getByRole('button', { name: tr('request.next') }).click();
  await page
    .getByLabel(tr('request.pdf.add'))
    .setInputFiles({ name: 'sollicitud.pdf', mimeType: 'application/pdf', buffer: readFileSync('realms/alcantir/demo/assets/a001-estatutos.pdf') });
  await page
    .getByLabel(tr('request.files.add'))
    .setInputFiles({ name: 'pressupost.txt', mimeType: 'text/plain', buffer: Buffer.from('Pressupost: 1.500,50 euros\nSo: 600\nCartells: 300\n') });
  await expect(page.locator('.rf-files li:not(.rf-pending)')).toHaveCount(2, { timeout: 15_000 });
  await page.getByLabel(tr('request.privacy.accept')).check();
  await page.getByRole('button', { name: tr('request.submit') }).click();
  const done = page.getByRole('dialog', { name: tr('request.ok') });
  await expect(done).toBeVisible({ timeout: 15_000 });
  const reference = /[A-Z]{3}-\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec((await done.textContent()) ?? '')?.[0];
  expect(reference).toBeTruthy();
  return reference!;
}

for (const lang of LANGUAGES) {
  test(`a citizen registers from the subsidy form, opens the link and sends the form with their profile's contact (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    const tr = (key: string, params?: Record<string, string>) => t(lang, key, params);
    const email = freshAddress('marta');
    await openSubsidyForm(page, lang);
    // Not a dead end: the way in, above the form, which can be filled meanwhile.
    const wayIn = page.getByRole('region', { name: tr('request.account.needed') });
    await expect(wayIn).toBeVisible();
    await page.getByLabel(SUBSIDY[lang].name).fill('Coral Santa Cecília');
    await expectNoAxeViolations(page, `subsidy form, signed out (${lang})`);
    await wayIn.getByRole('link', { name: tr('request.account.signIn') }).click();

    await expect(page).toHaveURL(new RegExp(`${inLanguage(lang, '/cuenta')}\\?volver=`));
    await expect(page.getByText(tr('account.returnNote'))).toBeVisible();
    const register = page.locator('[data-form="register"]');
    await register.getByLabel(tr('account.field.firstName'), { exact: true }).fill('Marta');
    await register.getByLabel(tr('account.field.lastName')).fill('Soler Climent');
    await register.getByLabel(tr('account.field.email')).fill(email);
    await register.getByLabel(tr('account.field.password'), { exact: true }).fill('contrasenya123');
    await register.getByRole('button', { name: tr('account.register.submit') }).click();
    // A common password: the summary takes focus and names what to change; nothing was sent.
    const summary = page.locator('#register-summary');
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: tr('account.error.password.common') })).toBeVisible();
    await expectNoAxeViolations(page, `registration errors (${lang})`);
    await register.getByLabel(tr('account.field.password'), { exact: true }).fill('tres paraules ben llargues');
    await register.getByRole('button', { name: tr('account.register.submit') }).click();
    const sent = page.locator('[data-register-sent]');
    await expect(sent).toBeFocused();
    await expect(sent).toContainText(tr('account.register.sent', { email }));

    const link = await linkInMail(email, tr('mail.confirm.subject'));
    expect(link).toContain(`${inLanguage(lang, '/cuenta/verificar')}#codigo=`);
    await page.goto(link);
    await expect(page.getByText(tr('account.verify.doneSignedIn'))).toBeVisible();
    // The token leaves the address bar: it stays in no history or bookmark.
    expect(new URL(page.url()).hash).toBe('');
    const menu = page.getByRole('button', { name: `${tr('frame.account.menu')}: Marta` });
    await expect(menu).toBeVisible();
    // A citizen's menu: their requests and profile, never the staff desk.
    await menu.click();
    await expect(page.getByRole('link', { name: tr('frame.account.requests') })).toBeVisible();
    await expect(page.getByRole('link', { name: tr('desk.title') })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: tr('account.continue') }).click();

    await expect(page).toHaveURL(new RegExp(`${inLanguage(lang, '/buzon/subvenciones')}$`));
    await expect(page.locator('.request-form')).toHaveAttribute('data-state', 'form', { timeout: 15_000 });
    await expect(page.getByLabel(SUBSIDY[lang].name)).toHaveValue('Coral Santa Cecília');
    await expect(wayIn).toHaveCount(0);
    const contact = page.getByRole('group', { name: tr('request.contact.title') });
    await expect(contact).toContainText(tr('request.contact.auto'));
    await expect(contact).toContainText('Soler Climent');
    await expect(contact).toContainText(email);
    const reference = await completeAndSendSubsidy(page, lang);
    await waitForMail(email, reference);
    // The request waits in the citizen's own list, as received.
    await page.goto(inLang(lang, '/mis-solicitudes'));
    const card = page.getByRole('listitem').filter({ hasText: reference });
    await expect(card).toContainText(tr('request.status.recibida'), { timeout: 15_000 });
  });

  test(`a citizen who signs in from the mailbox page comes back to the form with what they typed (${lang})`, PHONE, async ({ page }) => {
    const tr = (key: string) => t(lang, key);
    await openSubsidyForm(page, lang);
    await page.getByLabel(SUBSIDY[lang].name).fill('Colla de dolçainers');
    await page.getByLabel(SUBSIDY[lang].call).fill('SUB-CUL-2027');
    await page.getByRole('link', { name: tr('request.account.signIn') }).click();
    await signInOnPage(page, lang, 'lucia.ferrer@example.org', 'no és esta');
    await expect(page.locator('#sign-in-summary')).toBeFocused();
    await expect(page.locator('#sign-in-summary')).toContainText(tr('account.signIn.failed'));
    await signInOnPage(page, lang, 'lucia.ferrer@example.org', 'alcantir-demo');
    await expect(page).toHaveURL(new RegExp(`${inLanguage(lang, '/buzon/subvenciones')}$`));
    await expect(page.locator('.request-form')).toHaveAttribute('data-state', 'form', { timeout: 15_000 });
    await expect(page.getByLabel(SUBSIDY[lang].name)).toHaveValue('Colla de dolçainers');
    await expect(page.getByLabel(SUBSIDY[lang].call)).toHaveValue('SUB-CUL-2027');
    await expect(page.getByRole('group', { name: tr('request.contact.title') })).toContainText('Ferrer Puig');
    await expect(page.getByRole('button', { name: `${tr('frame.account.menu')}: Lucía` })).toBeVisible();
  });

  test(`a forgotten password: the link changes it once and not after an hour (${lang})`, async ({ page }) => {
    test.setTimeout(60_000);
    const tr = (key: string, params?: Record<string, string>) => t(lang, key, params);
    const email = freshAddress('pere');
    await confirmedAccount(page, email, 'la primera clau llarga', lang);
    await page.goto(inLang(lang, '/cuenta'));
    await page.getByRole('link', { name: tr('account.signIn.forgot') }).click();
    await page.getByLabel(tr('account.field.email')).fill(email);
    await page.getByRole('button', { name: tr('account.password.send') }).click();
    await expect(page.getByText(tr('account.password.sent', { email }))).toBeVisible();
    await expectNoAxeViolations(page, `reset link sent (${lang})`);

    const link = await linkInMail(email, tr('mail.reset.subject'));
    await page.goto(link);
    await page.getByLabel(tr('account.field.newPassword')).fill('una clau nova ben llarga');
    await page.getByRole('button', { name: tr('account.password.change') }).click();
    await expect(page.getByText(tr('account.password.changed'))).toBeVisible();
    await waitForMail(email, tr('mail.changed.subject'));
    // Once only.
    await page.goto(link);
    await page.getByLabel(tr('account.field.newPassword')).fill('una altra clau ben llarga');
    await page.getByRole('button', { name: tr('account.password.change') }).click();
    await expect(page.getByText(tr('account.link.used'))).toBeVisible();
    await expectNoAxeViolations(page, `reset link used (${lang})`);
    // The new password opens the account; the old one no more.
    await page.goto(inLang(lang, '/cuenta'));
    await signInOnPage(page, lang, email, 'la primera clau llarga');
    await expect(page.locator('#sign-in-summary')).toContainText(tr('account.signIn.failed'));
    await signInOnPage(page, lang, email, 'una clau nova ben llarga');
    await expect(page).toHaveURL(new RegExp(`${inLanguage(lang, '/cuenta/perfil')}$`));
    await expect(page.getByLabel(tr('account.field.email'))).toHaveValue(email);

    // An hour later, a link opens nothing.
    await page.goto(inLang(lang, '/cuenta/contrasena'));
    await page.getByLabel(tr('account.field.email')).fill(email);
    await page.getByRole('button', { name: tr('account.password.send') }).click();
    await expect(page.getByText(tr('account.password.sent', { email }))).toBeVisible();
    const late = await linkInMail(email, tr('mail.reset.subject'), 2);
    const db = e2eDatabase();
    db.prepare("UPDATE account_tokens SET expires_at = ? WHERE purpose = 'reset' AND email_key = ?").run(Date.now() - 1, email);
    db.close();
    await page.goto(late);
    await page.getByLabel(tr('account.field.newPassword')).fill('una tercera clau llarga');
    await page.getByRole('button', { name: tr('account.password.change') }).click();
    await expect(page.getByText(tr('account.link.expired'))).toBeVisible();
    await expect(page.getByRole('link', { name: tr('account.password.askAgain') })).toBeVisible();
  });

  test(`the header's account menu works by keyboard and signs out (${lang})`, PHONE, async ({ page }) => {
    const tr = (key: string) => t(lang, key);
    await page.goto(inLang(lang, '/cuenta'));
    await expect(page.getByRole('link', { name: tr('frame.account.signIn') })).toBeVisible();
    await signInOnPage(page, lang, 'gestor', 'alcantir-gestor');
    // Staff land on the desk, not on their profile.
    await expect(page).toHaveURL(new RegExp(`${inLanguage(lang, '/gestion')}$`));
    await page.goto(inLang(lang, '/noticias'));
    const button = page.getByRole('button', { name: `${tr('frame.account.menu')}: Pau` });
    await expect(button).toBeVisible();
    await expect(page.getByRole('link', { name: tr('frame.account.signIn') })).toBeHidden();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const requests = page.getByRole('link', { name: tr('frame.account.requests') });
    await expect(requests).toHaveAttribute('href', inLanguage(lang, '/mis-solicitudes'));
    await expectNoAxeViolations(page, `account menu open (${lang})`);
    await page.keyboard.press('Tab');
    await expect(requests).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(requests).toBeHidden();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: tr('frame.account.profile') })).toBeFocused();
    // Pau is the town hall's staff: the menu offers the desk too.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: tr('desk.title') })).toBeFocused();
    await expect(page.getByRole('link', { name: tr('desk.title') })).toHaveAttribute('href', inLanguage(lang, '/gestion'));
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${inLanguage(lang, '/cuenta')}\\?salida=1$`));
    await expect(page.getByText(tr('account.signedOut'))).toBeVisible();
    await expect(page.getByRole('link', { name: tr('frame.account.signIn') })).toBeVisible();
    expect(await page.evaluate(() => fetch('/api/alcantir/loggedin').then((r) => r.status))).toBe(401);
  });
}

// One h1, axe, the reflow at 320 px and text at 200 % of every account page, in Spanish and Valencian, are the
// frame's visits of each page type (tests/e2e/frame.spec.ts); what is the account's own is what it says without script.
test('without JavaScript the account page says whom to contact, and "Acceder" still leads to it', async ({ browser }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  for (const lang of LANGUAGES) {
    await plain.goto(inLang(lang, '/cuenta'));
    // Read as the DOM has it: Playwright's text matching skips what is inside <noscript>.
    const notice = plain.locator('.account-noscript');
    await expect(notice).toBeVisible();
    expect(await notice.textContent()).toContain(t(lang, 'account.noscript'));
    expect(await notice.locator('a').getAttribute('href')).toBe(inLanguage(lang, '/contacto'));
    await expect(plain.locator('[data-form="sign-in"]')).toBeHidden();
    // "Acceder" in the header is a plain link that needs no script.
    await expect(plain.getByRole('link', { name: t(lang, 'frame.account.signIn') })).toHaveAttribute('href', inLanguage(lang, '/cuenta'));
  }
  await noScript.close();
});
