/*
 * Every page type of a realm's site, read from the route files of `src/pages`, each with the sample addresses
 * the e2e tests open (no-script, accessibility, budgets, the HTML checker, the frame). A page type is an `.astro`
 * route; the `.ts` routes write feeds and data files, which their own tests read (open-data, agenda-news).
 *
 * Every page lives under `src/pages/[realm]/[...lang]/` (README, "What a realm's site has"): the realm is chosen
 * by host, and each page exists in each of the realm's languages, the first one at the root and the others
 * under `/va/…`, `/ca/…`. A route with no sample in SAMPLES makes `pageTypes()` throw, naming it, so that a new
 * page type is never left out of the tests that visit them all.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { isEvent, isNews, isVisible } from '../../src/domain/content/news.ts';
import { rewriteOf } from '../../src/realm/rewrites.ts';
import { localPath } from '../../src/i18n/addresses.ts';
import { isLanguage } from '../../src/schemas/languages.ts';
import type { NewsEvent } from '../../src/schemas/event.ts';
import { LARGE_REALM } from '../fixtures/e2e-realms.ts';

export const PAGES_DIR = resolve(import.meta.dirname, '..', '..', 'src', 'pages');
const REALMS_DIR = resolve(import.meta.dirname, '..', '..', 'realms');
/** The folder every page sits in: the realm, then the language (none for the realm's first one). */
const LOCALISED = join('[realm]', '[...lang]');

/** The demo realm most samples are in: it offers every section. */
export const DEMO_REALM = 'alcantir';

/** A service of Vilamar's appointments (realms/vilamar/demo/citaprevia_servicios.json), for the Catalan pages. */
const VILAMAR_SERVICE = '7750b1000000000000000001';

/** The demo accounts (realms/alcantir/demo/users.json) of the users a page is for. */
export const DEMO_ACCOUNTS = {
  citizen: { email: 'lucia.ferrer@example.org', password: 'alcantir-demo' },
  staff: { email: 'gestor@example.org', password: 'alcantir-gestor' },
  /** The demo seed's account of the shop Forn Sant Roc (docs/vouchers.md "Shops"). */
  shop: { email: 'forn@example.org', password: 'alcantir-comercio' },
} as const;

/** One route of `src/pages`: '/asociaciones/[id]' for `[realm]/[...lang]/asociaciones/[id].astro`. */
export interface PageRoute {
  route: string;
  /** The route's file, relative to `src/pages`. */
  file: string;
}

/** An address of one page type to visit, in its realm's first language (`address()` gives it in another). */
export interface PageSample {
  route: string;
  realm: string;
  /** From the root, without a language prefix; may carry a query (`/buscar?q=musica`). */
  path: string;
  /** What the server answers: 404 for the not-found page, which answers every unknown address. */
  status: 200 | 404;
  /** A stub that sends the visitor on at once (a meta refresh) to this path. */
  redirectsTo?: string;
  /**
   * Whom the page's content is for, when only a signed-in user sees it. Signed out (and without script) the
   * page invites to sign in, which is still this page type to check.
   */
  signedIn?: keyof typeof DEMO_ACCOUNTS;
}

/** The page routes (`.astro` files) under `dir`, by route; a page outside `[realm]/[...lang]/` is refused. */
export function pageRoutes(dir = PAGES_DIR): PageRoute[] {
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.astro'));
  const routes = files.map((file) => {
    if (!file.startsWith(LOCALISED + sep)) throw new Error(`src/pages/${file} is not under ${LOCALISED}/: every page exists per realm and language`);
    const within = relative(LOCALISED, file).split(sep).join('/');
    const route = `/${within.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`;
    return { route, file: file.split(sep).join('/') };
  });
  return routes.sort((a, b) => (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
}

/** Astro's matching of a route: `[param]` is one segment, `[...rest]` one or more. */
export function routeRegExp(route: string): RegExp {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const source = route
    .split(/(\[\.\.\.[^\]]+\]|\[[^\]]+\])/)
    .map((part) => (part.startsWith('[...') ? '.+' : part.startsWith('[') ? '[^/]+' : literal(part)))
    .join('');
  return new RegExp(`^${source}/?$`);
}

/**
 * The route of `routes` that serves `path` (in a realm's first language), as the server finds its file: a
 * request's page (`/mis-solicitudes/{reference}`) through its rewrite, a route without parameters before one
 * with them. Undefined when none does: the not-found page answers then.
 */
