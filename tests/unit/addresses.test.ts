import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { localizedFile, localizeRelease } from '../../scripts/pipeline/localize.ts';
import { letterSlug } from '../../src/domain/directory/directory-pages.ts';
import { PUBLIC_TOPICS } from '../../src/domain/notices/topics.ts';
import { OTHER } from '../../src/domain/text/alphabet.ts';
import { ADDRESS_WORDS, localPath, ROUTE_VALUES, ROUTES, spanishPath } from '../../src/i18n/addresses.ts';
import { PLACE_CATEGORIES } from '../../src/schemas/places.ts';
import { nginxOldAddressRewrites, oldAddressRules, oldAddressTarget } from '../../src/realm/rewrites.ts';
import { UI_LANGUAGES } from '../../src/schemas/languages.ts';

const PAGES = join(import.meta.dirname, '..', '..', 'src', 'pages', '[realm]', '[...lang]');
const OTHERS = UI_LANGUAGES.filter((lang) => lang !== 'es');

/** A page file of src/pages as a route: `asociaciones/[id].astro` → `asociaciones/*`. */
function routeOfFile(file: string): string {
  const segments = file
    .replace(/\.(astro|ts)$/, '')
    .split(sep)
    .map((segment) => (segment.startsWith('[...') ? '**' : segment.startsWith('[') ? '*' : segment));
  if (segments.at(-1) === 'index') segments.pop();
  return segments.join('/');
}

/** A path that follows `route`, each dynamic segment a value no word table has. */
const sample = (route: string) => `/${route.replace(/\*\*/g, 'a/2').replace(/\*/g, (_, i: number) => `valor-${i}`)}`;

