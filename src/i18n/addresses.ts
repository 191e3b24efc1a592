/**
 * Each language's own words for the site's addresses (docs/site.md "Addresses"): `/buzon/incidencias` in Spanish is
 * `/va/bustia/incidencias` in Valencian and `/ca/bustia/incidencias` in Catalan. The page files of `src/pages` are
 * named in Spanish; a page's address in another language is its Spanish address with the words of the route's fixed
 * segments translated, never its content's slugs or the data files' names. Links (`href` of a page's context), the
 * published files (scripts/pipeline/localize.ts), the sitemap, the service worker and the server's e-mails all go
 * through `localPath`; the old Spanish addresses of other languages redirect to the new ones (src/realm/rewrites.ts).
 * No dictionaries here, so the server and islands can import it.
 */
import type { Language } from '../schemas/languages.ts';

/**
 * Every route of a realm's site below its language prefix, from `src/pages/[realm]/[...lang]` (a test compares the
 * two): `*` is one dynamic segment, `**` the rest of the path. A segment with an extension is a file's name, kept
 * as it is in every language.
 */
export const ROUTES = [
  '404',
  'accesibilidad',
  'agenda',
  'agenda/*',
  'agenda/calendario.ics',
  'asociaciones',
  'asociaciones/*',
  'asociaciones/indice.json',
  'asociaciones/letra/**',
  'asociaciones/mapa.json',
  'aviso-legal',
  'avisos',
  'avisos/*',
  'avisos/datos/*',
  'avisos/rss.xml',
  'avisos/tema/*',
  'avisos/tema/*/rss.xml',
  'bonos',
  'bonos/*',
  'bonos/datos/*',
  'bonos/mis-bonos',
  'buscar',
  'buzon/*',
  'cita-previa',
  'cita-previa/*',
  'cita-previa/cita',
  'cita-previa/datos/*',
  'comercio',
  'contacto',
  'cuenta',
  'cuenta/contrasena',
  'cuenta/perfil',
  'cuenta/verificar',
  'datos-abiertos',
  'datos-abiertos/*',
  'descargas/*',
  'directorio',
  'encuestas',
  'encuestas/*',
  'encuestas/datos/*',
  'farmacias',
  'farmacias/calendario',
  'farmacias/cartel',
  'farmacias/datos/*',
  'farmacias/guardias.json',
  'gestion',
  'gestion/avisos',
  'gestion/bonos',
  'gestion/citas',
  'gestion/salas',
  'gestion/solicitud',
  'lugares',
  'lugares/*',
  'lugares/categoria/*',
  'lugares/datos/*',
  'manifest.webmanifest',
  'mis-solicitudes',
  // A request's page, which one static page serves (src/realm/rewrites.ts).
  'mis-solicitudes/*',
  'mis-solicitudes/solicitud',
  'noticias',
  'noticias/*',
  'noticias/rss.xml',
  'offline',
  'politica-privacidad',
  'recursos',
  'rutas',
  'rutas/*',
  'rutas/*/codigos',
  'rutas/*/parada/*',
  'rutas/datos/*',
  'tramites',
] as const;

/** The words Valencian and Catalan share; each language's own come after them (`les-meues` and `les-meves`). */
const VALENCIAN_AND_CATALAN: Readonly<Record<string, string>> = {
  accesibilidad: 'accessibilitat',
  asociaciones: 'associacions',
  letra: 'lletra',
  'aviso-legal': 'avis-legal',
  datos: 'dades',
  buzon: 'bustia',
  comercio: 'comerc',
  contacto: 'contacte',
  cuenta: 'compte',
  contrasena: 'contrasenya',
  'datos-abiertos': 'dades-obertes',
  encuestas: 'enquestes',
  farmacias: 'farmacies',
  calendario: 'calendari',
  cartel: 'cartell',
  gestion: 'gestio',
  citas: 'cites',
  salas: 'sales',
  solicitud: 'sollicitud',
  lugares: 'llocs',
  noticias: 'noticies',
  'politica-privacidad': 'politica-privacitat',
  rutas: 'rutes',
  codigos: 'codis',
  tramites: 'tramits',
  urgentes: 'urgents',
  otros: 'altres',
  monumento: 'monument',
  museo: 'museu',
  'iglesia-ermita': 'esglesia-ermita',
  fuente: 'font',
  parque: 'parc',
  playa: 'platja',
  'espacio-natural': 'espai-natural',
  mercado: 'mercat',
  'tienda-local': 'botiga-local',
};