export function routeOf(path: string, routes: readonly string[]): string | undefined {
  const pathname = decodeURIComponent(new URL(path, 'http://realm.localhost').pathname);
  const served = rewriteOf(pathname, ['es']) ?? pathname;
  const matching = routes.filter((route) => route !== '/404' && routeRegExp(route).test(served));
  return matching.find((route) => !route.includes('[')) ?? matching[0];
}

function readJson<T>(...path: string[]): T {
  return JSON.parse(readFileSync(join(REALMS_DIR, ...path), 'utf8')) as T;
}

/** What the samples of the demo realm are made of, from its content files (the e2e server's database starts from them). */
interface Demo {
  /** The first active association by its Spanish name. */
  association: string;
  /** The newest news item of the town hall (not of an association), and the newest event. */
  news: string;
  event: string;
  mailboxes: string[];
  surveys: string[];
  /** The services of appointments the pages list (published). */
  services: string[];
}

function demo(realm: string): Demo {
  const associations = readJson<Array<{ _id: string; estado: string; title: Record<string, string> }>>(realm, 'demo', 'asociaciones.json');
  const items = readJson<Array<NewsEvent & { section?: string }>>(realm, 'demo', 'asociaciones_eventos.json').filter((item) => isVisible(item));
  const newest = (list: typeof items) => [...list].sort((a, b) => (Date.parse(b.date ?? '') || 0) - (Date.parse(a.date ?? '') || 0))[0]!._id;
  const nonEmpty = <T>(list: T[], what: string) => {
    if (!list.length) throw new Error(`the demo realm ${realm} has no ${what} to sample`);
    return list;
  };
  return {
    association: nonEmpty(
      associations.filter((a) => a.estado === 'Activa').sort((a, b) => (a.title.es ?? '').localeCompare(b.title.es ?? '', 'es')),
      'active association',
    )[0]!._id,
    news: newest(
      nonEmpty(
        items.filter((item) => isNews(item) && !item.section),
        'news',
      ),
    ),
    event: newest(nonEmpty(items.filter(isEvent), 'event')),
    mailboxes: nonEmpty(readJson<{ mailboxes: string[] }>(realm, 'realm.json').mailboxes, 'mailbox'),
    surveys: nonEmpty(readJson<Array<{ _id: string }>>(realm, 'demo', 'encuestas.json'), 'survey').map((s) => s._id),
    services: nonEmpty(
      readJson<Array<{ _id: string; isPublished?: boolean }>>(realm, 'demo', 'citaprevia_servicios.json').filter((s) => s.isPublished !== false),
      'service of appointments',
    ).map((s) => s._id),
  };
}

/** A notice of the demo realm that has ended: its page says so. */
const NOTICE_SAMPLE = 'corte-de-agua-casco-antiguo-2026-11-23';

type SampleOf = Pick<PageSample, 'path'> & Partial<Omit<PageSample, 'path' | 'route'>>;

/**
 * The sample addresses of each route, in the demo realm unless said. A route with several kinds of page has
 * one of each: every request form, every survey (open, upcoming, closed), a news item and an event.
 */
