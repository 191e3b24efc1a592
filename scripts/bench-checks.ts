/**
 * What the bench (scripts/bench.ts) checks before it prints a figure: that the server answering is the one it
 * started, for the realms it gave it; that a page a browser measured is the page meant (its realm, its own marker,
 * the cards it should show); that Lighthouse stayed on the address it was given; that a build built what its row
 * says. Each check is a pure function from what was seen to a list of problems, empty when the figure may be printed:
 * a row with a problem ends the bench with an error instead (docs/performance.md "A bench that checks what it measured").
 */
import { hasLetterPages, letterPages } from '../src/domain/directory/directory-pages.ts';
import { groupByInitial } from '../src/domain/text/alphabet.ts';
import { pick } from '../src/i18n/pick.ts';
import type { ReportRow } from '../src/schemas/run-report.ts';

/** The local server's own line once it listens (server/cli/startup-messages.ts `listeningLine`). */
export const listeningLine = (port: number): string => `Local API on http://localhost:${port}/api`;

export type ServerVerdict = { state: 'waiting' } | { state: 'ready' } | { state: 'failed'; reason: string };

/**
 * Whether a server the bench started is up and is the one it started. `output` is everything it printed so far,
 * `exitCode` its exit (null while it runs), `probe` the status of the last call to one of `realms`' collections
 * (undefined before any call answered).
 */
export function serverVerdict(seen: {
  port: number;
  realms: readonly string[];
  output: string;
  exitCode: number | null;
  probe?: number | undefined;
}): ServerVerdict {
  const { port, realms, output, exitCode, probe } = seen;
  if (exitCode !== null) {
    const taken = /EADDRINUSE/.test(output) ? `port ${port} is taken by another process; ` : '';
    return { state: 'failed', reason: `the server exited (code ${exitCode}) before it listened: ${taken}${output.trim().split('\n').slice(-3).join(' | ')}` };
  }
  // Until the server says it listens, whatever answers on the port may be someone else's.
  if (!output.includes(listeningLine(port))) return { state: 'waiting' };
  // Its ready line names each realm it serves: `http://<realm>.localhost:<port>/`.
  const ready = output.split('\n').find((line) => line.startsWith('Portal ready:'));
  if (!ready) return { state: 'waiting' };
  const missing = realms.filter((realm) => !ready.includes(`http://${realm}.localhost:${port}/`));
  if (missing.length)
    return {
      state: 'failed',
      reason: `the server on port ${port} does not serve ${missing.slice(0, 5).join(', ')}${missing.length > 5 ? ` and ${missing.length - 5} more` : ''}`,
    };
  if (probe === 404) return { state: 'failed', reason: `the server on port ${port} answers 404 for realm ${realms[0]}` };
  return probe === 200 ? { state: 'ready' } : { state: 'waiting' };
}

/** An association as a realm's `demo/asociaciones.json` holds it: what decides whether and where it is shown. */
export interface ListedAssociation {
  title: Record<string, string>;
  estado?: string | undefined;
  isPublished?: boolean | undefined;
}

/** The most associations the app-style page asks for in its one call (scripts/phone/directory-app.tsx). */
export const APP_LIMIT = 10_000;

/**
 * How many association cards each directory shows in Spanish, from the realm's own data: the static page all active
 * associations up to LETTER_PAGES_ABOVE, else the first letter's first page (scripts/pipeline/pull.ts keeps those
 * without an `estado` or `Activa`); the app-style page every association its call asks for (`estado=Activa`,
 * published ones as the API answers them).
 */
export function expectedCards(associations: readonly ListedAssociation[]): { staticPage: number; app: number } {
  const active = associations.filter((a) => a.estado === undefined || a.estado === 'Activa');
  const title = (a: ListedAssociation) => pick(a.title, 'es');
  const staticPage = hasLetterPages(active.length) ? (letterPages(groupByInitial(active, title))[0]?.items.length ?? 0) : active.length;
  const app = Math.min(APP_LIMIT, associations.filter((a) => a.estado === 'Activa' && a.isPublished !== false).length);
  return { staticPage, app };
}

/** What a phone load saw of the page besides its timings (scripts/phone/measure.ts). */
export interface PageSeen {
  /** The address the page ended on. */
  url: string;
  /** `<html data-realm>`: every page of the portal carries its realm's id (src/layouts/Base.astro). */
  htmlRealm: string | null;
  /** `#directory[data-realm]`: the app-style page's root (scripts/phone/app-page.ts). */
  appRealm: string | null;
  /** Whether the static directory's A–Z list is there (`nav[data-letters]`, src/components/DirectoryLetters.astro). */
  letters: boolean;
  cards: number;
}

