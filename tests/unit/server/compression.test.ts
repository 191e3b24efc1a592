import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressed } from '../../../server/http/compress.ts';
import { localServer } from './support/local-server.ts';

const page = Buffer.from(
  `<!doctype html><html lang="es"><title>Asociaciones</title>${'<li><a href="/asociaciones/1">Asociación Cultural Àgora</a></li>'.repeat(200)}</html>`,
);

describe('compressing site files', () => {
  it('prefers Brotli, then gzip, by what the browser accepts', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', 'text/html; charset=utf-8', 50_000)).toBe('br');
    expect(chooseEncoding('gzip, deflate', 'text/javascript; charset=utf-8', 50_000)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip', 'text/css; charset=utf-8', 50_000)).toBe('gzip');
    expect(chooseEncoding('identity', 'text/css; charset=utf-8', 50_000)).toBeUndefined();
    expect(chooseEncoding(undefined, 'text/css; charset=utf-8', 50_000)).toBeUndefined();
  });

  it('leaves alone what compression does not help: images, spreadsheets, tiny files', () => {
    expect(chooseEncoding('br', 'image/png', 50_000)).toBeUndefined();
    expect(chooseEncoding('br', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 50_000)).toBeUndefined();
    expect(chooseEncoding('br', 'text/html; charset=utf-8', 200)).toBeUndefined();
    expect(chooseEncoding('br', 'image/svg+xml', 5_000)).toBe('br');
    expect(chooseEncoding('br', 'application/manifest+json', 5_000)).toBe('br');
  });

  it('gives back the same bytes once decompressed, and much fewer of them', () => {
    const br = compressed('/releases/a/1/index.html', page, 'br');
    const gz = compressed('/releases/a/1/index.html', page, 'gzip');
    expect(brotliDecompressSync(br).equals(page)).toBe(true);
    expect(gunzipSync(gz).equals(page)).toBe(true);
    expect(br.length).toBeLessThan(page.length / 10);
    // Made once: the same file asks again and gets the same buffer.
    expect(compressed('/releases/a/1/index.html', page, 'br')).toBe(br);
  });
});

describe("compressing the local API's answers", () => {
  const server = localServer();
  const client = server.client();
  const directoryCall =
    '/api/alcantir/collections/asociaciones?limit=10000&estado=Activa&sort=title&fields=headerImage,logo,title,subtitle,address,nodeTypes,telephones,emails,revisions';
  const get = (path: string, acceptEncoding?: string) => client.request(path, acceptEncoding ? { headers: { 'accept-encoding': acceptEncoding } } : {});

  it("sends the spec's directory call in Brotli or gzip, as the browser accepts, and the same JSON once decoded", async () => {
    const plain = await get(directoryCall);
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const json = Buffer.from(await plain.arrayBuffer());
    expect(JSON.parse(json.toString()).items.length).toBeGreaterThan(50);

    const br = await get(directoryCall, 'gzip, deflate, br, zstd');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('content-type')).toMatch(/^application\/json/);
    expect(br.headers.get('vary')).toMatch(/Accept-Encoding/i);
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(brotliDecompressSync(brBytes).equals(json)).toBe(true);
    expect(brBytes.length).toBeLessThan(json.length / 4);

    const gz = await get(directoryCall, 'gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).equals(json)).toBe(true);
  });

  it('leaves small answers and errors as they are, with their status', async () => {
    const one = await get('/api/alcantir/collections/asociaciones?limit=1&fields=title', 'br');
    expect(one.status).toBe(200);
    expect(one.headers.get('content-encoding')).toBeNull();
    const missing = await get('/api/alcantir/collections/nothing-here', 'br');
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { err: string }).err).toBeTruthy();
  });

  it("never compresses the write side's answers, which carry sessions and citizens' data (BREACH)", async () => {
    const captcha = await get('/api/alcantir/requests/captcha', 'br, gzip');
    expect(captcha.status).toBe(200);
    expect((await captcha.clone().arrayBuffer()).byteLength).toBeGreaterThan(1024);
    expect(captcha.headers.get('content-encoding')).toBeNull();
  });
});
