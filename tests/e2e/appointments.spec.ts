import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_STATE } from '../../playwright.config.ts';
import { t } from '../../src/i18n/index.ts';
import { appointmentPagesProblems } from '../support/appointment-pages.ts';
import { DEMO_ACCOUNTS } from '../support/page-types.ts';
import { expectNoHorizontalScroll, origin, PHONE, signIn, waitForReleases } from './helpers.ts';
import { waitForMail } from './mail-helpers.ts';

/**
 * The static pages of cita previa (docs/appointments.md "Pages"): every service of both demo realms in each of
 * their languages, read off the built files; then, in a browser, how a visitor reaches them and books without
 * script. The frame, axe, no-script link checks, budgets and the HTML checker visit them as page types
 * (tests/support/page-types.ts).
 */
const REALMS = ['alcantir', 'vilamar'];

test('every service of both demo realms has its page in each language, with what to bring and the other ways to book', async () => {
  await waitForReleases(REALMS);
  for (const realm of REALMS) expect(appointmentPagesProblems(realpathSync(join(E2E_STATE, 'dist', realm)), realm), realm).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the procedures page leads to a service, which says booking online needs script and offers the telephone (es)', async ({ page }) => {
    await page.goto(`${origin('alcantir')}/tramites`);
    await page.getByRole('link', { name: 'Pedir cita previa' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cita previa');
    await page.getByRole('link', { name: 'Certificado de empadronamiento' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Qué debe traer' })).toBeVisible();
    const booking = page.locator('[data-appointment-booking]');
    // Read as the DOM has it: Playwright's text matching skips what is inside <noscript>.
    const note = booking.locator('noscript .notice');
    await expect(note).toBeVisible();
    expect(await note.textContent()).toBe(t('es', 'appointments.noscript'));
    await expect(booking.getByRole('link', { name: '962 900 100' })).toHaveAttribute('href', 'tel:962900100');
  });

  test('Vilamar’s footer leads to its services in Catalan (ca)', async ({ page }) => {
    await page.goto(`${origin('vilamar')}/ca/`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cita prèvia' }).click();
    await expect(page).toHaveURL(/\/ca\/cita-previa$/);
    await expect(page.getByText('La cita prèvia és voluntària')).toBeVisible();
  });
});

test('with JavaScript the note about script is not shown, and the container keeps the island’s data', async ({ page }) => {
  await page.goto(`${origin('alcantir')}/va/cita-previa/6650b1000000000000000001`);
  const booking = page.locator('[data-appointment-booking]');
  await expect(booking).toHaveAttribute('data-service', '6650b1000000000000000001');
  await expect(booking).toHaveAttribute('data-lang', 'va');
  // The rendered text, which leaves out <noscript> when script runs (its textContent would hold the note).
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point
  expect(await booking.innerText()).not.toContain(t('va', 'appointments.noscript'));
  await expect(booking.getByRole('link', { name: '962 900 100' })).toBeVisible();
});

/** A valid DNI for this test and attempt: one active appointment per document and service, so each run has its own. */
function dniFor(seed: string): string {
  let n = 0;
  for (const char of seed) n = (n * 31 + char.charCodeAt(0)) % 100_000_000;
  return `${String(n).padStart(8, '0')}${'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}`;
}

test('a citizen books the first free slot, is told by e-mail with the calendar file, then cancels through the private link', PHONE, async ({ page }) => {
  const tr = (key: string) => t('es', key);
  const { testId, retry, project } = test.info();
  const email = `cita.${testId}.${retry}@example.org`;
  await page.goto(`${origin('alcantir')}/cita-previa/6650b1000000000000000001`);
  const booking = page.locator('[data-appointment-booking]');
  await booking.scrollIntoViewIfNeeded();
  await booking.getByRole('button', { name: tr('appointments.booking.first') }).click();
  await expect(booking.getByRole('heading', { name: tr('appointments.booking.formStep') })).toBeVisible();
  await booking.getByLabel(tr('appointments.booking.name'), { exact: true }).fill('Lucía');
  await booking.getByLabel(tr('appointments.booking.surnames')).fill('Ferrer Puig');
  await booking.getByLabel(tr('appointments.booking.identity')).fill(dniFor(`${project.name}${testId}${retry}`));
  await booking.getByLabel(tr('appointments.booking.email')).fill(email);
  await booking.getByLabel(tr('appointments.booking.captcha')).fill('7');
  await booking.getByRole('button', { name: tr('appointments.booking.submit') }).click();
  await expect(booking.getByRole('heading', { name: tr('appointments.booking.done') })).toBeVisible();

  const confirmation = await waitForMail(email, 'Cita confirmada');
  const code = /Cita confirmada (\S+):/.exec(confirmation.subject)![1]!;
  expect(confirmation.raw).toMatch(/text\/calendar;[^\n]*method=REQUEST/i);
  const link = /https?:\/\/[^\s"<>]+\/cita-previa\/cita#[^\s"<>]+/.exec(confirmation.text)![0]!;
  expect(link).toContain(`codigo=${code}`);

  // The link of the e-mail opens the appointment; a GET never cancels, the button asks first.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, origin('alcantir')));
  await expect(page.getByText(code).first()).toBeVisible();
  await page.getByRole('button', { name: tr('appointments.view.cancel') }).click();
  await page.getByRole('button', { name: tr('appointments.view.cancelConfirm') }).click();
  await expect(page.getByRole('heading', { name: tr('appointments.view.cancelDoneTitle') })).toBeVisible();
  const cancelled = await waitForMail(email, `Cita anulada ${code}`);
  expect(cancelled.raw).toMatch(/method=CANCEL/i);
});

test('a signed-in citizen finds the form filled from the profile, and books', async ({ page }) => {
  const tr = (key: string) => t('es', key);
  const { testId, retry, project } = test.info();
  // One coming appointment per address and service: each project books a service of its own (a retry is refused
  // as a duplicate, which says the first one stands).
  const service = project.name === 'mobile' ? '6650b1000000000000000003' : '6650b1000000000000000002';
  await signIn(page, 'alcantir', DEMO_ACCOUNTS.citizen);
  await page.goto(`${origin('alcantir')}/cita-previa/${service}`);
  const booking = page.locator('[data-appointment-booking]');
  // The island starts when it is scrolled to.
  await booking.scrollIntoViewIfNeeded();
  await booking.getByRole('button', { name: tr('appointments.booking.first') }).click();
  await expect(booking.getByRole('heading', { name: tr('appointments.booking.formStep') })).toBeVisible();
  await expect(booking.getByLabel(tr('appointments.booking.name'), { exact: true })).toHaveValue('Lucía');
  await expect(booking.getByLabel(tr('appointments.booking.surnames'))).toHaveValue('Ferrer Puig');
  await expect(booking.getByLabel(tr('appointments.booking.email'))).toHaveValue(DEMO_ACCOUNTS.citizen.email);
  await booking.getByLabel(tr('appointments.booking.identity')).fill(dniFor(`signed-in ${project.name}${testId}${retry}`));
  await booking.getByLabel(tr('appointments.booking.captcha')).fill('7');
  await booking.getByRole('button', { name: tr('appointments.booking.submit') }).click();
  await expect(booking.getByRole('heading', { name: tr('appointments.booking.done') })).toBeVisible();
  if (project.name === 'mobile') await expectNoHorizontalScroll(page);
});

/** A Madrid weekday at least `days` days from now, as the date inputs take it. */
function weekdayAhead(days: number): string {
  for (let n = days; ; n++) {
    const ms = Date.now() + n * 86_400_000;
    const weekday = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', weekday: 'short' }).format(ms);
    if (weekday !== 'Sat' && weekday !== 'Sun') return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Madrid' }).format(ms);
  }
}

test('the counter books an appointment on behalf of a person who calls, and finds it in that day', async ({ page }) => {
  const tr = (key: string) => t('es', key);
  const { testId, retry, project } = test.info();
  const day = weekdayAhead(3 + (project.name === 'mobile' ? 7 : 0) + retry * 14);
  await signIn(page, 'alcantir', DEMO_ACCOUNTS.staff);
  await page.goto(`${origin('alcantir')}/gestion/citas`);
  await expect(page.getByRole('heading', { level: 1, name: tr('desk.appointments.title') })).toBeVisible();
  const tool = page.locator('details').filter({ hasText: tr('desk.appointments.book.title') });
  await tool.locator('summary').click();
  await tool.getByLabel(tr('desk.appointments.book.day')).fill(day);
  await tool.getByRole('button', { name: tr('desk.appointments.tools.showTimes') }).click();
  await tool
    .getByRole('group', { name: tr('desk.appointments.tools.time') })
    .getByRole('radio')
    .first()
    .check();
  await tool.getByLabel(tr('desk.appointments.book.name'), { exact: true }).fill('Vicente');
  await tool.getByLabel(tr('desk.appointments.book.surnames')).fill('Martí Bosch');
  await tool.getByLabel(tr('desk.appointments.book.identity')).fill(dniFor(`counter ${project.name}${testId}${retry}`));
  await tool.getByRole('button', { name: tr('desk.appointments.book.submit') }).click();
  const done = tool.getByText(/^Cita dada: (\S+)\. Dígale el código a la persona\.$/);
  await expect(done).toBeVisible();
  const code = /^Cita dada: (\S+)\./.exec((await done.textContent())!)![1]!;
  await expect(tool.getByRole('link', { name: tr('desk.appointments.book.link') })).toHaveAttribute('href', new RegExp(`/cita-previa/cita#codigo=${code}&`));

  // The day of the appointment lists it, with the person's name, booked at the counter.
  await page.getByLabel(tr('desk.appointments.day'), { exact: true }).fill(day);
  const card = page.locator(`[data-code="${code}"]`);
  await expect(card).toContainText('Vicente Martí Bosch');
  await expect(card).toContainText(tr('desk.appointments.status.booked'));
});

test.describe('two citizens race for the same slot', () => {
  /** A citizen's page of the urbanism consultation: one office, one desk, so a slot is one place. */
  async function citizenAt(browser: Browser): Promise<{ page: Page; booking: Locator }> {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${origin('alcantir')}/cita-previa/6650b1000000000000000005`);
    const booking = page.locator('[data-appointment-booking]');
    await booking.scrollIntoViewIfNeeded();
    await expect(booking.locator('.ab-days button').first()).toBeVisible({ timeout: 15_000 });
    return { page, booking };
  }

  test('exactly one of two browsers holds it; the other is told, and takes one of the next free ones it is offered', async ({ browser }) => {
    const tr = (key: string) => t('es', key);
    const { retry, project } = test.info();
    const [a, b] = await Promise.all([citizenAt(browser), citizenAt(browser)]);
    // A day of its own from the window's end: the projects run at once against one server.
    const fromEnd = 1 + (project.name === 'mobile' ? 1 : 0) + retry * 2;
    for (const { booking } of [a, b]) {
      const days = booking.locator('.ab-days button');
      await days.nth((await days.count()) - fromEnd).click();
      await expect(booking.locator('.ab-times button').first()).toBeVisible();
    }
    const time = (await a.booking.locator('.ab-times button').last().textContent())!;
    await Promise.all([a, b].map(({ booking }) => booking.locator('.ab-times button').getByText(time, { exact: true }).click()));

    const form = (booking: Locator) => booking.getByRole('heading', { name: tr('appointments.booking.formStep') });
    // The server's words of the refusal (`taken`), with the next free slots under them.
    const told = (booking: Locator) => booking.getByRole('alert').filter({ hasText: tr('api.error.appointmentTaken') });
    for (const { booking } of [a, b]) await expect(form(booking).or(told(booking))).toBeVisible();
    const winners = [];
    for (const one of [a, b]) if (await form(one.booking).isVisible()) winners.push(one);
    expect(winners).toHaveLength(1);
    const loser = winners[0] === a ? b : a;
    await expect(told(loser.booking)).toBeVisible();
    await expect(form(loser.booking)).toHaveCount(0);

    // The next free ones are offered, and one of them can be taken.
    const next = told(loser.booking).getByRole('button');
    await expect(next.first()).toBeVisible();
    await next.first().click();
    await expect(form(loser.booking)).toBeVisible();
    if (project.name === 'mobile') await expectNoHorizontalScroll(loser.page);
    await a.page.context().close();
    await b.page.context().close();
  });
});
