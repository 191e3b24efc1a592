/**
 * The realm's open-data catalogue (docs/places.md "The open-data catalogue"): every dataset of the open-data
 * registry (src/data/open-data-registry.ts), in each of the realm's languages, as the facts DCAT-AP-ES describes
 * (src/domain/open-data/dcat.ts). Nothing here names a dataset: a source added to the registry is catalogued.
 */
import { DateTime } from 'luxon';
import { essenceOf } from '../domain/http/media-types.ts';
import type { Catalogue, CatalogueDataset, Texts } from '../domain/open-data/dcat.ts';
import { licenceUrl } from '../domain/open-data/open-data.ts';
import { htmlLang } from '../i18n/index.ts';
import { openDatasets, type OpenDataset } from './open-data-registry.ts';
import { siteContext } from './site.ts';
import { snapshot } from './snapshot.ts';

/** The catalogue's files, under `/datos-abiertos/`, by format. */
export const CATALOGUE_FILES = { rdf: 'catalogo.rdf', ttl: 'catalogo.ttl', jsonld: 'catalogo.jsonld' } as const;
export type CatalogueFile = keyof typeof CATALOGUE_FILES;

/** A format's short name for the catalogue, by media type. */
const FORMAT_NAMES: Record<string, string> = {
  'text/csv': 'CSV',
  'application/json': 'JSON',
  'application/schema+json': 'JSON Schema',
  'application/geo+json': 'GeoJSON',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'text/calendar': 'iCalendar',
  'application/rss+xml': 'RSS',
};

const earliest = (dates: Array<string | undefined>) => {
  const times = dates.filter((d): d is string => !!d).map(Date.parse);
  return times.length ? new Date(Math.min(...times)).toISOString() : undefined;
};

/** The catalogue of a realm, its texts in every language of the realm (literals tagged with the page's `lang`). */
export function realmCatalogue(realm: string): Catalogue {
  const snap = snapshot(realm);
  const contexts = snap.realm.languages.map((lang) => siteContext(realm, lang));
  const first = contexts[0]!;
  const origin = `https://${snap.realm.hosts[0]}`;
  const catalogueIri = `${origin}/datos-abiertos/catalogo`;
  const sets = contexts.map((ctx) => ({ tag: htmlLang(ctx.lang), datasets: openDatasets(ctx) }));
  const perLanguage = (pickText: (ctx: (typeof contexts)[number]) => string): Texts =>
    Object.fromEntries(contexts.map((ctx) => [htmlLang(ctx.lang), pickText(ctx)]));
  const inEach = (id: string, pickText: (d: OpenDataset) => string | undefined): Texts =>
    Object.fromEntries(
      sets.flatMap(({ tag, datasets }) => {
        const d = datasets.find((x) => x.id === id);
        const value = d && pickText(d);
        return value ? [[tag, value]] : [];
      }),
    );
  const primary = openDatasets(first);
  /**
   * When the catalogue and its datasets were last modified: the Madrid day the build pulled, at its start. A day, not
   * the pull's instant, so that the same content gives the same files whichever build wrote them (a rebuild that keeps
   * pages publishes what a full render would, tests/integration/build/page-reuse.test.ts).
   */
  const modified = DateTime.fromISO(snap.pulledAt).setZone('Europe/Madrid').startOf('day').toISO()!;
  const issued = earliest(primary.map((d) => d.issued)) ?? modified;
  const datasets: CatalogueDataset[] = primary.map((d) => ({
    id: d.id,
    titles: inEach(d.id, (x) => x.title),
    descriptions: inEach(d.id, (x) => x.text),
    keywords: Object.fromEntries(
      sets.map(({ tag, datasets: list }) => [tag, [list.find((x) => x.id === d.id)?.title, first.municipio].filter((w): w is string => !!w)]),
    ),
    sector: d.sector,
    frequency: d.frequency,
    issued: d.issued ?? issued,
    modified,
    landingPage: `${origin}${first.href('/datos-abiertos')}#dataset-${d.id}`,
    distributions: d.files.map((file, n) => ({
      titles: inEach(d.id, (x) => x.files[n]?.format),
      url: `${origin}${file.href}`,
      mediaType: file.type,
      format: FORMAT_NAMES[essenceOf(file.type)] ?? essenceOf(file.type),
    })),
  }));
  const licence = first.realm.licence;
  return {
    iri: catalogueIri,
    titles: perLanguage((ctx) => ctx.t('openData.catalogue.name', { townHall: ctx.townHall.name })),
    descriptions: perLanguage((ctx) => ctx.t('openData.catalogue.description', { townHall: ctx.townHall.name })),
    homepage: `${origin}/`,
    publisher: { names: perLanguage((ctx) => ctx.townHall.name), dir3: snap.realm.dir3, url: `${origin}/` },
    languages: snap.realm.languages,
    licence: { url: licenceUrl(licence), name: licence },
    issued,
    modified,
    datasets,
  };
}
