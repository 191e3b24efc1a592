import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeSitemap } from '../../../scripts/pipeline/sitemap.ts';

function release(paths: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'release-'));
  for (const path of paths) {
    mkdirSync(join(dir, path), { recursive: true });
    writeFileSync(join(dir, path, 'index.html'), '<!doctype html>');
  }
  return dir;
}

describe('the sitemap', () => {
  const dir = release([
    '',
    'va',
    'asociaciones',
    // Each language's pages at its own words' addresses (src/i18n/addresses.ts).
    'va/associacions',
    'noticias/n1',
    'va/noticies/n1',
    '404',
    'va/404',
    'offline',
    'directorio',
    'gestion',
    'gestion/solicitud',
    'va/gestio',
    'cuenta',
    'va/compte/perfil',
    'cita-previa',
    'cita-previa/cita',
    'va/cita-previa/cita',
  ]);
  const count = writeSitemap(dir, 'asociaciones.alcantir.es', ['es', 'va']);
  const xml = readFileSync(join(dir, 'sitemap.xml'), 'utf8');
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it('lists every content page exactly once, on the primary host', () => {
    expect(count).toBe(7);
    expect(locs).toHaveLength(7);
    expect(new Set(locs).size).toBe(7);
    expect(locs).toContain('https://asociaciones.alcantir.es/va/associacions');
    // A language's home as its canonical link and the site's links give it.
    expect(locs).toContain('https://asociaciones.alcantir.es/va/');
  });
  it('leaves out the 404, offline, redirect and account pages, and the staff desk', () => {
    expect(xml).not.toMatch(/404|offline|directorio|cuenta|compte|gestio/);
  });
  it('leaves out an appointment’s private page, and keeps the appointments list of its section', () => {
    expect(locs).toContain('https://asociaciones.alcantir.es/cita-previa');
    expect(xml).not.toContain('/cita-previa/cita');
  });
  it('gives each page its alternates in every language and x-default', () => {
    const entry = xml.split('\n').find((line) => line.includes('<loc>https://asociaciones.alcantir.es/va/noticies/n1</loc>'))!;
    expect(entry).toContain('hreflang="es" href="https://asociaciones.alcantir.es/noticias/n1"');
    expect(entry).toContain('hreflang="ca-valencia" href="https://asociaciones.alcantir.es/va/noticies/n1"');
    expect(entry).toContain('hreflang="x-default" href="https://asociaciones.alcantir.es/noticias/n1"');
  });
  it('points robots.txt at the sitemap', () => {
    const robots = readFileSync(join(dir, 'robots.txt'), 'utf8');
    expect(robots).toContain('Sitemap: https://asociaciones.alcantir.es/sitemap.xml');
    // Each language's requests in its words.
    expect(robots).toContain('Disallow: /va/les-meues-sollicituds/\n');
  });
});
