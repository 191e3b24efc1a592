import { describe, expect, it } from 'vitest';
import {
  catalogueTriples,
  DIR3_BASE,
  FREQUENCY_BASE,
  LANGUAGE_BASE,
  NS,
  SECTOR_TAXONOMY,
  type Term,
  type Triple,
} from '../../../../src/domain/open-data/dcat.ts';
import { catalogueFixture } from './catalogue-fixture.ts';

const ORIGIN = 'https://asociaciones.alcantir.es';
const CAT = `${ORIGIN}/datos-abiertos/catalogo`;
const key = (t: Term) => ('iri' in t ? t.iri : 'blank' in t ? `_:${t.blank}` : t.literal);
const objects = (triples: Triple[], subject: string, predicate: string) =>
  triples.filter(([s, p]) => ('iri' in s ? s.iri : `_:${s.blank}`) === subject && p === predicate).map(([, , o]) => o);

describe('the open-data catalogue as DCAT-AP-ES triples', () => {
  const triples = catalogueTriples(catalogueFixture());

  it('describes the catalogue with the properties DCAT-AP-ES asks of it', () => {
    expect(objects(triples, CAT, `${NS.rdf}type`).map(key)).toEqual([`${NS.dcat}Catalog`]);
    expect(objects(triples, CAT, `${NS.dct}title`)).toEqual([
      { literal: "Datos abiertos de Ajuntament d'Alcantir", lang: 'es' },
      { literal: "Dades obertes d'Ajuntament d'Alcantir", lang: 'ca-valencia' },
    ]);
    expect(objects(triples, CAT, `${NS.dct}publisher`).map(key)).toEqual([`${CAT}#publicador`]);
    expect(objects(triples, CAT, `${NS.dct}issued`)).toEqual([{ literal: '2026-01-15T08:00:00Z', datatype: `${NS.xsd}dateTime` }]);
    // Valencian is Catalan in the EU's language authority: one language, not two.
    expect(objects(triples, CAT, `${NS.dct}language`).map(key)).toEqual([`${LANGUAGE_BASE}SPA`, `${LANGUAGE_BASE}CAT`]);
    expect(objects(triples, CAT, `${NS.dcat}themeTaxonomy`).map(key)).toEqual([SECTOR_TAXONOMY.replace(/\/$/, '')]);
    expect(objects(triples, CAT, `${NS.dcat}dataset`).map(key)).toEqual([`${CAT}#lugares`, `${CAT}#farmacias`]);
    expect(objects(triples, CAT, `${NS.dct}license`).map(key)).toEqual(['https://creativecommons.org/licenses/by/4.0/']);
  });

  it('describes each dataset: sector, frequency, dates, languages, publisher, contact and its distributions', () => {
    const ds = `${CAT}#lugares`;
    expect(objects(triples, ds, `${NS.dcat}theme`).map(key)).toEqual([`${SECTOR_TAXONOMY}turismo`]);
    expect(objects(triples, ds, `${NS.dct}accrualPeriodicity`).map(key)).toEqual([`${FREQUENCY_BASE}IRREG`]);
    expect(objects(triples, `${CAT}#farmacias`, `${NS.dct}accrualPeriodicity`).map(key)).toEqual([`${FREQUENCY_BASE}DAILY`]);
    expect(objects(triples, ds, `${NS.dcat}keyword`)).toContainEqual({ literal: "Llocs d'interés", lang: 'ca-valencia' });
    expect(objects(triples, ds, `${NS.dcat}distribution`).map(key)).toEqual([`${CAT}#lugares-1`, `${CAT}#lugares-2`]);
    expect(objects(triples, ds, `${NS.dcat}contactPoint`).map(key)).toEqual(['_:contacto']);
    const csv = `${CAT}#lugares-2`;
    expect(objects(triples, csv, `${NS.dcat}downloadURL`).map(key)).toEqual([`${ORIGIN}/lugares/datos/lugares.csv`]);
    // The media type without its parameters, as IANA names it.
    expect(objects(triples, csv, `${NS.dcat}mediaType`).map(key)).toEqual(['http://www.iana.org/assignments/media-types/text/csv']);
    const [format] = objects(triples, csv, `${NS.dct}format`);
    expect(objects(triples, key(format!), `${NS.rdf}value`)).toEqual([{ literal: 'text/csv' }]);
    expect(objects(triples, key(format!), `${NS.rdfs}label`)).toEqual([{ literal: 'CSV' }]);
  });

  it('names the town hall by its DIR3 code when the realm gives it, and a licence without an address by its name', () => {
    const withDir3 = catalogueFixture(null);
    withDir3.publisher.dir3 = 'L01460123';
    const t = catalogueTriples(withDir3);
    expect(objects(t, CAT, `${NS.dct}publisher`).map(key)).toEqual([`${DIR3_BASE}L01460123`]);
    expect(objects(t, CAT, `${NS.dct}license`).map(key)).toEqual(['_:licencia']);
    expect(objects(t, '_:licencia', `${NS.rdfs}label`)).toEqual([{ literal: 'CC BY 4.0' }]);
  });

  it('gives the same triples for the same facts', () => {
    expect(catalogueTriples(catalogueFixture())).toEqual(triples);
  });
});
