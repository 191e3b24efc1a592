import { check } from '@placemarkio/check-geojson';
import Ajv2020 from 'ajv/dist/2020.js';
import Papa from 'papaparse';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { associationsGeoJson, csv, licenceUrl, openDirectory, openDirectoryJsonSchema } from '../../../../src/domain/open-data/open-data.ts';
import { formatAddress } from '../../../../src/domain/directory/directory.ts';
import { OPEN_ASSOCIATION_FIELDS, OpenDirectorySchema } from '../../../../src/schemas/open-data.ts';
import { AssociationSchema, type Association } from '../../../../src/schemas/association.ts';
import fixture from '../../../fixtures/realms/mini/demo/asociaciones.json' with { type: 'json' };

const associations: Association[] = fixture.filter((a) => a.estado === 'Activa').map((a) => v.parse(AssociationSchema, a));
const pageUrl = (a: Association) => `https://mini.example/asociaciones/${a._id}`;
const meta = {
  schemaUrl: 'https://mini.example/descargas/asociaciones-mini.schema.json',
  title: 'Directorio de asociaciones',
  publisher: 'Ajuntament de Mini',
  licence: 'CC BY 4.0',
  source: 'https://mini.example/datos-abiertos',
  updated: '2026-11-21T10:00:00.000Z',
  language: 'es' as const,
};

describe('the CSV file', () => {
  it('starts with a byte-order mark and separates with semicolons, rows ending in CRLF', () => {
    const text = csv(['Asociación', 'Teléfono'], [['Àgora Jove', '962 000 001']]);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text).toBe('\uFEFFAsociación;Teléfono\r\nÀgora Jove;962 000 001\r\n');
  });
  it('quotes cells with separators, quotes or line breaks, so a reader gets them back whole', () => {
    const rows = [['Peña "El Botijó"; música', 'línea 1\nlínea 2']];
    const parsed = Papa.parse<string[]>(csv(['a', 'b'], rows).slice(1), { delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    expect(parsed.data).toEqual([['a', 'b'], ...rows]);
  });
  it('keeps cells that would run as spreadsheet formulas as text, but not phone numbers', () => {
    const text = csv(['x'], [['=HYPERLINK("http://evil")'], ['@SUM(A1)'], ['-cmd'], ['+34 962 000 001'], ['-5']]);
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(text).toContain("'@SUM(A1)");
    expect(text).toContain("'-cmd");
    expect(text).toContain('\r\n+34 962 000 001\r\n');
    expect(text).toContain('\r\n-5\r\n');
  });
  it('keeps as text a sign followed by a number that goes on as a formula (a DDE payload)', () => {
    const text = csv(['x'], [["-2+3+cmd|' /C calc'!A0"], ['+1+HYPERLINK("http://evil")'], ['-(962) 000.111']]);
    expect(text).toContain("\r\n'-2+3+cmd|' /C calc'!A0\r\n");
    expect(text).toContain(`"'+1+HYPERLINK(""http://evil"")"`);
    expect(text).toContain('\r\n-(962) 000.111\r\n');
  });
});

describe('the JSON file', () => {
  const file = openDirectory(associations, meta, pageUrl);
  const schema = openDirectoryJsonSchema('va', meta.schemaUrl);

  it('has one record per active association, sorted by name with Spanish collation', () => {
    expect(file.associations.map((a) => a.name)).toEqual(['3 Cims', 'Ágora Joven', 'Col·lectiu Riu', 'Ñaque Teatro']);
  });
  it('passes its own valibot schema', () => {
    expect(v.safeParse(OpenDirectorySchema, file).issues).toBeUndefined();
  });
  it('passes the published JSON Schema in an independent validator, and the schema catches a wrong record', () => {
    const ajv = new Ajv2020({ strict: false }).addFormat('uri', (s: string) => URL.canParse(s));
    const validate = ajv.compile(schema);
    expect(validate(JSON.parse(JSON.stringify(file))), JSON.stringify(validate.errors)).toBe(true);
    const broken = structuredClone(file) as unknown as { associations: Array<Record<string, unknown>> };
    broken.associations[0]!.latitude = 'north';
    expect(validate(broken)).toBe(false);
  });
  it('describes every record field in the file language', () => {
    const record = (schema as { properties: { associations: { items: { properties: Record<string, { description?: string }> } } } }).properties.associations
      .items.properties;
    for (const field of OPEN_ASSOCIATION_FIELDS) expect(record[field]?.description, field).toMatch(/\w/);
    expect(record.name!.description).toBe("Nom de l'associació.");
  });
  it('keeps the address parts and the place of an association', () => {
    const agora = file.associations.find((a) => a.id === 'a1')!;
    expect(agora).toMatchObject({
      address: { street: 'Calle Mayor, 1', postalCode: '46000', city: 'Mini', province: null },
      latitude: 39,
      longitude: -0.5,
      categories: [{ id: 'Juvenil', label: 'Juvenil' }],
    });
    expect(file.associations.find((a) => a.id === 'a2')).toMatchObject({ address: null, latitude: null, phones: [] });
  });
});

describe('the GeoJSON file', () => {
  const geo = associationsGeoJson(associations, 'va', pageUrl, (a) => formatAddress(a, 'va'));
  it('is valid GeoJSON with a point per association that has a place, longitude first', () => {
    expect(() => check(JSON.stringify(geo))).not.toThrow();
    expect(geo.features).toHaveLength(1);
    expect(geo.features[0]).toMatchObject({
      id: 'a1',
      geometry: { type: 'Point', coordinates: [-0.5, 39] },
      properties: { name: 'Àgora Jove', url: 'https://mini.example/asociaciones/a1' },
    });
  });
});

describe('licences', () => {
  it('link the well-known licences to their text and leave others as named', () => {
    expect(licenceUrl('CC BY 4.0')).toBe('https://creativecommons.org/licenses/by/4.0/');
    expect(licenceUrl('Licencia municipal')).toBeUndefined();
  });
});
