import { expect, type Page } from '@playwright/test';
import { axeOn } from './axe.ts';

/**
 * Runs axe on the parts of a page a browser without JavaScript shows differently (islands as served, <noscript>
 * content). axe is itself a script, which a page with JavaScript off cannot run; so the page's HTML as that browser
 * parsed it is served again, without its scripts, to a page of a new context where axe can run.
 */
export async function expectNoAxeViolationsWithoutScript(page: Page, parts: string[], context = ''): Promise<void> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, '').replace(/<\/?noscript>/gi, '');
  const url = page.url();
  const viewport = page.viewportSize();
  // Said outright: Playwright Test gives new contexts the test's options, JavaScript off among them.
  const axeContext = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: true, ...(viewport ? { viewport } : {}) });
  try {
    const axePage = await axeContext.newPage();
    await axePage.route('**/*.js', (route) => route.abort());
    await axePage.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html }));
    await axePage.goto(url);
    let axe = axeOn(axePage);
    for (const part of parts) axe = axe.include(part);
    const { violations } = await axe.analyze();
    const summary = violations.map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('\n    ')}`,
    );
    expect(summary, `axe violations without JavaScript ${context}`).toEqual([]);
  } finally {
    await axeContext.close();
  }
}
