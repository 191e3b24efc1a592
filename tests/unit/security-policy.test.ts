import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseHeadersFile, writeHeadersFile } from '../../scripts/pipeline/headers-file.ts';
import { siteRoutes } from '../../server/http/routes/site.ts';
import { cspDirectives, securityHeaders } from '../../src/realm/security.ts';
import { RealmConfigSchema } from '../../src/schemas/realm.ts';

const ROOT = join(import.meta.dirname, '..', '..');
const realm = (over: Record<string, unknown> = {}) =>
  v.parse(RealmConfigSchema, { id: 'mini', name: 'Mini', hosts: ['asociaciones.mini.example', 'mini.localhost'], languages: ['es', 'va'], ...over });
const directive = (list: string[], name: string) => list.find((d) => d.startsWith(`${name} `));

describe('the content security policy of a realm', () => {
  it('lets the islands reach the realm’s API endpoints and the map its CDN, nothing else', () => {
    const policy = cspDirectives(
      realm({ endpoints: { content: '/api', payments: 'https://pay.provider.example/v1', census: 'https://padron.example' }, mapStyle: 'jawg' }),
    );
    expect(directive(policy, 'connect-src')).toBe(
      "connect-src 'self' https://padron.example https://pay.provider.example https://api.jawg.io https://tile.jawg.io",
    );
    expect(directive(policy, 'form-action')).toBe("form-action 'self' https://padron.example https://pay.provider.example");
    expect(directive(cspDirectives(realm()), 'connect-src')).toBe("connect-src 'self'");
    expect(directive(cspDirectives(realm({ mapStyle: 'https://tiles.example.org/style.json' })), 'connect-src')).toBe(
      "connect-src 'self' https://tiles.example.org",
    );
  });
  it('never allows inline or evaluated scripts, plugins, or a foreign <base>', () => {
    const all = [...cspDirectives(realm({ mapStyle: 'mapbox' })), securityHeaders(realm())['Content-Security-Policy']!].join(';');
    expect(all).not.toMatch(/unsafe-inline|unsafe-eval|script-src|style-src/);
    expect(directive(cspDirectives(realm()), 'object-src')).toBe("object-src 'none'");
    expect(directive(cspDirectives(realm()), 'base-uri')).toBe("base-uri 'self'");
  });
  it('puts frame-ancestors in the header only (browsers ignore it in a meta element) and keeps default-src out of it', () => {
    const header = securityHeaders(realm())['Content-Security-Policy']!;
    expect(header).toMatch(/frame-ancestors 'self'$/);
    expect(header).not.toMatch(/default-src/);
    expect(cspDirectives(realm()).join(';')).not.toMatch(/frame-ancestors/);
  });
  it('asks for HSTS, nosniff, a referrer policy and geolocation for the site only', () => {
    expect(securityHeaders(realm())).toMatchObject({
      'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'Permissions-Policy': expect.stringMatching(/(^|, )geolocation=\(self\)(,|$)/),
    });
  });
});

describe('the local server, the CDN headers file and the nginx example send the same headers', () => {
  const config = realm({ endpoints: { requests: 'https://api.provider.example' } });
  const expected = securityHeaders(config);

  it('the local server, on pages, assets, the 404 page, and never serving _headers', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'site-'));
    const release = join(dist, '.releases', 'mini', 'b1');
    mkdirSync(join(release, '_astro'), { recursive: true });
    writeFileSync(join(release, 'index.html'), '<!doctype html><title>Mini</title>');
    writeFileSync(join(release, '_astro', 'a.js'), 'export {}');
    writeHeadersFile(release, expected);
    symlinkSync(join('.releases', 'mini', 'b1'), join(dist, 'mini'));
    const app = siteRoutes({ distDir: dist, realms: () => [config] });
    // The headers file however its name is written: percent-encoded, doubled slashes, a path that walks back to it.
    const headersFile = ['/_headers', '/%5Fheaders', '/%5fheaders', '/_header%73', '//_headers', '/_astro/../_headers', '/_astro/%2e%2e/_headers'];
    for (const path of ['/', '/_astro/a.js', '/no-such-page', ...headersFile]) {
      const response = await app.request(`http://mini.localhost${path}`, { headers: { host: 'mini.localhost' } });
      for (const [name, value] of Object.entries(expected)) expect(response.headers.get(name), `${path} ${name}`).toBe(value);
      if (headersFile.includes(path)) {
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).not.toContain('Strict-Transport-Security');
      }
    }
  });

  it('the _headers file of each release', () => {
    const dir = mkdtempSync(join(tmpdir(), 'headers-'));
    const rules = parseHeadersFile(readFileSync(writeHeadersFile(dir, expected), 'utf8'));
    expect(rules.get('/*')).toEqual(expected);
    expect(rules.get('/_astro/*')).toEqual({ 'Cache-Control': 'public, max-age=31536000, immutable' });
  });

  it('deploy/nginx.conf, in every location that sets headers of its own', () => {
    const realms = mkdtempSync(join(tmpdir(), 'realms-'));
    mkdirSync(join(realms, 'mini'));
    writeFileSync(
      join(realms, 'mini', 'realm.json'),
      JSON.stringify({
        id: 'mini',
        name: 'Mini',
        hosts: ['asociaciones.mini.example'],
        languages: ['es', 'va'],
        endpoints: { requests: 'https://api.provider.example' },
      }),
    );
    const conf = execFileSync(process.execPath, [join(ROOT, 'scripts', 'nginx-config.ts')], {
      env: { ...process.env, PORTAL_REALMS_DIR: realms },
      encoding: 'utf8',
    });
    const server = conf.slice(conf.indexOf('server {'), conf.indexOf('server {', conf.indexOf('server {') + 1));
    // The server level, then each location with add_header lines of its own (nginx does not inherit into those).
    const blocks = server
      .split(/\n\s*location /)
      .map((block) => [...block.matchAll(/add_header (\S+) "([^"]*)" always;/g)])
      .filter((lines) => lines.length);
    expect(blocks.length).toBeGreaterThanOrEqual(4);
    for (const lines of blocks) expect(Object.fromEntries(lines.map(([, name, value]) => [name, value]))).toEqual(expected);
  });

  it('the checked-in deploy/nginx.conf is what the generator writes for the realms', () => {
    const conf = execFileSync(process.execPath, [join(ROOT, 'scripts', 'nginx-config.ts')], {
      cwd: ROOT,
      env: { ...process.env, PORTAL_REALMS_DIR: join(ROOT, 'realms') },
      encoding: 'utf8',
    });
    expect(readFileSync(join(ROOT, 'deploy', 'nginx.conf'), 'utf8')).toBe(conf);
  });
});
