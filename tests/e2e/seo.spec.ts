import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_STATE } from '../../playwright.config.ts';
import { builtPages, canonicalPath } from '../../scripts/pipeline/sitemap.ts';
import { spanishPath } from '../../src/i18n/addresses.ts';
import { isLanguage } from '../../src/schemas/languages.ts';

/** What search engines get, checked on the files the e2e server built (the same for every viewport). */
const REALMS = {
  alcantir: { host: 'asociaciones.alcantir.es', languages: ['es', 'va'] },
  vilamar: { host: 'associacions.vilamar.cat', languages: ['es', 'ca'] },
};
const NOT_IN_SITEMAP = new Set(['404', 'offline', 'directorio', 'buscar', 'cuenta', 'mis-solicitudes', 'gestion', 'comercio']);
/**
 * Single pages kept out too: an appointment's private page shows nothing without its link, and a citizen's vouchers
 * and a shop's till (`/comercio` above) nothing without their session; all say noindex.
 */
const PAGES_NOT_IN_SITEMAP = new Set(['cita-previa/cita', 'bonos/mis-bonos']);
const release = (realm: string) => realpathSync(join(E2E_STATE, 'dist', realm));
const html = (realm: string, page: string) => readFileSync(join(release(realm), page, 'index.html'), 'utf8');
const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

