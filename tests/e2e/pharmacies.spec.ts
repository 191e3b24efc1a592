/**
 * The pharmacy on duty at the hours a citizen asks (docs/pharmacies.md "Duty rules"): the board reads the rota
 * with the device's clock, fixed here by Playwright, and the expected pharmacy comes from the demo rota through
 * the domain's own rule (a duty day from 9:00 to 9:00). Then the same page offline, and the two sheets to print,
 * each checked to fit one A4 page as Chromium prints it.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { DateTime } from 'luxon';
import sharp from 'sharp';
import { DUTY_ZONE, dutyDayOf, dutyNow } from '../../src/domain/pharmacies/duty.ts';
import { dutiesOfDay, nextDay } from '../../src/domain/pharmacies/duty-board.ts';
import { origin } from './helpers.ts';

const demo = <T>(file: string): T => JSON.parse(readFileSync(`realms/alcantir/demo/${file}`, 'utf8')) as T;
const pharmacies = demo<Array<{ _id: string; name: string }>>('farmacias.json');
const rota = demo<Array<{ pharmacy: string; start: string; end: string }>>('farmacias_guardias.json');
const nameOf = (id: string) => pharmacies.find((p) => p._id === id)!.name;

/** Tomorrow and the night after, at the hours the duty changes hands around. */
const tomorrow = DateTime.now().setZone(DUTY_ZONE).plus({ days: 1 }).startOf('day');
const MOMENTS = [
  { label: '10:00', at: tomorrow.set({ hour: 10 }) },
  { label: '23:30', at: tomorrow.set({ hour: 23, minute: 30 }) },
  { label: '02:00 the night after', at: tomorrow.plus({ days: 1 }).set({ hour: 2 }) },
];

test.describe('the pharmacy on duty', () => {
  for (const { label, at } of MOMENTS) {
    test(`at ${label} the board names the pharmacy the rota has on duty, and the next one`, async ({ page }) => {
      const expected = dutyNow(rota, at.toMillis());
      expect(expected.current, `the demo rota has someone on duty at ${at.toISO()}`).toHaveLength(1);
      await page.clock.setFixedTime(at.toJSDate());
      await page.goto(`${origin('alcantir')}/farmacias`);
      const now = page.locator('section.duty-now');
      await expect(now.getByText(nameOf(expected.current[0]!.pharmacy), { exact: true })).toBeVisible();
      const others = pharmacies.filter((p) => p._id !== expected.current[0]!.pharmacy && !expected.next.some((n) => n.pharmacy === p._id));
      for (const other of others) await expect(now.getByText(other.name)).toHaveCount(0);
      await expect(now.locator('.duty-next')).toContainText(nameOf(expected.next[0]!.pharmacy));
    });
  }

  test("the board's file comes with the page's head, and the board takes that answer rather than asking again", async ({ page }) => {
    // Without a fixed clock: Playwright's replaces the page's performance timeline, which this test reads.
    const boardFile: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/farmacias/guardias.json') boardFile.push(request.url());
    });
    await page.goto(`${origin('alcantir')}/farmacias`);
    await expect(page.locator('section.duty-now h2')).toBeVisible();
    expect(boardFile, 'the board file is fetched once').toHaveLength(1);
    const initiators = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname === '/farmacias/guardias.json')
        .map((entry) => (entry as PerformanceResourceTiming).initiatorType),
    );
    expect(initiators, 'requested by the preload link').toEqual(['link']);
  });

  test('offline after a first visit, the board still names the pharmacy on duty', async ({ browser }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const at = MOMENTS[2]!.at;
    await page.clock.setFixedTime(at.toJSDate());
    await page.goto(`${origin('alcantir')}/va/farmacies`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await context.setOffline(true);
    await page.reload();
    const expected = dutyNow(rota, at.toMillis()).current[0]!;
    await expect(page.locator('section.duty-now').getByText(nameOf(expected.pharmacy), { exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ca-valencia');
    await context.setOffline(false);
    await context.close();
  });
});

test('without JavaScript the page shows the duties of the duty day of its build and of the next, dated', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${origin('alcantir')}/farmacias`);
  const days = page.locator('section.duty-day');
  await expect(days).toHaveCount(2);
  // The e2e server built the site when it started: its duty day is today's, or yesterday's before 9:00.
  const day = (await days.first().locator('h2').getAttribute('id'))!.replace(/^duties-/, '');
  expect([dutyDayOf(Date.now()), dutyDayOf(Date.now() - 3 * 3_600_000)]).toContain(day);
  await expect(days.first().locator('h2')).toHaveText(/^Guardias del \S+ \d+ de \S+$/);
  await expect(days.nth(1).locator('h2')).toHaveAttribute('id', `duties-${nextDay(day)}`);
  const names = await days.first().locator('.duty-name').allTextContents();
  expect(names).toEqual(dutiesOfDay(rota, day).map((d) => nameOf(d.pharmacy)));
  await context.close();
});

/** The number of pages of a PDF Chromium printed (each page object of the document). */
const pageCount = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)?.length ?? 0;

test.describe('to print', () => {
  for (const path of ['/farmacias/calendario', '/va/farmacies/calendari', '/farmacias/cartel', '/va/farmacies/cartell']) {
    test(`${path} fits one A4 sheet`, async ({ page }) => {
      await page.goto(`${origin('alcantir')}${path}`);
      const pdf = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
      expect(pageCount(pdf)).toBe(1);
    });
  }

  test("the door poster's code opens the duty page in the poster's language", async ({ page }) => {
    await page.goto(`${origin('alcantir')}/va/farmacies/cartell`);
    const code = page.locator('.code svg');
    await expect(code).toHaveAttribute('role', 'img');
    const png = await code.screenshot();
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const read = jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
    expect(read).toMatch(/^https:\/\/[^/]+\/va\/farmacies$/);
    await expect(page.locator('.address')).toHaveText(read!.replace('https://', ''));
  });
});
