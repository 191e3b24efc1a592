import { check } from '@placemarkio/check-geojson';
import { expect, test } from '@playwright/test';
import Ajv2020 from 'ajv/dist/2020.js';
import Papa from 'papaparse';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readSheet } from 'read-excel-file/node';
import { api, expectNoAxeViolations, expectNoHorizontalScroll, siteFile, inLanguage } from './helpers.ts';

const COLUMNS = {
  es: ['Asociación', 'Subtipos', 'Domicilio', 'Teléfono', 'Email'],
  va: ['Associació', 'Subtipus', 'Domicili', 'Telèfon', 'Correu electrònic'],
};

test.describe('open data', () => {
  for (const lang of ['es', 'va'] as const) {
    const base = lang === 'es' ? 'asociaciones-alcantir' : 'associacions-alcantir';

    test(`the footer links the open-data page, which lists each file with its fields and licence (${lang})`, async ({ page }) => {
      await page.goto(lang === 'es' ? '/' : `/${lang}/`);
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: lang === 'es' ? 'Datos abiertos' : 'Dades obertes' })
        .click();
      await expect(page).toHaveURL(new RegExp(`${inLanguage(lang, '/datos-abiertos')}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'es' ? 'Datos abiertos' : 'Dades obertes');
      await expect(page.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('href', 'https://creativecommons.org/licenses/by/4.0/');
      const links = page.getByRole('main').getByRole('link', { name: lang === 'es' ? /^Descargar/ : /^Descarregar/ });
      // seven directory and agenda files, the surveys' results and participation (CSV and JSON together: 2 links),
      // the on-call pharmacies (GeoJSON, CSV) with their rota (iCalendar), the notices (JSON, CSV, RSS) and cita
      // previa's monthly figures (CSV, JSON), the places of interest (GeoJSON, CSV), the routes (GeoJSON, CSV) and each
      // of the two demo routes' track (GPX), the vouchers' campaign results (per day CSV, per shop CSV, JSON: the demo
      // campaign has none yet, so header-only files), and the DCAT-AP-ES catalogue (RDF/XML, Turtle, JSON-LD)
      expect(await links.count()).toBe(29);
      for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
        const response = await page.request.get(siteFile('alcantir', href));
        expect(response.status(), href).toBe(200);
      }
      await expectNoHorizontalScroll(page);
      await expectNoAxeViolations(page, `open data ${lang}`);
    });

    test(`the CSV and the spreadsheet open in independent readers with the five columns and a row per active association (${lang})`, async ({ page }) => {
      const active = (await (await page.request.get(`${api('alcantir')}/asociaciones?estado=Activa&fields=title&limit=10000`)).json()).items.length;
      const csvResponse = await page.request.get(siteFile('alcantir', `${inLanguage(lang, '/descargas/')}${base}.csv`));
      expect(csvResponse.headers()['content-type']).toMatch(/^text\/csv/);
      const bytes = await csvResponse.body();
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const parsed = Papa.parse<string[]>(bytes.toString('utf8').replace(/^\uFEFF/, ''), { skipEmptyLines: true });
      expect(parsed.errors).toEqual([]);
      expect(parsed.meta.delimiter).toBe(';');
      expect(parsed.data[0]).toEqual(COLUMNS[lang]);
      expect(parsed.data.length - 1).toBe(active);

      const dir = mkdtempSync(join(tmpdir(), 'open-data-'));
      writeFileSync(join(dir, 'd.xlsx'), await (await page.request.get(siteFile('alcantir', `${inLanguage(lang, '/descargas/')}${base}.xlsx`))).body());
      const rows = await readSheet(join(dir, 'd.xlsx'));
      expect(rows[0]).toEqual(COLUMNS[lang]);
      expect(rows.length - 1).toBe(active);
      // Both files hold the same table: same names in the same order.
      expect(rows.slice(1).map((row) => row[0])).toEqual(parsed.data.slice(1).map((row) => row[0]));
    });

    test(`the JSON file passes its published schema and the GeoJSON is valid (${lang})`, async ({ page }) => {
      const get = async (name: string) => (await page.request.get(siteFile('alcantir', `${inLanguage(lang, '/descargas/')}${name}`))).json();
      const [data, schema, geo] = await Promise.all([get(`${base}.json`), get(`${base}.schema.json`), get(`${base}.geojson`)]);
      const validate = new Ajv2020({ strict: false }).addFormat('uri', (s: string) => URL.canParse(s)).compile(schema);
      expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
      expect(data.language).toBe(lang);
      expect(data.associations.length).toBeGreaterThan(20);
      expect(() => check(JSON.stringify(geo))).not.toThrow();
      const placed = data.associations.filter((a: { latitude: number | null }) => a.latitude !== null).length;
      expect(geo.features).toHaveLength(placed);
      const response = await page.request.get(siteFile('alcantir', `${inLanguage(lang, '/descargas/')}${base}.geojson`));
      expect(response.headers()['content-type']).toBe('application/geo+json');
    });
  }
});
