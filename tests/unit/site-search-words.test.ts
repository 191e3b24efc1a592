/**
 * What the site search indexes of the demo realms' procedures, surveys and appointment services (docs/site.md
 * "Site search"), from snapshots pulled from the local API as a build pulls them: each query of the portal's review
 * is in the indexed text of the page it should find — its title, its description and the words it is also searched
 * by — as Pagefind matches words (from their start, whatever the case and accents). Building the index itself is the
 * e2e's; this checks what goes into it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { pullRealm } from '../../scripts/pipeline/pull.ts';
import { renderPlanEnv } from '../../src/data/render-plan.ts';
import { snapshot, writeSnapshot } from '../../src/data/snapshot.ts';
import { procedureTexts, searchCategories, searchWords } from '../../src/data/site-search.ts';
import { pick } from '../../src/i18n/pick.ts';
import { fold } from '../../src/domain/text/alphabet.ts';
import type { Language } from '../../src/schemas/realm.ts';
import { loadRealms, realmsDir } from '../../src/realm/load.ts';
import { localServer } from './server/support/local-server.ts';

const plan = renderPlanEnv({ realms: ['alcantir', 'vilamar'], snapshotDir: mkdtempSync(join(tmpdir(), 'search-words-')) });

beforeAll(async () => {
  const server = localServer();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => server.app.request(input instanceof Request ? input : String(input), init));
  const snapshotDir = JSON.parse(Object.values(plan)[0]!).snapshotDir as string;
  for (const realm of loadRealms(realmsDir()).filter((r) => ['alcantir', 'vilamar'].includes(r.id))) {
    writeSnapshot(snapshotDir, await pullRealm(realm, `http://${realm.id}.localhost`));
  }
  vi.unstubAllGlobals();
  Object.assign(process.env, plan);
}, 60_000);
afterAll(() => {
  for (const variable of Object.keys(plan)) delete process.env[variable];
});

/** Whether every word of `query` starts a word of `texts`, as the search matches it. */
const finds = (texts: string[], query: string) => {
  const haystack = ` ${fold(texts.join(' '))}`;
  return fold(query)
    .split(' ')
    .every((word) => haystack.includes(` ${word}`));
};

/** What a procedure's page indexes: its title, its description, the words it is also searched by. */
function procedurePage(realm: string, lang: Language, id: string): string[] {
  const mailbox = snapshot(realm).mailboxes!.find((m) => m._id === id)!;
  const text = (value: Parameters<typeof pick>[0]) => pick(value, lang);
  return [text(mailbox.title), text(mailbox.description), ...searchWords(realm, lang, 'procedure', procedureTexts(mailbox, text))];
}

/** What a survey's page indexes of its words: title, description, and the words it is also searched by. */
function surveyPage(realm: string, lang: Language, title: RegExp): string[] {
  const survey = snapshot(realm).surveys!.find((s) => title.test(pick(s.title, 'es')))!;
  const texts = [pick(survey.title, lang), pick(survey.description, lang)];
  return [...texts, ...searchWords(realm, lang, survey.kind === 'proposals' ? 'proposals' : 'survey', texts)];
}

/** What an appointment service's page indexes of its words. */
function servicePage(realm: string, lang: Language, title: RegExp): string[] {
  const service = snapshot(realm).appointments!.services.find((s) => title.test(pick(s.title, 'es')))!;
  const texts = [pick(service.title, lang), pick(service.description, lang)];
  return [...texts, ...searchWords(realm, lang, 'appointment', texts)];
}

describe("the review's queries find the page they are after", () => {
  it('finds the incidence form by "farola" in Spanish and "fanal" in Valencian, with "alumbrado" too', () => {
    expect(finds(procedurePage('alcantir', 'es', 'incidencias'), 'farola')).toBe(true);
    expect(finds(procedurePage('alcantir', 'es', 'incidencias'), 'luz de la calle')).toBe(true);
    expect(finds(procedurePage('alcantir', 'va', 'incidencias'), 'fanal')).toBe(true);
  });

  it('finds the room booking by "reservar sala", and the subsidy form by "subvención" and "subvenció"', () => {
    expect(finds(procedurePage('alcantir', 'es', 'reservas'), 'reservar sala')).toBe(true);
    expect(finds(procedurePage('alcantir', 'va', 'reservas'), 'reservar sala')).toBe(true);
    expect(finds(procedurePage('alcantir', 'es', 'subvenciones'), 'subvención')).toBe(true);
    expect(finds(procedurePage('alcantir', 'va', 'subvenciones'), 'subvenció')).toBe(true);
    expect(finds(procedurePage('alcantir', 'es', 'subvenciones'), 'trámite')).toBe(true);
    // Not every synonym on every form: the booking is not found by "farola".
    expect(finds(procedurePage('alcantir', 'es', 'reservas'), 'farola')).toBe(false);
  });

  it('finds the open survey on the Mercado de Abastos by "encuesta", "mercado de abastos" and "enquesta"', () => {
    expect(finds(surveyPage('alcantir', 'es', /Mercado de Abastos/), 'encuesta')).toBe(true);
    expect(finds(surveyPage('alcantir', 'es', /Mercado de Abastos/), 'mercado de abastos')).toBe(true);
    expect(finds(surveyPage('alcantir', 'va', /Mercado de Abastos/), 'enquesta')).toBe(true);
    expect(finds(surveyPage('vilamar', 'ca', /paseo marítimo/), 'enquesta')).toBe(true);
  });

  it('finds the padrón appointment by "empadronarme", in both demo realms and their languages', () => {
    expect(finds(servicePage('alcantir', 'es', /padrón/), 'empadronarme')).toBe(true);
    expect(finds(servicePage('alcantir', 'es', /padrón/), 'cita previa')).toBe(true);
    expect(finds(servicePage('alcantir', 'va', /padrón/), 'empadronar-me')).toBe(true);
    expect(finds(servicePage('vilamar', 'es', /padrón/), 'empadronarme')).toBe(true);
    expect(finds(servicePage('vilamar', 'ca', /padrón/), 'empadronar-me')).toBe(true);
  });
});

describe("the search page's categories", () => {
  it('lists one category per meaning, and files pages under the same names', () => {
    const { labels, association, news } = searchCategories('alcantir', 'es');
    expect(labels).toEqual([...new Set(labels)]);
    for (const twin of ['Cultural', 'Deportiva', 'Juvenil', 'Medio Ambiente']) expect(labels).not.toContain(twin);
    expect(association('Cultural')).toBe(news('Cultura'));
    expect(association('Deportiva')).toBe('Deportes');
    expect(searchCategories('alcantir', 'va').association('Deportiva')).toBe('Esports');
    for (const name of snapshot('alcantir').associations.flatMap((a) => a.nodeTypes)) expect(labels).toContain(association(name));
  });
});