test.describe('search engines', () => {
  for (const [realm, { host, languages }] of Object.entries(REALMS)) {
    test(`the sitemap lists every built page exactly once, on the primary host (${realm})`, () => {
      const others = languages.slice(1);
      // A page's Spanish address, its language's prefix and words left out (src/i18n/addresses.ts).
      const neutral = (page: string) => {
        const [first = '', ...rest] = page.split('/').filter(Boolean);
        const lang = others.includes(first) ? first : languages[0]!;
        const path = others.includes(first) ? `/${rest.join('/')}` : page;
        return (isLanguage(lang) ? spanishPath(lang, path) : path).split('/').filter(Boolean);
      };
      const expected = builtPages(release(realm)).filter(
        (page) => !NOT_IN_SITEMAP.has(neutral(page)[0] ?? '') && !PAGES_NOT_IN_SITEMAP.has(neutral(page).join('/')),
      );
      const xml = readFileSync(join(release(realm), 'sitemap.xml'), 'utf8');
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(expected.length).toBeGreaterThan(100);
      expect(locs.length).toBe(new Set(locs).size);
      expect(locs.sort()).toEqual(expected.map((page) => `https://${host}${canonicalPath(page, languages)}`).sort());
    });

    test(`every page names its language versions in pairs that point back, with x-default (${realm})`, () => {
      const root = release(realm);
      // Pages by the address their links use (a language's home is "/va/").
      const pages = new Set(builtPages(root).map((page) => canonicalPath(page, languages)));
      const alternates = new Map<string, Map<string, string>>();
      for (const page of pages) {
        const head = html(realm, page.replace(/\/$/, '')).split('</head>')[0]!;
        const links = [...head.matchAll(/<link rel="alternate" hreflang="[^"]+" href="[^"]+"[^>]*>/g)].map((m) => m[0]);
        alternates.set(page, new Map(links.map((tag) => [attr(tag, 'hreflang')!, attr(tag, 'href')!.replace(`https://${host}`, '')])));
        expect(attr(/<link rel="canonical"[^>]*>/.exec(head)![0], 'href'), page).toBe(`https://${host}${page}`);
      }
      for (const [page, links] of alternates) {
        expect(links.size, page).toBe(languages.length + 1);
        expect(links.get('x-default'), page).toBe(links.get(languages[0]!));
        expect([...links.values()], `${page} names itself`).toContain(page);
        for (const [lang, target] of links) {
          if (lang === 'x-default') continue;
          expect(pages.has(target), `${page} → ${lang} ${target} is built`).toBe(true);
          expect(alternates.get(target), `${target} points back to ${page}`).toEqual(links);
        }
      }
    });
  }

  test('pages carry Open Graph and Twitter card tags with their image', () => {
    const ids = builtPages(release('alcantir')).filter((p) => /^\/asociaciones\/[^/]+$/.test(p));
    const withLogo = ids.map((page) => html('alcantir', page)).find((page) => /data-pagefind-meta="image\[src\]"/.test(page))!;
    const image = /<meta property="og:image" content="([^"]+)"/.exec(withLogo)![1]!;
    expect(image).toMatch(/^https:\/\/asociaciones\.alcantir\.es\//);
    expect(withLogo).toContain(`<meta name="twitter:image" content="${image}"`);
    expect(withLogo).toContain('<meta name="twitter:card" content="summary_large_image"');
    expect(withLogo).toMatch(/<meta name="twitter:title" content="[^"]+"/);
    const legal = html('alcantir', '/va/avis-legal');
    expect(legal).toMatch(/<meta property="og:image" content="https:\/\/asociaciones\.alcantir\.es\/[^"]+"/);
    expect(legal).toContain('<meta property="og:locale" content="ca_ES"');
  });

  test('the JSON-LD of every kind of page type-checks against schema.org (schema-dts)', () => {
    const root = release('alcantir');
    const samples = new Map<string, string>();
    for (const page of builtPages(root)) {
      for (const match of html('alcantir', page).matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)) {
        const data = JSON.parse(match[1]!);
        // A few pages of each kind: the structure is per template, the values per page.
        // A page of several things (the pharmacies) carries them as one @graph.
        const type = data['@type'] ?? `@graph of ${[...new Set((data['@graph'] as Array<{ '@type': string }>).map((thing) => thing['@type']))].join(', ')}`;
        // Named by the Spanish section, whichever language's words the page's address has.
        const section = page.startsWith('/va/') ? spanishPath('va', page.slice(3)) : page;
        const kind = `${section.split('/').filter(Boolean)[0]}-${type}`;
        const count = [...samples.keys()].filter((key) => key.startsWith(`${kind}|`)).length;
        if (count < 4) samples.set(`${kind}|${page}`, match[1]!);
      }
    }
    const kinds = new Set([...samples.keys()].map((key) => key.split('|')[0]));
    expect([...kinds].sort()).toEqual([
      'asociaciones-Organization',
      'cita-previa-GovernmentService',
      'datos-abiertos-DataCatalog',
      'farmacias-@graph of Pharmacy',
      'lugares-TouristAttraction',
      'noticias-Event',
      'noticias-NewsArticle',
    ]);
    const dir = join(E2E_STATE, 'jsonld-check');
    mkdirSync(dir, { recursive: true });
    const source = [
      "import type { Graph, Thing, WithContext } from 'schema-dts';",
      ...[...samples.entries()].map(
        ([key, json], i) => `// ${key}\nexport const page${i}: ${key.includes('@graph') ? 'Graph' : 'WithContext<Thing>'} = ${json};`,
      ),
      // The check must be able to fail: a property the type does not have, and a value of the wrong type.
      "// @ts-expect-error an Organization has no startDate\nexport const wrongProperty: WithContext<Thing> = { '@context': 'https://schema.org', '@type': 'Organization', name: 'x', startDate: '2026-01-01' };",
      "// @ts-expect-error an address is not GeoCoordinates\nexport const wrongValue: WithContext<Thing> = { '@context': 'https://schema.org', '@type': 'Organization', address: { '@type': 'GeoCoordinates', latitude: 1 } };",
    ].join('\n');
    writeFileSync(join(dir, 'check.ts'), source);
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, module: 'nodenext', moduleResolution: 'nodenext', skipLibCheck: true, types: [] },
        files: ['check.ts'],
      }),
    );
    const tsc = spawnSync(join('node_modules', '.bin', 'tsc'), ['-p', join(dir, 'tsconfig.json')], { encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  });
});