/**
 * The Spanish words of the routes' fixed segments in the other languages. A word missing here is the same in that
 * language (`agenda`, `recursos`; `directorio`, the old app's address, which only redirects; `404` and `offline`,
 * which the CDN and the service worker name). Lower case, ASCII, hyphens: `sol·licitud` is `sollicitud`.
 */
export const ADDRESS_WORDS: Record<Exclude<Language, 'es'>, Readonly<Record<string, string>>> = {
  va: { ...VALENCIAN_AND_CATALAN, bonos: 'bons', 'mis-bonos': 'els-meus-bons', descargas: 'descarregues', 'mis-solicitudes': 'les-meues-sollicituds' },
  ca: {
    ...VALENCIAN_AND_CATALAN,
    bonos: 'xecs',
    'mis-bonos': 'els-meus-xecs',
    buscar: 'cercar',
    descargas: 'baixades',
    'mis-solicitudes': 'les-meves-sollicituds',
  },
  en: {
    accesibilidad: 'accessibility',
    asociaciones: 'associations',
    letra: 'letter',
    'aviso-legal': 'legal-notice',
    avisos: 'notices',
    tema: 'topic',
    datos: 'data',
    bonos: 'vouchers',
    'mis-bonos': 'my-vouchers',
    buscar: 'search',
    buzon: 'forms',
    'cita-previa': 'appointments',
    cita: 'appointment',
    comercio: 'shop',
    contacto: 'contact',
    cuenta: 'account',
    contrasena: 'password',
    perfil: 'profile',
    verificar: 'verify',
    'datos-abiertos': 'open-data',
    descargas: 'downloads',
    encuestas: 'surveys',
    farmacias: 'pharmacies',
    calendario: 'calendar',
    cartel: 'poster',
    gestion: 'desk',
    citas: 'appointments',
    salas: 'rooms',
    solicitud: 'request',
    lugares: 'places',
    categoria: 'category',
    'mis-solicitudes': 'my-requests',
    noticias: 'news',
    'politica-privacidad': 'privacy-policy',
    recursos: 'resources',
    rutas: 'routes',
    codigos: 'codes',
    parada: 'stop',
    tramites: 'procedures',
    urgentes: 'urgent',
    otros: 'others',
    monumento: 'monument',
    museo: 'museum',
    'iglesia-ermita': 'church-hermitage',
    mirador: 'viewpoint',
    fuente: 'fountain',
    parque: 'park',
    playa: 'beach',
    'espacio-natural': 'natural-area',
    mercado: 'market',
    'tienda-local': 'local-shop',
  },
};

/**
 * Values of a route's dynamic segment that the code names rather than the content: a notice's topics
 * (`PUBLIC_TOPICS`), a place's categories (`PLACE_CATEGORIES`) and the directory's group of digits and signs
 * (`letterSlug`). Their words are in `ADDRESS_WORDS` like the fixed segments' (a test compares the lists with the
 * code's). By route, then by the segment's position.
 */
export const ROUTE_VALUES: Readonly<Partial<Record<(typeof ROUTES)[number], Readonly<Record<number, readonly string[]>>>>> = {
  'avisos/tema/*': { 2: ['urgentes', 'agenda', 'noticias', 'farmacias'] },
  'avisos/tema/*/rss.xml': { 2: ['urgentes', 'agenda', 'noticias', 'farmacias'] },
  'lugares/categoria/*': {
    2: ['monumento', 'museo', 'iglesia-ermita', 'mirador', 'fuente', 'parque', 'playa', 'espacio-natural', 'mercado', 'tienda-local'],
  },
  'asociaciones/letra/**': { 2: ['otros'] },
};

type Route = readonly string[];
const PATTERNS: Route[] = ROUTES.map((route) => route.split('/'));

const isFixed = (segment: string) => segment !== '*' && segment !== '**';
const isFile = (segment: string) => segment.includes('.');

/** The word of a route's fixed `segment` in `lang`: the Spanish word, or its translation; a file's name is kept. */
function wordIn(lang: Language, segment: string): string {
  if (lang === 'es' || isFile(segment)) return segment;
  return ADDRESS_WORDS[lang][segment] ?? segment;
}

/**
 * The route `segments` follow in `lang`'s words; the route with the most fixed segments wins (`cita-previa/cita`
 * before `cita-previa/*`).
 */
