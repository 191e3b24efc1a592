/**
 * The open-data catalogue as RDF (docs/places.md "The open-data catalogue"): the portal's datasets described with
 * DCAT-AP-ES, the Spanish profile of DCAT-AP that datos.gob.es harvests (the NTI-RISP's successor). This module turns
 * plain facts (titles per language, files, dates) into triples; src/domain/open-data/rdf.ts writes them as RDF/XML,
 * Turtle and JSON-LD. Pure: no site, no dictionaries.
 *
 * What DCAT-AP-ES asks and this writes:
 * - the catalogue (`dcat:Catalog`): title and description per language, publisher, datasets, issued, modified,
 *   languages, homepage, the sectors' taxonomy, licence;
 * - each dataset (`dcat:Dataset`): identifier, title and description per language, sector (`dcat:theme`), keywords,
 *   publisher, issued, modified, update frequency, languages, landing page, contact point, distributions;
 * - each distribution (`dcat:Distribution`): access and download URL, media type (IANA), format (`dct:IMT` with
 *   the media type and its name, as datos.gob.es reads it), title, licence.
 */
import { essenceOf } from '../http/media-types.ts';

export const NS = {
  rdf: 'http://www.w3.org/1999/02/22-rdf-syntax-ns#',
  rdfs: 'http://www.w3.org/2000/01/rdf-schema#',
  dcat: 'http://www.w3.org/ns/dcat#',
  dct: 'http://purl.org/dc/terms/',
  foaf: 'http://xmlns.com/foaf/0.1/',
  vcard: 'http://www.w3.org/2006/vcard/ns#',
  xsd: 'http://www.w3.org/2001/XMLSchema#',
} as const;
export type Prefix = keyof typeof NS;

/** An RDF term: an IRI, a blank node (by its label) or a literal (with its language or datatype). */
export type Term = { iri: string } | { blank: string } | { literal: string; lang?: string | undefined; datatype?: string | undefined };
export type Subject = { iri: string } | { blank: string };
export type Triple = readonly [Subject, string, Term];

/** The EU's update frequencies (http://publications.europa.eu/resource/authority/frequency/…) the portal's datasets have. */
export type Frequency = 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'IRREG' | 'UPDATE_CONT';

/** datos.gob.es's sectors (http://datos.gob.es/kos/sector-publico/sector/…) the portal's datasets are about. */
export type Sector = 'sector-publico' | 'sociedad-bienestar' | 'cultura-ocio' | 'salud' | 'turismo' | 'transporte' | 'medio-ambiente' | 'deporte' | 'comercio';

export const FREQUENCY_BASE = 'http://publications.europa.eu/resource/authority/frequency/';
export const LANGUAGE_BASE = 'http://publications.europa.eu/resource/authority/language/';
export const SECTOR_TAXONOMY = 'http://datos.gob.es/kos/sector-publico/sector/';
export const DIR3_BASE = 'http://datos.gob.es/recurso/sector-publico/org/Organismo/';
const IANA = 'http://www.iana.org/assignments/media-types/';

/** The EU language authority's code of a portal language: Valencian is Catalan there. */
const EU_LANGUAGES: Record<string, string> = { es: 'SPA', va: 'CAT', ca: 'CAT', en: 'ENG', eu: 'EUS' };

/** Texts by language (`{ es: '…', va: '…' }`). */
export type Texts = Readonly<Record<string, string>>;

export interface CatalogueDistribution {
  /** Its title per language ("GeoJSON"). */
  titles: Texts;
  /** Where to download it, absolute. */
  url: string;
  /** Its media type, parameters allowed (`text/csv; charset=utf-8`). */
  mediaType: string;
  /** The format's name ("CSV"). */
  format: string;
}

export interface CatalogueDataset {
  id: string;
  titles: Texts;
  descriptions: Texts;
  /** Per language. */
  keywords: Readonly<Record<string, readonly string[]>>;
  sector: Sector;
  frequency: Frequency;
  /** ISO instants. */
  issued: string;
  modified: string;
  /** The page that describes it, absolute. */
  landingPage: string;
  distributions: readonly CatalogueDistribution[];
}

export interface Catalogue {
  /** The catalogue's own address (without a fragment), absolute. */
  iri: string;
  titles: Texts;
  descriptions: Texts;
  /** The portal's home page, absolute. */
  homepage: string;
  /** The town hall: its names per language, its DIR3 code when known, its web address for the contact point. */
  publisher: { names: Texts; dir3?: string | undefined; url: string };
  /** The portal's languages (`es`, `va`…). */
  languages: readonly string[];
  /** The licence's address (`https://creativecommons.org/licenses/by/4.0/`), or its name when it has none. */
  licence: { url?: string | undefined; name: string };
  issued: string;
  modified: string;
  datasets: readonly CatalogueDataset[];
}

const iri = (value: string): { iri: string } => ({ iri: value });
const text = (value: string, lang: string) => ({ literal: value, lang });
const dateTime = (value: string) => ({ literal: new Date(value).toISOString().replace(/\.000Z$/, 'Z'), datatype: `${NS.xsd}dateTime` });
const p = (prefix: Prefix, local: string) => `${NS[prefix]}${local}`;

