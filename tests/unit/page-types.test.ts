import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { address, builtFile, pageRoutes, pageTypes, routeOf, routeRegExp, type PageSample } from '../support/page-types.ts';

/** A pages folder holding just these files, as `src/pages` holds its routes. */
function pagesDir(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'pages-'));
  for (const file of files) {
    mkdirSync(join(dir, file, '..'), { recursive: true });
    writeFileSync(join(dir, file), '---\n---\n');
  }
  return dir;
}

describe('the page types of the site, from the routes of src/pages', () => {
  it('reads each .astro route with Astro’s conventions: index is its folder, the realm and language folders are not in it', () => {
    const dir = pagesDir([
      '[realm]/[...lang]/index.astro',
      '[realm]/[...lang]/agenda/index.astro',
      '[realm]/[...lang]/agenda/calendario.ics.ts',
      '[realm]/[...lang]/asociaciones/[id].astro',
      '[realm]/[...lang]/asociaciones/letra/[...letter].astro',
      '[realm]/[...lang]/404.astro',
    ]);
    expect(pageRoutes(dir).map((r) => r.route)).toEqual(['/', '/404', '/agenda', '/asociaciones/[id]', '/asociaciones/letra/[...letter]']);
    expect(() => pageRoutes(pagesDir(['suelta.astro']))).toThrow(/suelta\.astro is not under/);
  });

  it('finds the real routes, the ones added with the follow-up pages and surveys among them', () => {
    const routes = pageRoutes().map((r) => r.route);
    for (const route of ['/', '/404', '/tramites', '/encuestas/[id]', '/cuenta', '/mis-solicitudes/solicitud', '/gestion', '/asociaciones/letra/[...letter]'])
      expect(routes).toContain(route);
    expect(routes.some((route) => /\.(ts|json|xml|ics)/.test(route))).toBe(false);
  });

  it('fails naming a route that has no sample address, so that a new page type cannot be skipped', () => {
    const routes = [...pageRoutes(), { route: '/nueva/[id]', file: '[realm]/[...lang]/nueva/[id].astro' }];
    expect(() => pageTypes(routes)).toThrow(/no sample address for \/nueva\/\[id\] \(src\/pages\/\[realm\]\/\[\.\.\.lang\]\/nueva\/\[id\]\.astro\)/);
    const dir = pagesDir(['[realm]/[...lang]/index.astro', '[realm]/[...lang]/otra.astro']);
    expect(() => pageTypes(pageRoutes(dir))).toThrow(/no sample address for \/otra /);
  });

  it('fails on a sample whose route is gone', () => {
    const dir = pagesDir(['[realm]/[...lang]/index.astro']);
    expect(() => pageTypes(pageRoutes(dir), { '/': () => [{ path: '/' }], '/antigua': () => [{ path: '/antigua' }] })).toThrow(/no longer has: \/antigua/);
  });

  const routes = pageRoutes();
  const samples = pageTypes(routes);

  it('gives every route at least one sample, and each sample is served by its own route', () => {
    const names = routes.map((r) => r.route);
    expect(new Set(samples.map((s) => s.route))).toEqual(new Set(names));
    for (const sample of samples) {
      if (sample.status === 404) expect(routeOf(sample.path, names), `${sample.path} must be unknown to every route`).toBeUndefined();
      else expect(routeOf(sample.path, names), sample.path).toBe(sample.route);
      if (sample.redirectsTo) expect(routeOf(sample.redirectsTo, names), `${sample.path} → ${sample.redirectsTo}`).toBeDefined();
    }
    // Filled from the demo content: no placeholder left unfilled.
    expect(samples.filter((s) => /undefined|:\w|\[/.test(s.path))).toEqual([]);
  });

  it('matches Astro’s parameters: one segment for [param], one or more for [...rest]', () => {
    expect(routeRegExp('/asociaciones/[id]').test('/asociaciones/6650a1')).toBe(true);
    expect(routeRegExp('/asociaciones/[id]').test('/asociaciones/6650a1/mas')).toBe(false);
    expect(routeRegExp('/asociaciones/letra/[...letter]').test('/asociaciones/letra/a/2')).toBe(true);
    expect(routeRegExp('/asociaciones/letra/[...letter]').test('/asociaciones/letra/')).toBe(false);
    expect(routeRegExp('/noticias/rss.xml').test('/noticias/rssxxml')).toBe(false);
    const names = routes.map((r) => r.route);
    expect(routeOf('/asociaciones/letra', names)).toBe('/asociaciones/[id]');
    expect(routeOf('/asociaciones/una/dos', names)).toBeUndefined();
  });

  it('gives each sample’s address and built file in every language of its realm', () => {
    const sample = (route: string) => samples.find((s) => s.route === route)!;
    expect(address(sample('/'), 'va')).toBe('/va/');
    expect(address(sample('/tramites'), 'es')).toBe('/tramites');
    expect(() => address(sample('/tramites'), 'ca')).toThrow(/alcantir has no language ca/);
    expect(builtFile(sample('/'), 'es')).toBe('index.html');
    expect(address(sample('/tramites'), 'va')).toBe('/va/tramits');
    expect(builtFile(sample('/tramites'), 'va')).toBe('va/tramits/index.html');
    expect(builtFile(sample('/404'), 'va')).toBe('va/404/index.html');
    expect(builtFile(sample('/mis-solicitudes/solicitud'), 'es')).toBe('mis-solicitudes/solicitud/index.html');
    const letter: PageSample = sample('/asociaciones/letra/[...letter]');
    expect(letter.realm).toBe('poble');
    expect(builtFile({ ...letter, path: '/asociaciones/letra/ñ' }, 'va')).toBe('va/associacions/lletra/ñ/index.html');
    expect(builtFile(sample('/buscar'), 'es')).toBe('buscar/index.html');
  });
});