const SAMPLES: Record<string, (demo: Demo) => SampleOf[]> = {
  '/': () => [{ path: '/' }],
  '/404': () => [{ path: '/no-existe', status: 404 }],
  '/accesibilidad': () => [{ path: '/accesibilidad' }],
  '/agenda': () => [{ path: '/agenda' }],
  '/asociaciones': () => [{ path: '/asociaciones' }],
  '/asociaciones/[id]': (d) => [{ path: `/asociaciones/${d.association}` }],
  // Only a town above the letter-page threshold has them: the generated one of the e2e run.
  '/asociaciones/letra/[...letter]': () => [
    { realm: LARGE_REALM.id, path: '/asociaciones/letra/b' },
    { realm: LARGE_REALM.id, path: '/asociaciones/letra/a/2' },
  ],
  '/aviso-legal': () => [{ path: '/aviso-legal' }],
  // The inbox of notices, a topic's page and a notice (docs/notices.md), and Vilamar's for its Catalan.
  '/avisos': () => [{ path: '/avisos' }, { realm: 'vilamar', path: '/avisos' }],
  '/avisos/[slug]': () => [{ path: `/avisos/${NOTICE_SAMPLE}` }, { realm: 'vilamar', path: '/avisos/fira-de-santa-llucia-2026-11-24' }],
  '/avisos/tema/[topic]': () => [{ path: '/avisos/tema/urgentes' }, { path: '/avisos/tema/farmacias' }],
  // The vouchers (docs/vouchers.md "Pages"): both demo realms run a campaign, paid in Alcantir and free in Vilamar.
  '/bonos': () => [{ path: '/bonos' }, { realm: 'vilamar', path: '/bonos' }],
  '/bonos/[slug]': () => [{ path: '/bonos/bono-comercio-2026' }, { realm: 'vilamar', path: '/bonos/xec-comerc-vilamar' }],
  '/bonos/mis-bonos': () => [{ path: '/bonos/mis-bonos', signedIn: 'citizen' }],
  '/comercio': () => [{ path: '/comercio', signedIn: 'shop' }],
  // As the header's search box sends a query to it.
  '/buscar': () => [{ path: '/buscar' }, { path: '/buscar?q=musica' }],
  '/buzon/[mailbox]': (d) => d.mailboxes.map((mailbox) => ({ path: `/buzon/${mailbox}` })),
  '/cita-previa': () => [{ path: '/cita-previa' }, { realm: 'vilamar', path: '/cita-previa' }],
  // Every service of the demo realm (one with a booking window that opens at a set time, one without), and one of
  // Vilamar's for its Catalan.
  // The private page of an appointment: without its fragment (what a crawler or a visitor without the link sees).
  '/cita-previa/cita': () => [{ path: '/cita-previa/cita' }, { realm: 'vilamar', path: '/cita-previa/cita' }],
  '/cita-previa/[service]': (d) => [
    ...d.services.map((service) => ({ path: `/cita-previa/${service}` })),
    { realm: 'vilamar', path: `/cita-previa/${VILAMAR_SERVICE}` },
  ],
  '/contacto': () => [{ path: '/contacto' }],
  '/cuenta': () => [{ path: '/cuenta' }],
  '/cuenta/contrasena': () => [{ path: '/cuenta/contrasena' }],
  '/cuenta/perfil': () => [{ path: '/cuenta/perfil', signedIn: 'citizen' }],
  '/cuenta/verificar': () => [{ path: '/cuenta/verificar' }],
  '/datos-abiertos': () => [{ path: '/datos-abiertos' }],
  '/directorio': () => [{ path: '/directorio', redirectsTo: '/asociaciones' }],
  '/encuestas': () => [{ path: '/encuestas' }],
  '/encuestas/[id]': (d) => d.surveys.map((id) => ({ path: `/encuestas/${id}` })),
  '/farmacias': () => [{ path: '/farmacias' }, { realm: 'vilamar', path: '/farmacias' }],
  '/farmacias/calendario': () => [{ path: '/farmacias/calendario' }],
  '/farmacias/cartel': () => [{ path: '/farmacias/cartel' }],
  '/gestion': () => [{ path: '/gestion', signedIn: 'staff' }],
  '/gestion/solicitud': () => [{ path: '/gestion/solicitud', signedIn: 'staff' }],
  // Built only where the realm offers appointments, as the demo does; the staff account is the demo's.
  '/gestion/citas': () => [{ path: '/gestion/citas', signedIn: 'staff' }],
  // The desk's notices (docs/notices.md "The desk"), in every realm.
  '/gestion/avisos': () => [{ path: '/gestion/avisos', signedIn: 'staff' }],
  // Places of interest (docs/places.md): the list, a category's list and a place, and Vilamar's for its Catalan.
  '/lugares': () => [{ path: '/lugares' }, { realm: 'vilamar', path: '/lugares' }],
  '/lugares/categoria/[category]': () => [{ path: '/lugares/categoria/museo' }, { realm: 'vilamar', path: '/lugares/categoria/playa' }],
  '/lugares/[slug]': () => [{ path: '/lugares/museo-etnologico' }, { path: '/lugares/fuente-doce-canos' }, { realm: 'vilamar', path: '/lugares/faro' }],
  // The desk's room bookings (docs/rooms.md "The desk"), where a mailbox books rooms, as the demo's `reservas` does.
  '/gestion/salas': () => [{ path: '/gestion/salas', signedIn: 'staff' }],
  '/gestion/bonos': () => [{ path: '/gestion/bonos', signedIn: 'staff' }],
  '/mis-solicitudes': () => [{ path: '/mis-solicitudes', signedIn: 'citizen' }],
  // Any reference: one page serves them all, and reads the reference from the address.
  '/mis-solicitudes/solicitud': () => [{ path: '/mis-solicitudes/ALC-2026-0000-0000', signedIn: 'citizen' }],
  '/noticias': () => [{ path: '/noticias' }],
  '/noticias/[id]': (d) => [{ path: `/noticias/${d.news}` }, { path: `/noticias/${d.event}` }],
  '/offline': () => [{ path: '/offline' }],
  '/politica-privacidad': () => [{ path: '/politica-privacidad' }],
  '/recursos': () => [{ path: '/recursos' }],
  '/tramites': () => [{ path: '/tramites' }],
  // Routes and audio guides (docs/routes.md): the demo's walk in Alcantir, and a route of Vilamar for its Catalan.
  '/rutas': () => [{ path: '/rutas' }, { realm: 'vilamar', path: '/rutas' }],
  '/rutas/[slug]': () => [{ path: '/rutas/centro-historico' }, { realm: 'vilamar', path: '/rutas/ermita-sant-cristofol' }],
  '/rutas/[slug]/parada/[n]': () => [{ path: '/rutas/centro-historico/parada/2' }, { path: '/rutas/molinos-del-riu/parada/3' }],
  '/rutas/[slug]/codigos': () => [{ path: '/rutas/centro-historico/codigos' }],
};