function routeOf(segments: string[], lang: Language): Route | undefined {
  let best: Route | undefined;
  let bestFixed = -1;
  for (const route of PATTERNS) {
    const rest = route.at(-1) === '**';
    if (rest ? segments.length < route.length : segments.length !== route.length) continue;
    let fixedCount = 0;
    let matches = true;
    for (let i = 0; i < route.length && matches; i++) {
      const part = route[i]!;
      if (!isFixed(part)) continue;
      if (segments[i] !== wordIn(lang, part)) matches = false;
      else fixedCount++;
    }
    if (matches && fixedCount > bestFixed) {
      best = route;
      bestFixed = fixedCount;
    }
  }
  return best;
}

/** Splits `/a/b/?q#f` into its segments, whether it ended with a slash, and the query and fragment. */
function parts(path: string): { segments: string[]; slash: boolean; tail: string } {
  const cut = path.search(/[?#]/);
  const pathname = cut < 0 ? path : path.slice(0, cut);
  return { segments: pathname.split('/').filter(Boolean), slash: pathname.length > 1 && pathname.endsWith('/'), tail: cut < 0 ? '' : path.slice(cut) };
}

/**
 * Translations made, by languages and path: a build asks for the same menu and footer links on every page of a
 * realm, tens of thousands of times. Emptied when it grows large (a realm's association pages are each asked once
 * per page that lists them).
 */
const made = new Map<string, string>();
const MADE_AT_MOST = 50_000;

/** `path`, read as an address in `from`'s words, in `to`'s words (one of them is Spanish). */
function translate(path: string, from: Language, to: Language): string {
  if (from === to || !path.startsWith('/')) return path;
  const key = `${from}>${to}${path}`;
  const known = made.get(key);
  if (known !== undefined) return known;
  const result = translateAnew(path, from, to);
  if (made.size >= MADE_AT_MOST) made.clear();
  made.set(key, result);
  return result;
}

function translateAnew(path: string, from: Language, to: Language): string {
  const { segments, slash, tail } = parts(path);
  const route = segments.length ? routeOf(segments, from) : undefined;
  if (!route) return path;
  const values = ROUTE_VALUES[route.join('/') as (typeof ROUTES)[number]];
  const out = segments.map((segment, i) => {
    const part = route[Math.min(i, route.length - 1)]!;
    if (isFixed(part)) return wordIn(to, part);
    const value = values?.[i]?.find((v) => wordIn(from, v) === segment);
    return value ? wordIn(to, value) : segment;
  });
  return `/${out.join('/')}${slash ? '/' : ''}${tail}`;
}

/**
 * A page's address in `lang`, from its Spanish address below the language prefix: `localPath('va', '/buzon/reservas')`
 * → `/bustia/reservas`; a query and a fragment are kept. A path that is not a page of the site (`/api/…`,
 * `/_astro/…`) is returned as it is.
 */
export function localPath(lang: Language, path: string): string {
  return translate(path, 'es', lang);
}

/**
 * The Spanish address of a page of `lang` given by its address in `lang` below the language prefix:
 * `spanishPath('va', '/bustia/reservas')` → `/buzon/reservas`. What is not a page in `lang`'s words is returned as it is.
 */
export function spanishPath(lang: Language, path: string): string {
  return translate(path, lang, 'es');
}

/** The words of `lang` that differ from Spanish, for the redirects of the old addresses. */
export function routesWithOwnWords(lang: Language): Array<{ spanish: string; local: string }> {
  if (lang === 'es') return [];
  const rules: Array<{ spanish: string; local: string }> = [];
  const inWords = (parts: readonly string[]) => parts.map((s) => (isFixed(s) ? wordIn(lang, s) : s));
  for (const route of ROUTES) {
    const segments = route.split('/');
    // A value with its own words is a route of its own here (`avisos/tema/urgentes` → `avisos/tema/urgents`), first.
    for (const [at, values] of Object.entries(ROUTE_VALUES[route] ?? {})) {
      const i = Number(at);
      for (const value of values) {
        if (wordIn(lang, value) === value) continue;
        const before = segments.slice(0, i);
        const after = segments.slice(i + 1);
        // A value in the rest of the path (`letra/otros/2`) is the value's own page and the pages after it.
        for (const tail of segments[i] === '**' ? [[], ['**']] : [[]]) {
          rules.push({
            spanish: [...before, value, ...after, ...tail].join('/'),
            local: [...inWords(before), wordIn(lang, value), ...inWords(after), ...tail].join('/'),
          });
        }
      }
    }
    const local = inWords(segments).join('/');
    if (local !== route) rules.push({ spanish: route, local });
  }
  return rules;
}
