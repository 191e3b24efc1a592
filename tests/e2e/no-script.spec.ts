import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import { realmLanguages } from '../support/page-types.ts';
import { PAGE_SAMPLES, PHONE_ONLY, api, followRedirectStub, origin, pageUrl, siteFile } from './helpers.ts';

/**
 * Every page type with JavaScript switched off, as a phone on a weak connection, a blocked script or an old
 * browser gets it: every link shown answers and lands somewhere real, every button shown is a form's submit
 * that works (anything else is a dead button and must not be shown), and nothing waits for a script that will
 * never run ("Cargando…", an empty calendar grid).
 */

interface Shown {
  links: Array<{ href: string; text: string }>;
  buttons: Array<{ text: string; submit: boolean; action?: string; fields?: string }>;
  waiting: string[];
  grids: number;
}

/** What the page shows a reader: visible links and buttons, loading words, calendar grids. */
async function shown(page: Page): Promise<Shown> {
  return page.evaluate(() => {
    const visible = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href]')]
      .filter(visible)
      .map((a) => ({ href: a.href, text: (a.textContent ?? a.getAttribute('aria-label') ?? '').trim().slice(0, 60) }));
    const buttons = [...document.querySelectorAll<HTMLButtonElement | HTMLInputElement>('button, input[type="submit"], input[type="button"], [role="button"]')]
      .filter(visible)
      .map((b) => {
        const form = (b as HTMLButtonElement).form;
        const submit = !!form && (b.getAttribute('type') ?? 'submit') === 'submit';
        const fields = form ? new URLSearchParams([...new FormData(form)].map(([k, v]) => [k, String(v)])).toString() : undefined;
        return { text: (b.textContent || b.getAttribute('aria-label') || '').trim().slice(0, 60), submit, action: form?.action, fields };
      });
    const waiting = [...document.querySelectorAll('main *')]
      // Words of a part that waits for its script.
      .filter((el) => el.children.length === 0 && visible(el) && /Cargando|S'està carregant|S'estan carregant|Carregant|Loading/.test(el.textContent ?? ''))
      .map((el) => (el.textContent ?? '').trim());
    const grids = [...document.querySelectorAll('[role="grid"]')].filter(visible).length;
    return { links, buttons, waiting, grids };
  });
}

/** Answers of links already followed, by URL without its fragment: a link shared by every page is asked once. */
const answered = new Map<string, { status: number; ids: Set<string> }>();

async function follow(request: APIRequestContext, url: string) {
  const page = url.split('#')[0]!;
  let answer = answered.get(page);
  if (!answer) {
    // From the test, the realm goes in ?realm= (Node does not resolve *.localhost as the browser does), and so
    // for each redirect to a realm's host (the e-mail form's address, opened as a page, sends to the form).
    const get = (address: string) => {
      const { hostname, pathname, search } = new URL(address);
      return request.get(`${siteFile(hostname.split('.')[0]!, pathname)}${search.replace(/^\?/, '&')}`, { maxRedirects: 0 });
    };
    let response = await get(page);
    for (let hops = 0; hops < 5 && response.status() >= 300 && response.status() < 400; hops++) {
      response = await get(new URL(response.headers().location!, page).href.split('#')[0]!);
    }
    const type = response.headers()['content-type'] ?? '';
    const ids = type.includes('text/html') ? new Set([...(await response.text()).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!)) : new Set<string>();
    answer = { status: response.status(), ids };
    answered.set(page, answer);
  }
  return answer;
}

async function visit(page: Page, url: string, problems: string[], expected = 200) {
  const response = await page.goto(url);
  if (response?.status() !== expected) problems.push(`${url}: answered ${response?.status()}`);
  // A stub that sends the reader on: what is checked is where it lands (a meta refresh needs no script).
  await followRedirectStub(page, url);
  return checkPage(page, url, problems);
}

