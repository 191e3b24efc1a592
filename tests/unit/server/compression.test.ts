import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, compressed } from '../../../server/http/compress.ts';

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
