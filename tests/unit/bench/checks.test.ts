import { describe, expect, it } from 'vitest';
import { expectedCards, fleetProblems, lighthouseProblems, listeningLine, phonePageProblems, serverVerdict } from '../../../scripts/bench-checks.ts';
import { listeningLine as serversOwnLine } from '../../../server/cli/startup-messages.ts';

const ready = (port: number, realms: string[]) =>
  `Portal ready: open http://localhost:${port}/  (each town hall: ${realms.map((id) => `http://${id}.localhost:${port}/`).join(', ')})`;

describe('a server the bench started', () => {
  const port = 45123;
  const up = `${listeningLine(port)}\n${ready(port, ['gran', 'alcantir'])}\n`;

  it('waits for the server’s own line as the server prints it, whatever answers on the port meanwhile', () => {
    expect(listeningLine(port)).toBe(serversOwnLine(port, false));
    expect(serverVerdict({ port, realms: ['gran'], output: 'Database: …\n', exitCode: null, probe: 200 })).toEqual({ state: 'waiting' });
    expect(serverVerdict({ port, realms: ['gran'], output: up, exitCode: null })).toEqual({ state: 'waiting' });
    expect(serverVerdict({ port, realms: ['gran'], output: up, exitCode: null, probe: 200 })).toEqual({ state: 'ready' });
  });

  it('fails when the server exited, naming a port someone else holds', () => {
    const verdict = serverVerdict({ port, realms: ['gran'], output: 'Error: listen EADDRINUSE: address already in use 127.0.0.1:45123\n', exitCode: 1 });
    expect(verdict.state).toBe('failed');
    expect(verdict.state === 'failed' && verdict.reason).toMatch(/port 45123 is taken by another process/);
  });

  it('fails when it does not serve the realm measured, or the realm’s collections answer 404', () => {
    const other = serverVerdict({
      port,
      realms: ['gran'],
      output: `${listeningLine(port)}\n${ready(port, ['alcantir', 'vilamar'])}\n`,
      exitCode: null,
      probe: 200,
    });
    expect(other).toEqual({ state: 'failed', reason: 'the server on port 45123 does not serve gran' });
    // Another port's line is not this server's.
    expect(serverVerdict({ port, realms: ['gran'], output: `${listeningLine(4500)}\n${ready(4500, ['gran'])}\n`, exitCode: null, probe: 200 })).toEqual({
      state: 'waiting',
    });
    expect(serverVerdict({ port, realms: ['gran'], output: up, exitCode: null, probe: 404 }).state).toBe('failed');
  });
});

describe('the cards a directory should show', () => {
  const association = (title: string, estado?: string) => ({ title: { es: title, va: title }, ...(estado ? { estado } : {}) });

  it('a small town: every active association on the static page and in the app', () => {
    const list = [association('Club A', 'Activa'), association('Banda', 'Activa'), association('Peña', 'Baja'), association('Coral', 'Inactiva')];
    expect(expectedCards(list)).toEqual({ staticPage: 2, app: 2 });
    // Without an estado: kept by the build, left out by the app's estado=Activa call.
    expect(expectedCards([...list, association('Falla')])).toEqual({ staticPage: 3, app: 2 });
  });

  it('a large town: the first letter’s first page on the static page, every association in the app', () => {
    const list = Array.from({ length: 1_000 }, (_, i) => association(`${i % 4 === 0 ? 'Asociación' : 'Club'} ${i}`, 'Activa'));
    expect(expectedCards(list)).toEqual({ staticPage: 100, app: 1_000 });
    const fewA = [...list.slice(1, 400).filter((_, i) => i % 4 !== 3), association('Agrupación 1', 'Activa'), association('Asociación 2', 'Activa')];
    expect(expectedCards(fewA).staticPage).toBe(2);
  });
});