/** The same address, a trailing slash or a fragment aside. */
const sameAddress = (a: string, b: string): boolean => {
  const norm = (url: string) => {
    const u = new URL(url);
    return `${u.protocol}//${u.host}${u.pathname.replace(/\/$/, '')}${u.search}`;
  };
  return norm(a) === norm(b);
};

/** Problems with a phone row's page: its address, realm, own marker and number of cards against what was meant. */
export function phonePageProblems(expected: { url: string; realm: string; kind: 'static' | 'app'; cards: number }, seen: PageSeen): string[] {
  const problems: string[] = [];
  if (!sameAddress(seen.url, expected.url)) problems.push(`ended on ${seen.url}, not ${expected.url}`);
  if (expected.kind === 'static') {
    if (seen.htmlRealm !== expected.realm) problems.push(`the page's realm is ${seen.htmlRealm ?? 'missing'}, not ${expected.realm}`);
    if (!seen.letters) problems.push('the static directory has no A–Z list (nav[data-letters])');
  } else if (seen.appRealm !== expected.realm) problems.push(`the app's root names realm ${seen.appRealm ?? '(none: no #directory)'}, not ${expected.realm}`);
  if (seen.cards !== expected.cards) problems.push(`${seen.cards} cards shown, ${expected.cards} expected`);
  return problems;
}

/**
 * Problems with a Lighthouse run: an error of its own, an end on another address than the one asked (a redirect to
 * an error page or another host), or a page that is not the realm's (its `<html data-realm>`, fetched apart).
 */
export function lighthouseProblems(seen: {
  requested: string;
  finalUrl: string | undefined;
  runtimeError?: string | undefined;
  realm: string;
  status: number;
  html: string;
}): string[] {
  const problems: string[] = [];
  if (seen.runtimeError) problems.push(`Lighthouse: ${seen.runtimeError}`);
  if (!seen.finalUrl) problems.push('Lighthouse reported no final address');
  else if (!sameAddress(seen.finalUrl, seen.requested)) problems.push(`ended on ${seen.finalUrl}, not ${seen.requested}`);
  if (seen.status !== 200) problems.push(`${seen.requested} answers ${seen.status}`);
  const realm = /<html\b[^>]*\bdata-realm="([^"]*)"/.exec(seen.html)?.[1];
  if (realm !== seen.realm) problems.push(`the page's realm is ${realm ?? 'missing'}, not ${seen.realm}`);
  return problems;
}

/**
 * Problems with a fleet build's rows (scripts/bench.ts row g): every realm of `expected` exactly once, none other,
 * each `published` with pages (a build from nothing) or each `unchanged` with the pages it published before (a
 * build with nothing changed); `homeless` are realms whose home page is missing or names another realm.
 */
export function fleetProblems(
  rows: readonly Pick<ReportRow, 'realm' | 'result' | 'pages'>[],
  expected: { realms: readonly string[]; result: 'published' | 'unchanged'; pagesBefore?: ReadonlyMap<string, number> },
  homeless: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const wanted = new Set(expected.realms);
  const seen = new Map<string, number>();
  for (const row of rows) seen.set(row.realm, (seen.get(row.realm) ?? 0) + 1);
  const list = (realms: string[]) => `${realms.slice(0, 5).join(', ')}${realms.length > 5 ? ` and ${realms.length - 5} more` : ''}`;
  const missing = expected.realms.filter((realm) => !seen.has(realm));
  if (missing.length) problems.push(`${missing.length} realm(s) not in the report: ${list(missing)}`);
  const twice = [...seen].filter(([, n]) => n > 1).map(([realm]) => realm);
  if (twice.length) problems.push(`${twice.length} realm(s) built more than once: ${list(twice)}`);
  const extra = [...seen.keys()].filter((realm) => !wanted.has(realm));
  if (extra.length) problems.push(`${extra.length} realm(s) not of the fleet: ${list(extra)}`);
  const wrong = rows.filter((row) => wanted.has(row.realm) && row.result !== expected.result);
  if (wrong.length) problems.push(`${wrong.length} realm(s) not ${expected.result}: ${list(wrong.map((row) => `${row.realm} ${row.result}`))}`);
  const empty = rows.filter((row) => row.result === 'published' && (row.pages === '-' || row.pages === 0));
  if (empty.length) problems.push(`${empty.length} realm(s) published without pages: ${list(empty.map((row) => row.realm))}`);
  if (expected.pagesBefore) {
    const changed = rows.filter((row) => expected.pagesBefore!.has(row.realm) && row.pages !== expected.pagesBefore!.get(row.realm));
    if (changed.length)
      problems.push(
        `${changed.length} realm(s) with other pages than before: ${list(changed.map((row) => `${row.realm} ${row.pages} (was ${expected.pagesBefore!.get(row.realm)})`))}`,
      );
  }
  if (homeless.length) problems.push(`${homeless.length} realm(s) without their home page: ${list([...homeless])}`);
  return problems;
}