/** The catalogue as triples, in a stable order (the same facts give the same bytes). */
export function catalogueTriples(catalogue: Catalogue): Triple[] {
  const triples: Triple[] = [];
  const add = (s: Subject, prefix: Prefix, local: string, o: Term) => triples.push([s, p(prefix, local), o]);
  const texts = (s: Subject, prefix: Prefix, local: string, values: Texts) => {
    for (const [lang, value] of Object.entries(values)) if (value) add(s, prefix, local, text(value, lang));
  };
  const cat = iri(catalogue.iri);
  const publisher = iri(catalogue.publisher.dir3 ? `${DIR3_BASE}${catalogue.publisher.dir3}` : `${catalogue.iri}#publicador`);
  const licence: Subject = catalogue.licence.url ? iri(catalogue.licence.url) : { blank: 'licencia' };
  const languages = [...new Set(catalogue.languages.map((l) => EU_LANGUAGES[l]).filter((l): l is string => !!l))].map((code) => iri(`${LANGUAGE_BASE}${code}`));
  const contact: Subject = { blank: 'contacto' };

  add(cat, 'rdf', 'type', iri(p('dcat', 'Catalog')));
  add(cat, 'dct', 'identifier', { literal: catalogue.iri });
  texts(cat, 'dct', 'title', catalogue.titles);
  texts(cat, 'dct', 'description', catalogue.descriptions);
  add(cat, 'dct', 'publisher', publisher);
  add(cat, 'dct', 'issued', dateTime(catalogue.issued));
  add(cat, 'dct', 'modified', dateTime(catalogue.modified));
  for (const language of languages) add(cat, 'dct', 'language', language);
  add(cat, 'foaf', 'homepage', iri(catalogue.homepage));
  add(cat, 'dcat', 'themeTaxonomy', iri(SECTOR_TAXONOMY.replace(/\/$/, '')));
  add(cat, 'dct', 'license', licence);
  for (const d of catalogue.datasets) add(cat, 'dcat', 'dataset', iri(`${catalogue.iri}#${d.id}`));

  add(publisher, 'rdf', 'type', iri(p('foaf', 'Agent')));
  texts(publisher, 'foaf', 'name', catalogue.publisher.names);
  if (!catalogue.licence.url) {
    add(licence, 'rdf', 'type', iri(p('dct', 'LicenseDocument')));
    add(licence, 'rdfs', 'label', { literal: catalogue.licence.name });
  }
  add(contact, 'rdf', 'type', iri(p('vcard', 'Organization')));
  const [firstName] = Object.values(catalogue.publisher.names);
  add(contact, 'vcard', 'fn', { literal: firstName ?? catalogue.publisher.url });
  add(contact, 'vcard', 'hasURL', iri(catalogue.publisher.url));

  for (const d of catalogue.datasets) {
    const ds = iri(`${catalogue.iri}#${d.id}`);
    add(ds, 'rdf', 'type', iri(p('dcat', 'Dataset')));
    add(ds, 'dct', 'identifier', { literal: `${catalogue.iri}#${d.id}` });
    texts(ds, 'dct', 'title', d.titles);
    texts(ds, 'dct', 'description', d.descriptions);
    add(ds, 'dcat', 'theme', iri(`${SECTOR_TAXONOMY}${d.sector}`));
    for (const [lang, words] of Object.entries(d.keywords)) for (const word of words) add(ds, 'dcat', 'keyword', text(word, lang));
    add(ds, 'dct', 'publisher', publisher);
    add(ds, 'dct', 'issued', dateTime(d.issued));
    add(ds, 'dct', 'modified', dateTime(d.modified));
    add(ds, 'dct', 'accrualPeriodicity', iri(`${FREQUENCY_BASE}${d.frequency}`));
    for (const language of languages) add(ds, 'dct', 'language', language);
    add(ds, 'dcat', 'landingPage', iri(d.landingPage));
    add(ds, 'dcat', 'contactPoint', contact);
    d.distributions.forEach((file, n) => {
      const dist = iri(`${catalogue.iri}#${d.id}-${n + 1}`);
      const format: Subject = { blank: `${d.id}-${n + 1}-formato` };
      const mediaType = essenceOf(file.mediaType);
      add(ds, 'dcat', 'distribution', dist);
      add(dist, 'rdf', 'type', iri(p('dcat', 'Distribution')));
      texts(dist, 'dct', 'title', file.titles);
      add(dist, 'dcat', 'accessURL', iri(file.url));
      add(dist, 'dcat', 'downloadURL', iri(file.url));
      add(dist, 'dcat', 'mediaType', iri(`${IANA}${mediaType}`));
      add(dist, 'dct', 'format', format);
      add(dist, 'dct', 'license', licence);
      add(format, 'rdf', 'type', iri(p('dct', 'IMT')));
      add(format, 'rdf', 'value', { literal: mediaType });
      add(format, 'rdfs', 'label', { literal: file.format });
    });
  }
  return triples;
}