describe('a phone row’s page', () => {
  const url = 'http://gran.localhost:45123/asociaciones';
  const page = { url, htmlRealm: 'gran', appRealm: null, letters: true, cards: 100 };

  it('passes the static directory of the realm with its cards', () => {
    expect(phonePageProblems({ url, realm: 'gran', kind: 'static', cards: 100 }, page)).toEqual([]);
  });

  it('fails another server’s page: another realm, fewer cards, no letters', () => {
    const other = { ...page, htmlRealm: 'alcantir', letters: false, cards: 58 };
    expect(phonePageProblems({ url, realm: 'gran', kind: 'static', cards: 100 }, other)).toEqual([
      "the page's realm is alcantir, not gran",
      'the static directory has no A–Z list (nav[data-letters])',
      '58 cards shown, 100 expected',
    ]);
    expect(phonePageProblems({ url, realm: 'gran', kind: 'static', cards: 100 }, { ...page, url: `${url}/404` })).toHaveLength(1);
  });

  it('fails an app page without its root or with no cards', () => {
    const app = { url: 'http://gran.localhost:45123/bench-app/', htmlRealm: null, appRealm: 'gran', letters: false, cards: 9_504 };
    const expected = { url: app.url, realm: 'gran', kind: 'app' as const, cards: 9_504 };
    expect(phonePageProblems(expected, app)).toEqual([]);
    expect(phonePageProblems(expected, { ...app, appRealm: null, cards: 0 })).toEqual([
      "the app's root names realm (none: no #directory), not gran",
      '0 cards shown, 9504 expected',
    ]);
  });
});

describe('a Lighthouse run', () => {
  const html = '<!doctype html><html lang="es" data-realm="alcantir" data-lang="es">';
  const requested = 'http://alcantir.localhost:45123/asociaciones';

  it('passes the page asked for, a trailing slash aside', () => {
    expect(lighthouseProblems({ requested, finalUrl: `${requested}/`, realm: 'alcantir', status: 200, html })).toEqual([]);
  });

  it('fails another address, an error page, another realm or Lighthouse’s own error', () => {
    expect(lighthouseProblems({ requested, finalUrl: 'http://alcantir.localhost:45123/404', realm: 'alcantir', status: 200, html })).toHaveLength(1);
    expect(lighthouseProblems({ requested, finalUrl: requested, realm: 'alcantir', status: 404, html })).toEqual([`${requested} answers 404`]);
    expect(lighthouseProblems({ requested, finalUrl: requested, realm: 'alcantir', status: 200, html: html.replace('alcantir', 'vilamar') })).toEqual([
      "the page's realm is vilamar, not alcantir",
    ]);
    expect(lighthouseProblems({ requested, finalUrl: undefined, runtimeError: 'NO_FCP', realm: 'alcantir', status: 200, html })).toHaveLength(2);
  });
});

describe('a fleet build’s rows', () => {
  const realms = ['a', 'b', 'c'];
  const published = realms.map((realm) => ({ realm, result: 'published' as const, pages: 40 }));

  it('passes every realm published with pages, then every realm unchanged with the same pages', () => {
    expect(fleetProblems(published, { realms, result: 'published' })).toEqual([]);
    const before = new Map(realms.map((realm) => [realm, 40]));
    expect(
      fleetProblems(
        published.map((row) => ({ ...row, result: 'unchanged' as const })),
        { realms, result: 'unchanged', pagesBefore: before },
      ),
    ).toEqual([]);
  });

  it('fails a realm missing, twice, foreign, failed, empty, changed or without its home page', () => {
    expect(fleetProblems(published.slice(1), { realms, result: 'published' })).toEqual(['1 realm(s) not in the report: a']);
    expect(fleetProblems([...published, published[0]!], { realms, result: 'published' })).toEqual(['1 realm(s) built more than once: a']);
    expect(fleetProblems([...published, { realm: 'x', result: 'published', pages: 3 }], { realms, result: 'published' })).toEqual([
      '1 realm(s) not of the fleet: x',
    ]);
    expect(fleetProblems([{ realm: 'a', result: 'failed', pages: '-' }, ...published.slice(1)], { realms, result: 'published' })).toEqual([
      '1 realm(s) not published: a failed',
    ]);
    expect(fleetProblems([{ realm: 'a', result: 'published', pages: 0 }, ...published.slice(1)], { realms, result: 'published' })).toEqual([
      '1 realm(s) published without pages: a',
    ]);
    expect(fleetProblems(published, { realms, result: 'unchanged' })).toEqual(['3 realm(s) not unchanged: a published, b published, c published']);
    const before = new Map([['a', 41]]);
    expect(fleetProblems(published, { realms, result: 'published', pagesBefore: before })).toEqual(['1 realm(s) with other pages than before: a 40 (was 41)']);
    expect(fleetProblems(published, { realms, result: 'published' }, ['b'])).toEqual(['1 realm(s) without their home page: b']);
  });
});
