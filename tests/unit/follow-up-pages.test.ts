import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { writeRedirectsFile } from '../../scripts/pipeline/redirects-file.ts';
import { siteRoutes } from '../../server/http/routes/site.ts';
import { requestAddress } from '../../src/islands/RequestFollowUp/address.ts';
import { redirectsFile, rewriteOf } from '../../src/realm/rewrites.ts';
import { RealmConfigSchema } from '../../src/schemas/realm.ts';

const REFERENCE = 'ALC-2026-7KX4-M9QP';

describe("one static page for every request's page", () => {
  it('serves /mis-solicitudes/{reference} in any of the realm’s languages, in its words, and nothing else', () => {
    const languages = ['es', 'va'];
    expect(rewriteOf(`/mis-solicitudes/${REFERENCE}`, languages)).toBe('/mis-solicitudes/solicitud/');
    expect(rewriteOf(`/va/les-meues-sollicituds/${REFERENCE}/`, languages)).toBe('/va/les-meues-sollicituds/sollicitud/');
    expect(rewriteOf(`/ca/les-meves-sollicituds/${REFERENCE}`, ['es', 'ca'])).toBe('/ca/les-meves-sollicituds/sollicitud/');
    for (const other of [
      '/mis-solicitudes/',
      '/mis-solicitudes',
      `/ca/mis-solicitudes/${REFERENCE}`,
      `/va/mis-solicitudes/${REFERENCE}`,
      `/les-meues-sollicituds/${REFERENCE}`,
      `/mis-solicitudes/${REFERENCE}/otra`,
      '/buzon/reservas',
    ])
      expect(rewriteOf(other, languages), other).toBeUndefined();
  });

  it('writes the same rule as _redirects for the CDNs that read one', () => {
    const dir = mkdtempSync(join(tmpdir(), 'redirects-'));
    const rules = readFileSync(writeRedirectsFile(dir, ['es', 'ca']), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(rules.slice(0, 2)).toEqual([
      '/mis-solicitudes/:reference  /mis-solicitudes/solicitud/  200',
      '/ca/les-meves-sollicituds/:reference  /ca/les-meves-sollicituds/sollicitud/  200',
    ]);
    // The old Spanish addresses of the Catalan pages lead to theirs (src/i18n/addresses.ts), the most specific first.
    expect(rules).toContain('/ca/mis-solicitudes/:p1  /ca/les-meves-sollicituds/:p1  301');
    expect(rules).toContain('/ca/buzon/:p1  /ca/bustia/:p1  301');
    expect(rules).toContain('/ca/asociaciones/letra/*  /ca/associacions/lletra/:splat  301');
    expect(rules.indexOf('/ca/bonos/mis-bonos  /ca/xecs/els-meus-xecs  301')).toBeLessThan(rules.indexOf('/ca/bonos/:p1  /ca/xecs/:p1  301'));
    expect(rules.some((rule) => rule.startsWith('/buzon') || rule.startsWith('/ca/agenda '))).toBe(false);
    expect(redirectsFile(['es'])).toContain('/mis-solicitudes/:reference  /mis-solicitudes/solicitud/  200');
  });

  it('is served so by the local server, which keeps _redirects to itself', async () => {
    const config = v.parse(RealmConfigSchema, { id: 'mini', name: 'Mini', hosts: ['mini.localhost'], languages: ['es', 'va'], mailboxes: ['incidencias'] });
    const dist = mkdtempSync(join(tmpdir(), 'site-'));
    const release = join(dist, '.releases', 'mini', 'b1');
    for (const [lang, folder] of [
      ['', 'mis-solicitudes/solicitud'],
      ['va', 'les-meues-sollicituds/sollicitud'],
    ] as const) {
      mkdirSync(join(release, lang, folder), { recursive: true });
      writeFileSync(join(release, lang, folder, 'index.html'), `<!doctype html><title>Consultar ${lang}</title>`);
    }
    writeRedirectsFile(release, config.languages);
    symlinkSync(join('.releases', 'mini', 'b1'), join(dist, 'mini'));
    const app = siteRoutes({ distDir: dist, realms: () => [config] });
    const get = (path: string) => app.request(`http://mini.localhost${path}`, { headers: { host: 'mini.localhost' } });
    const page = await get(`/mis-solicitudes/${REFERENCE}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Consultar </title>');
    expect(await (await get(`/va/les-meues-sollicituds/${REFERENCE.toLowerCase()}`)).text()).toContain('<title>Consultar va</title>');
    expect((await get('/_redirects')).status).toBe(404);
    // A link of an e-mail sent before Valencian had its own words leads to the page, the query kept.
    const old = await get(`/va/mis-solicitudes/${REFERENCE}?x=1`);
    expect(old.status).toBe(301);
    expect(old.headers.get('location')).toBe(`/va/les-meues-sollicituds/${REFERENCE}?x=1`);
    // A Spanish address in Spanish is no old address; a page that does not exist is not found in any words.
    expect((await get('/buzon/incidencias')).status).toBe(404);
    expect((await get('/va/no-existe')).status).toBe(404);
  });
});

describe('the address of a request’s page', () => {
  it('gives the reference from the path and the key from the fragment, never from the query', () => {
    expect(requestAddress(`https://asociaciones.alcantir.es/va/mis-solicitudes/${REFERENCE}#clave=abc-DEF_123`)).toEqual({
      reference: REFERENCE,
      key: 'abc-DEF_123',
    });
    expect(requestAddress(`/mis-solicitudes/${encodeURIComponent('alc 2026 7kx4 m9qp')}`)).toEqual({ reference: 'alc 2026 7kx4 m9qp' });
    expect(requestAddress(`/mis-solicitudes/${REFERENCE}?clave=en-la-consulta`)).toEqual({ reference: REFERENCE });
    expect(requestAddress('/mis-solicitudes/')).toEqual({});
    expect(requestAddress('/mis-solicitudes/%E0%A4%A')).toEqual({});
    // In another language, the list's own word (src/i18n/addresses.ts).
    expect(requestAddress(`/va/les-meues-sollicituds/${REFERENCE}#clave=k`, '/va/les-meues-sollicituds')).toEqual({ reference: REFERENCE, key: 'k' });
    expect(requestAddress(`/va/mis-solicitudes/${REFERENCE}`, '/va/les-meues-sollicituds')).toEqual({});
  });
});
