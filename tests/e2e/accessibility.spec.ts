import { expect, test } from '@playwright/test';
import { PHONE_ONLY, api, expectNoAxeViolations, expectNoHorizontalScroll, origin } from './helpers.ts';

// The reflow at 320 px and text at 200 % of every page type are checked on each page's visit in frame.spec.ts.

test('a long e-mail address wraps between its parts at 320 px, never inside a word of its domain', async ({ page }) => {
  const media: Array<{ section: string; contacto?: { email?: string } }> = (
    await (await page.request.get(`${api('alcantir')}/asociaciones_multimedia?contacto.email&fields=section,contacto&limit=1000`)).json()
  ).items;
  const longest = media.sort((a, b) => (b.contacto?.email?.length ?? 0) - (a.contacto?.email?.length ?? 0))[0]!;
  const email = longest.contacto!.email!;
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto(`${origin('alcantir')}/asociaciones/${longest.section}`);
  const link = page.locator(`main a[href="mailto:${email}"]`).first();
  await expect(link).toHaveText(email);
  // Each piece between the break points sits on one line: the address breaks only where it may.
  const linesPerPiece = await link.evaluate((a) =>
    [...a.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
  );
  expect(linesPerPiece.length).toBeGreaterThan(1);
  expect(linesPerPiece.every((lines) => lines === 1)).toBe(true);
  expect((await link.boundingBox())!.height).toBeGreaterThan(30);
  await expectNoHorizontalScroll(page);
});

test('the accessibility statement names the town hall with its article, in each language', async ({ page }) => {
  await page.goto(`${origin('alcantir')}/accesibilidad`);
  await expect(page.locator('main p').first()).toHaveText(/^El Ayuntamiento de Alcantir se ha comprometido/);
  await page.goto(`${origin('alcantir')}/va/accessibilitat`);
  await expect(page.locator('main p').first()).toHaveText(/^L'Ajuntament d'Alcantir s'ha compromés/);
});

test('the phone menu, open, has no axe violations in either language', PHONE_ONLY, async ({ page }) => {
  for (const [path, name] of [
    ['/', 'Abrir el menú'],
    ['/va/', 'Obrir el menú'],
  ] as const) {
    await page.goto(`${origin('alcantir')}${path}`);
    await page.getByText(name).click();
    await expect(page.getByRole('navigation', { name: 'Menú principal' }).getByRole('search')).toBeVisible();
    await expectNoAxeViolations(page, `${path} menu open`);
    await page.keyboard.press('Escape');
  }
});

test('a keyboard walk through the frame: skip link first, then the brand, the languages and the menu, each with a visible focus', async ({ page }) => {
  await page.goto(`${origin('alcantir')}/contacto`);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Saltar al contenido principal' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('main'))).toBe(true);

  await page.goto(`${origin('alcantir')}/contacto`);
  const seen: string[] = [];
  for (let i = 0; i < 25; i++) {
    await page.keyboard.press('Tab');
    const focus = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      // The focus ring may be drawn by the control's own box (a search field draws it with :focus-within).
      const ringed = (node: Element | null) => !!node && getComputedStyle(node).outlineStyle !== 'none' && parseFloat(getComputedStyle(node).outlineWidth) >= 2;
      return {
        text: `${el.tagName.toLowerCase()}#${el.id} ${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim()}`,
        outline: ringed(el) || ringed(el.parentElement),
        main: !!el.closest('main'),
      };
    });
    if (!focus || focus.main) break;
    expect(focus.outline, `visible focus on "${focus.text}"`).toBe(true);
    seen.push(focus.text);
  }
  expect(seen.join(' | ')).toMatch(/Valencià.*Inicio.*Directorio.*Contacto/s);
});
