/**
 * A page loaded as on a mid-range phone on a weak connection (`npm run bench -- --only m`): Chromium with its CPU
 * four times slower, 150 ms of latency and 1.6 Mbps down, through the DevTools protocol, at 375 px. What it reads:
 * when the first association card is painted, when every card of the page is there with the main thread free
 * (the last long task over), the long tasks' total, and the bytes that crossed the network; and what the page was
 * (its address, realm, own marker and cards at the end), for the bench to check before it prints the figures.
 */
import type { Browser } from '@playwright/test';
import type { PageSeen } from '../bench-checks.ts';

export const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
  viewport: { width: 375, height: 812 },
} as const;

export interface PhoneFigures {
  firstCardMs: number;
  usableMs: number;
  longTaskMs: number;
  longTasks: number;
  cards: number;
  bytes: number;
}

/** How long the page must stay still (no request on its way, no new card, no long task) to count as settled; and the most to wait. */
const QUIET_MS = 3_000;
const GIVE_UP_MS = 180_000;

/** Watches the page from its first byte: cards as they are parsed or rendered, and long tasks. */
function observe() {
  const seen = { firstCard: 0, lastCard: 0, cards: 0, longTasks: [] as Array<[number, number]> };
  (globalThis as unknown as { __phone: typeof seen }).__phone = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.longTasks.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    const count = document.getElementsByClassName('association-card').length;
    if (count === seen.cards) return;
    seen.cards = count;
    seen.lastCard = performance.now();
    // Shown means painted: the frame after the card entered the document.
    if (!seen.firstCard) requestAnimationFrame(() => (seen.firstCard ||= performance.now()));
  }).observe(document, { childList: true, subtree: true });
}

/** One load: its figures, and what the page was. */
export interface PhoneLoad {
  figures: PhoneFigures;
  seen: PageSeen;
}

export async function measureOnPhone(browser: Browser, url: string): Promise<PhoneLoad> {
  const context = await browser.newContext({ viewport: PHONE.viewport, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBitsPerSecond / 8,
      uploadThroughput: PHONE.uploadBitsPerSecond / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
    let bytes = 0;
    const inFlight = new Set<string>();
    cdp.on('Network.requestWillBeSent', (event) => inFlight.add(event.requestId));
    cdp.on('Network.loadingFailed', (event) => inFlight.delete(event.requestId));
    cdp.on('Network.loadingFinished', (event) => {
      inFlight.delete(event.requestId);
      bytes += event.encodedDataLength;
    });
    await page.addInitScript(observe);
    await page.goto(url, { waitUntil: 'load', timeout: GIVE_UP_MS });

    const started = Date.now();
    let last = '';
    let stillSince = Date.now();
    for (;;) {
      const now = await page.evaluate(() => {
        const s = (globalThis as unknown as { __phone: { cards: number; longTasks: unknown[] } }).__phone;
        return `${s.cards} ${s.longTasks.length}`;
      });
      // Settled: nothing on its way (an app's data call can take seconds), no new card, no new long task.
      if (now !== last || inFlight.size > 0) {
        last = now;
        stillSince = Date.now();
      } else if (Date.now() - stillSince >= QUIET_MS) break;
      if (Date.now() - started > GIVE_UP_MS) throw new Error(`${url} did not settle in ${GIVE_UP_MS / 1000} s`);
      await page.waitForTimeout(250);
    }
    const seen = await page.evaluate(
      () => (globalThis as unknown as { __phone: { firstCard: number; lastCard: number; cards: number; longTasks: Array<[number, number]> } }).__phone,
    );
    const longTaskEnd = Math.max(0, ...seen.longTasks.map(([start, duration]) => start + duration));
    const marks = await page.evaluate(() => ({
      htmlRealm: document.documentElement.dataset.realm ?? null,
      appRealm: document.getElementById('directory')?.dataset.realm ?? null,
      letters: document.querySelector('nav[data-letters]') !== null,
      cards: document.getElementsByClassName('association-card').length,
    }));
    return {
      figures: {
        firstCardMs: seen.firstCard,
        usableMs: Math.max(seen.lastCard, longTaskEnd),
        longTaskMs: seen.longTasks.reduce((sum, [, duration]) => sum + duration, 0),
        longTasks: seen.longTasks.length,
        cards: seen.cards,
        bytes,
      },
      seen: { url: page.url(), ...marks },
    };
  } finally {
    await context.close();
  }
}