/**
 * Every page type of `routes` with its samples; throws naming each route that has none, and each sample that
 * names a route that no longer exists (a page moved or removed).
 */
export function pageTypes(routes: readonly PageRoute[] = pageRoutes(), samples: Record<string, (demo: Demo) => SampleOf[]> = SAMPLES): PageSample[] {
  const missing = routes.filter(({ route }) => !samples[route]);
  if (missing.length)
    throw new Error(
      `no sample address for ${missing.map((r) => `${r.route} (src/pages/${r.file})`).join(', ')}: add one to SAMPLES in tests/support/page-types.ts`,
    );
  const stale = Object.keys(samples).filter((route) => !routes.some((r) => r.route === route));
  if (stale.length) throw new Error(`samples for routes that src/pages no longer has: ${stale.join(', ')}`);
  const content = demo(DEMO_REALM);
  return routes.flatMap(({ route }) => samples[route]!(content).map((sample) => ({ realm: DEMO_REALM, status: 200 as const, ...sample, route })));
}

/** The languages of a realm the e2e server builds, its first one at the root. */
export function realmLanguages(realm: string): string[] {
  if (realm === LARGE_REALM.id) return [...LARGE_REALM.languages];
  return readJson<{ languages: string[] }>(realm, 'realm.json').languages;
}

/** A Spanish path in `lang`'s words (src/i18n/addresses.ts). */
const inWords = (lang: string, path: string) => (isLanguage(lang) ? localPath(lang, path) : path);

/**
 * The sample's address in `lang` (one of its realm's languages), in that language's words: `/va/noticies`, and `/va/`
 * for the home.
 */
export function address(sample: Pick<PageSample, 'realm' | 'path'>, lang: string): string {
  const languages = realmLanguages(sample.realm);
  if (!languages.includes(lang)) throw new Error(`${sample.realm} has no language ${lang}`);
  return lang === languages[0] ? inWords(lang, sample.path) : `/${lang}${inWords(lang, sample.path)}`;
}

/** Each sample in each language of its realm, as the address to open. */
export function sampleAddresses(samples: readonly PageSample[]): Array<{ sample: PageSample; lang: string; path: string }> {
  return samples.flatMap((sample) => realmLanguages(sample.realm).map((lang) => ({ sample, lang, path: address(sample, lang) })));
}

/** The file of the built site that the sample's address serves in `lang`, relative to the realm's release. */
export function builtFile(sample: PageSample, lang: string): string {
  const prefix = lang === realmLanguages(sample.realm)[0] ? '' : `${lang}/`;
  if (sample.status === 404) return `${prefix}404/index.html`;
  const pathname = decodeURIComponent(new URL(sample.path, 'http://realm.localhost').pathname);
  const served = inWords(lang, (rewriteOf(pathname, ['es']) ?? pathname).replace(/\/$/, '')).replace(/^\//, '');
  return `${prefix}${served ? `${served}/` : ''}index.html`;
}
