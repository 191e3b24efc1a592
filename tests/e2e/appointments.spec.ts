import { expect, test } from '@playwright/test';
import { realpathSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_STATE } from '../../playwright.config.ts';
import { t } from '../../src/i18n/index.ts';
import { appointmentPagesProblems } from '../support/appointment-pages.ts';
import { PHONE, origin, waitForReleases } from './helpers.ts';
import { waitForMail } from './mail-helpers.ts';

/**
 * The static pages of cita previa (docs/appointments.md "Pages"): every service of both demo realms in each of
 * their languages, read off the built files; then, in a browser, how a visitor reaches them and books without
 * script. The frame, axe, no-script link checks, budgets and the HTML checker visit them as page types
 * (tests/support/page-types.ts).
 */
const REALMS = ['alcantir', 'vilamar'];

test('every service of both demo realms has its page in each language, with what to bring and the other ways to book', async () => {
  test.skip(test.info().project.name !== 'desktop', 'the files are the same for every viewport');
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
