import { expect, test, type Page } from '@playwright/test';
import { XMLParser } from 'fast-xml-parser';
import ICAL from 'ical.js';
import { PHONE, api as apiOf, expectNoAxeViolations, origin, siteFile } from './helpers.ts';

const api = apiOf('alcantir');

async function calendarReady(page: Page) {
  await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
  await expect(page.locator('.agenda-list p.muted')).toHaveCount(0);
}

test.describe('the agenda', () => {
  for (const lang of ['es', 'va'] as const) {
    test(`shows the month, moves by month, selects a day with events and an empty day (${lang})`, PHONE, async ({ page }) => {
      await page.goto(lang === 'es' ? '/agenda' : '/va/agenda');
      await calendarReady(page);
      const grid = page.getByRole('grid');
      await expect(grid.getByRole('gridcell')).toHaveCount(42);
      const heading = page.locator('.agenda-month');
      const first = await heading.textContent();
      await page.getByRole('button', { name: lang === 'es' ? 'Mes siguiente' : /Mes següent/ }).click();
      await expect(heading).not.toHaveText(first!);
      await page.getByRole('button', { name: lang === 'es' ? 'Mes anterior' : /Mes anterior/ }).click();
      await expect(heading).toHaveText(first!);
      await calendarReady(page);

      const busy = grid.locator('td.has-events:not(.is-outside)').first();
      await busy.click();
      await expect(busy).toHaveAttribute('aria-selected', 'true');
      await expect(page.locator('.agenda-events li').first()).toBeVisible();
      await expectNoAxeViolations(page, 'day selected');
      await busy.click();
      await expect(busy).toHaveAttribute('aria-selected', 'false');

      const empty = grid.locator('td:not(.has-events):not(.is-outside)').first();
      await empty.click();
      await expect(page.locator('.agenda-empty')).toHaveText(lang === 'es' ? 'No hay eventos' : 'No hi ha esdeveniments');
    });
  }

  test('is operable with the keyboard: arrows by day, PageDown by month, Enter selects', async ({ page }) => {
    await page.goto('/agenda');
    await calendarReady(page);
    const focused = page.locator('td[tabindex="0"]');
    const day = (await focused.getAttribute('data-day'))!;
    await focused.focus();
    await page.keyboard.press('ArrowRight');
    const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await expect(page.locator(`td[data-day="${next}"]`)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.locator('td[aria-selected="true"]')).toHaveCount(1);
    const month = await page.locator('.agenda-month').textContent();
    await page.keyboard.press('PageDown');
    await expect(page.locator('.agenda-month')).not.toHaveText(month!);
    await expect(page.locator('td[tabindex="0"]')).toBeFocused();
  });

  test('asks /between once per month and reuses the answer when coming back', async ({ page }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/between')) calls.push(request.url());
    });
    await page.goto('/agenda');
    await calendarReady(page);
    await page.getByRole('button', { name: 'Mes siguiente' }).click();
    await calendarReady(page);
    await page.getByRole('button', { name: 'Mes anterior' }).click();
    await calendarReady(page);
    expect(calls).toHaveLength(2);
    expect(calls[0]).toMatch(/nodeTypes=\/evento\/i/);
    expect(calls[0]).toMatch(/sort=period\.dateRanges\.start/);
  });

  test('says clearly when the events cannot be loaded, and retries', async ({ page }) => {
    await page.route('**/between**', (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/agenda');
    await page.waitForSelector('astro-island:not([ssr])', { state: 'attached' });
    await expect(page.getByRole('alert')).toContainText('No se han podido cargar los eventos');
    await page.unroute('**/between**');
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('without JavaScript the agenda and the home list the upcoming events, with no empty grid and nothing loading', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${origin('alcantir')}/agenda`);
    expect(await page.locator('#upcoming-title + ul li').count()).toBeGreaterThan(0);
    await expect(page.getByText('El calendario mensual necesita JavaScript')).toBeVisible();
    await expect(page.getByRole('grid')).toHaveCount(0);
    await expect(page.getByText('Cargando…')).toHaveCount(0);
    await page.goto(`${origin('alcantir')}/va/`);
    const agenda = page.getByRole('region', { name: 'Agenda' });
    await expect(agenda.locator('.upcoming li')).toHaveCount(5);
    await expect(agenda.locator('.upcoming li a').first()).toHaveAttribute('href', /^\/va\/noticies\/[0-9a-f]{24}$/);
    await expect(agenda.locator('.agenda-time').first()).toHaveText(/^\p{L}+, \d{2}:\d{2} – \d{2}:\d{2}/u);
    await expect(agenda.getByRole('grid')).toHaveCount(0);
    await context.close();
  });

  test('the month lists every session of an event in it, each as its day and its hours', async ({ page }) => {
    // An event with several sessions in one month (a course), seen on the day of its first session.
    type Ranged = { _id: string; title: { es: string }; period: { dateRanges: Array<{ start: string; end?: string }> } };
    const events: Ranged[] = (
      await (await page.request.get(`${api}/asociaciones_eventos?nodeTypes=/evento/i&isPublished=true&fields=title,period&limit=1000`)).json()
    ).items;
    const course = events.find((e) => {
      const months = e.period.dateRanges.map((r) => r.start.slice(0, 7));
      return months.length >= 3 && new Set(months).size === 1 && e.period.dateRanges.every((r) => r.end && r.end.slice(0, 10) === r.start.slice(0, 10));
    })!;
    const ranges = course.period.dateRanges;
    await page.clock.install({ time: new Date(Date.parse(ranges.at(-1)!.start) - 3_600_000) });
    await page.goto('/agenda');
    await calendarReady(page);
    const item = page.locator('.agenda-events li').filter({ has: page.getByRole('link', { name: course.title.es }) });
    const times = item.locator('.agenda-time');
    await expect(times).toHaveCount(ranges.length);
    const hours = (iso: string) => new Date(iso).toLocaleTimeString('es-ES', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Madrid' });
    const last = ranges.at(-1)!;
    await expect(times.last()).toHaveText(new RegExp(`, ${hours(last.start)} – ${hours(last.end!)}$`));
    // A day of it selected: that day's session alone.
    await page.locator(`td[data-day="${last.start.slice(0, 10)}"]`).click();
    await expect(item.locator('.agenda-time')).toHaveCount(1);
  });
});

test.describe('news', () => {
  test('the list shows cards and a news page has its title, share links and structured data', async ({ page }) => {
    await page.goto('/noticias');
    const cards = page.locator('.news-grid > li');
    expect(await cards.count()).toBeGreaterThan(5);
    // A card without a picture shows its category's icon (or an event's, a news item's), never a bare gradient.
    const fallbacks = page.locator('.news-grid .card-media-fallback');
    expect(await fallbacks.count()).toBeGreaterThan(0);
    for (const fallback of await fallbacks.all()) {
      await expect(fallback.locator('.category-glyph, svg')).toHaveCount(1);
      expect(await fallback.evaluate((el) => getComputedStyle(el).backgroundImage)).toBe('none');
    }
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(/\/noticias\/[0-9a-f]{24}$/);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data['@type']).toBe('NewsArticle');
    await expectNoAxeViolations(page, 'news page');
  });

  test('an event page belongs to the agenda, shows its days, hours and place before its publication date, and has Event data', async ({ page }) => {
    const event = (
      await (await page.request.get(`${api}/asociaciones_eventos?nodeTypes=/evento/i&isPublished=true&extra.venue&limit=1&fields=title,extra`)).json()
    ).items[0];
    await page.goto(`/va/noticies/${event._id}`);
    const crumbs = page.getByRole('navigation', { name: /Està en|Esteu a/ }).getByRole('listitem');
    await expect(crumbs.nth(1).getByRole('link')).toHaveText('Agenda');
    await expect(page.getByRole('navigation', { name: 'Menú principal' }).locator('a[aria-current="page"]').first()).toHaveText('Agenda');
    const when = page.locator('.event-when');
    await expect(when.locator('li').first()).toHaveText(/^\p{L}+, \d{1,2} d(?:e |’|')\p{L}+ de \d{4}, \d{2}:\d{2}( – .+)?$/u);
    await expect(when).toContainText(event.extra.venue.va);
    // 'el 3 d’agost', but 'l'1 d’agost' and 'l'11': the article elides before the days that start with a vowel sound.
    const published = page.getByText(/^Publicat (?:el |l')/);
    expect(await when.evaluate((el, other) => !!(el.compareDocumentPosition(other!) & Node.DOCUMENT_POSITION_FOLLOWING), await published.elementHandle())).toBe(
      true,
    );
    await expect(page.locator('a[href$=".ics"][download]')).toBeVisible();
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!);
    expect(data['@type']).toBe('Event');
    expect(data.startDate).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  test('the RSS feed parses and lists the portal news with links back', async ({ page }) => {
    const response = await page.request.get(siteFile('alcantir', '/va/noticies/rss.xml'));
    expect(response.headers()['content-type']).toContain('application/rss+xml');
    const rss = new XMLParser().parse(await response.text());
    const items = [rss.rss.channel.item].flat();
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) expect(item.link).toMatch(/^https:\/\/asociaciones\.alcantir\.es\/va\/noticies\/[0-9a-f]{24}$/);
    await page.goto('/noticias');
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', '/noticias/rss.xml');
  });

  test("an event's iCalendar file ends every line with CRLF and gives its venue as LOCATION", async ({ page }) => {
    const event = (
      await (await page.request.get(`${api}/asociaciones_eventos?nodeTypes=/evento/i&isPublished=true&extra.venue&limit=1&fields=title,extra`)).json()
    ).items[0];
    const text = await (await page.request.get(siteFile('alcantir', `/agenda/${event._id}.ics`))).text();
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('location')).toBe(event.extra.venue.es);
    expect(vevent.getFirstPropertyValue('location')).not.toBe(event.title.es);
  });

  test('the iCalendar feed parses, is in Madrid time and links each event to its page', async ({ page }) => {
    const text = await (await page.request.get(siteFile('alcantir', '/agenda/calendario.ics'))).text();
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('Europe/Madrid');
    const events = calendar.getAllSubcomponents('vevent');
    expect(events.length).toBeGreaterThan(10);
    for (const vevent of events) {
      expect(String(vevent.getFirstPropertyValue('url'))).toMatch(/^https:\/\/asociaciones\.alcantir\.es\/noticias\/[0-9a-f]{24}$/);
      expect(vevent.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Europe/Madrid');
    }
  });
});