describe("each language's words for the site's addresses", () => {
  it('knows every page of src/pages, and no route that is not one', () => {
    const files = readdirSync(PAGES, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(PAGES, join(entry.parentPath, entry.name)));
    // A request's page has no file: one page serves them all (src/realm/rewrites.ts).
    const routes = [...files.map(routeOfFile).filter(Boolean), 'mis-solicitudes/*'];
    expect([...ROUTES].sort()).toEqual([...new Set(routes)].sort());
  });

  it('writes each word as an address segment: lower case, ASCII, hyphens, and translates only words routes have', () => {
    const fixed = new Set([
      ...ROUTES.flatMap((route) => route.split('/')).filter((s) => s !== '*' && s !== '**'),
      ...Object.values(ROUTE_VALUES).flatMap((at) => Object.values(at).flat()),
    ]);
    for (const lang of OTHERS) {
      for (const [spanish, word] of Object.entries(ADDRESS_WORDS[lang])) {
        expect(fixed.has(spanish), `${lang}: ${spanish} is no route's word`).toBe(true);
        expect(word, `${lang}: ${spanish}`).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      }
    }
  });

  it('gives every page one address per language, and reads it back', () => {
    for (const lang of OTHERS) {
      const seen = new Map<string, string>();
      for (const route of ROUTES) {
        const path = sample(route);
        const local = localPath(lang, path);
        expect(spanishPath(lang, local), `${lang} ${local}`).toBe(path);
        expect(seen.get(local), `${lang}: ${route} and ${seen.get(local)} share ${local}`).toBeUndefined();
        seen.set(local, route);
      }
    }
  });

  it('translates the values the code names (topics, place categories, the letters’ “others”), and lists them as the code does', () => {
    expect(ROUTE_VALUES['avisos/tema/*']?.[2]).toEqual([...PUBLIC_TOPICS]);
    expect(ROUTE_VALUES['avisos/tema/*/rss.xml']?.[2]).toEqual([...PUBLIC_TOPICS]);
    expect(ROUTE_VALUES['lugares/categoria/*']?.[2]).toEqual([...PLACE_CATEGORIES]);
    expect(ROUTE_VALUES['asociaciones/letra/**']?.[2]).toEqual([letterSlug(OTHER)]);
    expect(localPath('va', '/avisos/tema/urgentes')).toBe('/avisos/tema/urgents');
    expect(localPath('ca', '/avisos/tema/noticias/rss.xml')).toBe('/avisos/tema/noticies/rss.xml');
    expect(localPath('va', '/lugares/categoria/iglesia-ermita')).toBe('/llocs/categoria/esglesia-ermita');
    expect(localPath('va', '/asociaciones/letra/otros/2')).toBe('/associacions/lletra/altres/2');
    expect(spanishPath('va', '/associacions/lletra/altres/2')).toBe('/asociaciones/letra/otros/2');
    expect(spanishPath('en', '/places/category/church-hermitage')).toBe('/lugares/categoria/iglesia-ermita');
    // Only in its place: a place whose slug is "museo" keeps it, and so does a letter "a".
    expect(localPath('va', '/lugares/museo')).toBe('/llocs/museo');
    expect(localPath('va', '/asociaciones/letra/a')).toBe('/associacions/lletra/a');
    for (const lang of OTHERS)
      for (const [route, at] of Object.entries(ROUTE_VALUES))
        for (const value of Object.values(at).flat()) {
          const path = sample(route.replace('**', '*')).replace(/valor-\d+/, value);
          expect(spanishPath(lang, localPath(lang, path)), `${lang} ${path}`).toBe(path);
        }
  });

  it('translates the words of routes, never a slug, a file name, a query or a fragment', () => {
    expect(localPath('va', '/buzon/incidencias')).toBe('/bustia/incidencias');
    expect(localPath('va', '/cuenta?volver=%2Fbuzon%2Freservas#arriba')).toBe('/compte?volver=%2Fbuzon%2Freservas#arriba');
    expect(localPath('va', '/mis-solicitudes/solicitud/')).toBe('/les-meues-sollicituds/sollicitud/');
    expect(localPath('ca', '/mis-solicitudes/ALC-2026-7KX4-M9QP')).toBe('/les-meves-sollicituds/ALC-2026-7KX4-M9QP');
    expect(localPath('va', '/asociaciones/letra/ñ/2')).toBe('/associacions/lletra/ñ/2');
    expect(localPath('va', '/farmacias/guardias.json')).toBe('/farmacies/guardias.json');
    expect(localPath('ca', '/buscar')).toBe('/cercar');
    expect(localPath('va', '/buscar')).toBe('/buscar');
    // A mailbox, a place or a route named like a word keeps its name.
    expect(localPath('va', '/buzon/datos')).toBe('/bustia/datos');
    expect(localPath('va', '/lugares/calendario')).toBe('/llocs/calendario');
    expect(localPath('va', '/rutas/parada/parada/3')).toBe('/rutes/parada/parada/3');
    // The most specific route wins: the appointment's page, not a service called "cita".
    expect(localPath('en', '/cita-previa/cita')).toBe('/appointments/appointment');
    expect(localPath('en', '/gestion/citas')).toBe('/desk/appointments');
    expect(spanishPath('en', '/desk/appointments')).toBe('/gestion/citas');
    expect(spanishPath('en', '/appointments')).toBe('/cita-previa');
    // What is not a page of the site, or Spanish, stays as it is.
    for (const path of ['/', '/api/alcantir/requests', '/_astro/a.js', 'relative', '/no-existe/x']) expect(localPath('va', path)).toBe(path);
    expect(localPath('es', '/buzon/x')).toBe('/buzon/x');
    expect(spanishPath('va', '/buzon/x')).toBe('/buzon/x');
  });
});