/** Checks what the page shows as it is now. */
async function checkPage(page: Page, url: string, problems: string[]) {
  const { links, buttons, waiting, grids } = await shown(page);
  if (links.length === 0) problems.push(`${url}: no links at all`);
  for (const text of waiting) problems.push(`${url}: "${text}" waits for a script`);
  if (grids) problems.push(`${url}: a calendar grid with no days to show`);
  for (const link of links) {
    const target = new URL(link.href);
    if (target.protocol === 'mailto:') {
      // An address, or none for a message the reader sends on ("share by e-mail"), with its subject.
      const to = decodeURIComponent(target.pathname);
      if (to ? !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(to) : !target.searchParams.get('subject')) problems.push(`${url}: "${link.text}" mails ${link.href}`);
    } else if (target.protocol === 'tel:') {
      // A telephone number, or one of Spain's short emergency numbers, dialled as they are (112, 061, 062, 091, 092).
      if (!/^(\+?\d{6,}|112|06[12]|09[12])$/.test(target.pathname)) problems.push(`${url}: "${link.text}" calls ${link.href}`);
    } else if (target.origin !== new URL(url).origin) {
      // Other sites are not reached from the test machine; their address must at least be a web one.
      if (target.protocol !== 'https:') problems.push(`${url}: "${link.text}" leaves for ${link.href}`);
    } else if (link.href.split('#')[0] === page.url().split('#')[0]) {
      // A place in this very page (the skip link): its target is here.
      const id = decodeURIComponent(target.hash.slice(1));
      if (id && (await page.locator(`[id="${id}"]`).count()) === 0) problems.push(`${url}: "${link.text}" → #${id}, which is not on the page`);
    } else {
      const answer = await follow(page.request, link.href);
      if (answer.status !== 200) problems.push(`${url}: "${link.text}" → ${link.href} answers ${answer.status}`);
      const fragment = decodeURIComponent(target.hash.slice(1));
      if (fragment && !answer.ids.has(fragment)) problems.push(`${url}: "${link.text}" → ${link.href} has no #${fragment}`);
    }
  }
  for (const button of buttons) {
    if (!button.submit || !button.action) {
      problems.push(`${url}: button "${button.text}" does nothing without JavaScript`);
      continue;
    }
    const answer = await follow(page.request, `${button.action}?${button.fields}`);
    if (answer.status !== 200) problems.push(`${url}: button "${button.text}" sends to ${button.action}, which answers ${answer.status}`);
  }
  return { links: links.length, buttons: buttons.length };
}

async function withoutScript(browser: Browser, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: test.info().project.use.viewport ?? undefined });
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

async function ids(request: APIRequestContext, realm: string) {
  const first = async (query: string) => (await (await request.get(`${api(realm)}/${query}&limit=1&fields=title`)).json()).items[0]._id as string;
  return {
    association: await first('asociaciones?estado=Activa&sort=title'),
    news: await first('asociaciones_eventos?nodeTypes=/noticia/i&isPublished=true&!section&sort=-date'),
    event: await first('asociaciones_eventos?nodeTypes=/evento/i&isPublished=true&sort=-date'),
  };
}

test.describe('without JavaScript', () => {
  // Each page type's samples (tests/support/page-types.ts) in the first language of their realm, then in its others.
  for (const [name, first] of [
    ['first language', true],
    ['other languages', false],
  ] as const) {
    test(`every page type, in the ${name} of its realm, shows only links and buttons that work, and nothing that waits`, async ({ browser }) => {
      test.setTimeout(300_000);
      const problems: string[] = [];
      let pages = 0;
      let links = 0;
      let buttons = 0;
      await withoutScript(browser, async (page) => {
        for (const sample of PAGE_SAMPLES) {
          const [root, ...others] = realmLanguages(sample.realm);
          for (const lang of first ? [root!] : others) {
            // Signed out, as every page is without script: what a signed-in reader sees comes from the page's script.
            const counted = await visit(page, pageUrl(sample, lang), problems, sample.status);
            pages++;
            links += counted.links;
            buttons += counted.buttons;
          }
        }
      });
      test.info().annotations.push({ type: 'checked', description: `${links} links and ${buttons} buttons on ${pages} pages, ${answered.size} addresses` });
      expect(problems).toEqual([]);
    });
  }

  test('vilamar, without an agenda, in Catalan: its home, directory and news work the same', async ({ browser, request }) => {
    const known = await ids(request, 'vilamar');
    const problems: string[] = [];
    await withoutScript(browser, async (page) => {
      for (const path of ['/ca/', '/ca/associacions', `/ca/noticies/${known.news}`, '/ca/cercar']) await visit(page, `${origin('vilamar')}${path}`, problems);
    });
    expect(problems).toEqual([]);
  });

  test('on a phone, the menu opens and closes without a script and reaches every section, the search and the languages', PHONE_ONLY, async ({ browser }) => {
    await withoutScript(browser, async (page) => {
      await page.goto(`${origin('alcantir')}/va/agenda`);
      const nav = page.getByRole('navigation', { name: 'Menú principal' });
      const menu = nav.locator('details');
      await expect(nav.getByRole('link', { name: 'Directori' })).toBeHidden();
      await menu.locator('summary').click();
      await expect(menu.locator('summary')).toHaveAccessibleName('Tancar el menú');
      for (const name of ['Inici', 'Directori', 'Recursos', 'Agenda', 'Notícies', 'Contacte'])
        await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Agenda', exact: true })).toHaveAttribute('aria-current', 'page');
      await expect(nav.getByRole('search')).toBeVisible();
      await expect(nav.getByRole('link', { name: 'Castellano' })).toBeVisible();
      const problems: string[] = [];
      await checkPage(page, page.url(), problems);
      expect(problems).toEqual([]);
      await menu.locator('summary').click();
      await expect(nav.getByRole('link', { name: 'Directori' })).toBeHidden();
      await menu.locator('summary').click();
      await nav.getByRole('link', { name: 'Directori' }).click();
      await expect(page).toHaveURL(/\/va\/associacions$/);
    });
  });
});