describe("a release's pages at their addresses", () => {
  const write = (root: string, file: string) => {
    mkdirSync(join(root, file, '..'), { recursive: true });
    writeFileSync(join(root, file), file);
  };
  const files = (root: string) =>
    readdirSync(root, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)))
      .sort();

  it('moves each language’s folders into its words, and leaves the first language and the shared files', () => {
    const release = mkdtempSync(join(tmpdir(), 'localize-'));
    const astro = [
      'buzon/incidencias/index.html',
      'index.html',
      '_astro/a.js',
      'va/index.html',
      'va/buzon/incidencias/index.html',
      'va/asociaciones/12/index.html',
      'va/asociaciones/letra/a/2/index.html',
      'va/asociaciones/indice.json',
      'va/farmacias/datos/farmacias.csv',
      'va/rutas/paseo/parada/1/index.html',
      'va/rutas/paseo/codigos/index.html',
      'va/agenda/calendario.ics',
      'va/cuenta/perfil/index.html',
      'va/gestion/solicitud/index.html',
      'va/avisos/tema/urgentes/index.html',
      'va/avisos/tema/urgentes/rss.xml',
      'va/avisos/tema/agenda/index.html',
      'va/lugares/categoria/iglesia-ermita/index.html',
      'va/lugares/museo/index.html',
      'va/asociaciones/letra/otros/2/index.html',
    ];
    for (const file of astro) write(release, file);
    localizeRelease(release, ['es', 'va']);
    const expected = astro.map((file) => localizedFile(file, ['es', 'va'])).sort();
    expect(files(release)).toEqual(expected);
    expect(expected).toEqual(
      [
        'buzon/incidencias/index.html',
        'index.html',
        '_astro/a.js',
        'va/index.html',
        'va/bustia/incidencias/index.html',
        'va/associacions/12/index.html',
        'va/associacions/lletra/a/2/index.html',
        'va/associacions/indice.json',
        'va/farmacies/dades/farmacias.csv',
        'va/rutes/paseo/parada/1/index.html',
        'va/rutes/paseo/codis/index.html',
        'va/agenda/calendario.ics',
        'va/compte/perfil/index.html',
        'va/gestio/sollicitud/index.html',
        'va/avisos/tema/urgents/index.html',
        'va/avisos/tema/urgents/rss.xml',
        'va/avisos/tema/agenda/index.html',
        'va/llocs/categoria/esglesia-ermita/index.html',
        'va/llocs/museo/index.html',
        'va/associacions/lletra/altres/2/index.html',
      ].sort(),
    );
  });

  it('moves the root when the first language is not Spanish, and not the other languages under it', () => {
    const release = mkdtempSync(join(tmpdir(), 'localize-'));
    for (const file of ['tramites/index.html', 'es/tramites/index.html']) write(release, file);
    localizeRelease(release, ['va', 'es']);
    expect(files(release)).toEqual(['es/tramites/index.html', 'tramits/index.html']);
    expect(localizedFile('tramites/index.html', ['va', 'es'])).toBe('tramits/index.html');
    expect(localizedFile('es/tramites/index.html', ['va', 'es'])).toBe('es/tramites/index.html');
  });
});

describe('the old Spanish addresses of other languages', () => {
  it('lead to the page in its words, query kept; Spanish pages and unknown paths do not move', () => {
    const languages = ['es', 'va'];
    expect(oldAddressTarget('/va/buzon/incidencias', languages)).toBe('/va/bustia/incidencias');
    expect(oldAddressTarget('/va/cuenta/perfil?volver=%2Fva', languages)).toBe('/va/compte/perfil?volver=%2Fva');
    expect(oldAddressTarget('/va/mis-solicitudes/ALC-2026-7KX4-M9QP', languages)).toBe('/va/les-meues-sollicituds/ALC-2026-7KX4-M9QP');
    for (const path of ['/buzon/incidencias', '/va/bustia/incidencias', '/va/agenda', '/va/', '/va/no-existe', '/ca/buzon/x'])
      expect(oldAddressTarget(path, languages), path).toBeUndefined();
  });

  it('gives nginx rewrites that move exactly what the server moves', () => {
    const languages = ['es', 'va'];
    const rewrites = nginxOldAddressRewrites(languages).map((line) => {
      const [, regex, replacement] = /^rewrite (\S+) (\S+) permanent;$/.exec(line)!;
      return { regex: new RegExp(regex!), replacement: replacement!.replace(/\$(\d)/g, '$$$1') };
    });
    expect(rewrites).toHaveLength(oldAddressRules(languages).length);
    const nginx = (path: string) => {
      const rule = rewrites.find(({ regex }) => regex.test(path));
      return rule ? path.replace(rule.regex, rule.replacement) : undefined;
    };
    for (const route of ROUTES) {
      const path = `/va${sample(route)}`;
      expect(nginx(path), path).toBe(oldAddressTarget(path, languages));
    }
  });
});
