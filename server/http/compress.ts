import type { MiddlewareHandler } from 'hono';
import { promisify } from 'node:util';
import zlib, { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Types worth compressing: text, and formats that are text underneath. Images, fonts and zips already are. */
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|geo\+json|schema\+json|manifest\+json)|image\/svg\+xml)/;
/** Below this, the headers cost more than the saving. */
const MIN_BYTES = 1024;
/** Compressed copies kept in memory (a release's files never change: each build publishes a new folder). */
const CACHE_BYTES = 64 * 1024 * 1024;

type Encoding = 'br' | 'gzip';
const cache = new Map<string, Buffer<ArrayBuffer>>();
let cached = 0;

/** The encoding to answer with, from the request's Accept-Encoding: Brotli, else gzip, else none. */
export function chooseEncoding(accept: string | undefined, type: string, size: number): Encoding | undefined {
  if (!accept || size < MIN_BYTES || !COMPRESSIBLE.test(type)) return undefined;
  const offered = (name: string) => new RegExp(`(^|,)\\s*${name}\\s*(;\\s*q=(?!0(\\.0+)?\\s*(,|$))[\\d.]+)?\\s*(,|$)`, 'i').test(accept);
  if (offered('br')) return 'br';
  if (offered('gzip')) return 'gzip';
  return undefined;
}

/**
 * A file's bytes compressed, made once per file and encoding. `key` must change when the bytes do: the site
 * server passes the file's real path inside its release, which a new build never reuses.
 */
export function compressed(key: string, body: Buffer, encoding: Encoding): Buffer<ArrayBuffer> {
  const id = `${encoding} ${key}`;
  const hit = cache.get(id);
  if (hit) return hit;
  // zlib's synchronous calls return plain (non-shared) buffers.
  const out = (
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body, { level: 9 })
  ) as Buffer<ArrayBuffer>;
  // Oldest first out, when full: a Map keeps insertion order.
  for (const [old, value] of cache) {
    if (cached + out.length <= CACHE_BYTES) break;
    cache.delete(old);
    cached -= value.length;
  }
  if (out.length <= CACHE_BYTES) {
    cache.set(id, out);
    cached += out.length;
  }
  return out;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * The API's public content answers compressed by Accept-Encoding, as a proxy or CDN in front of the provider's API
 * sends them: the spec's directory call for 10,000 associations is 4.3 MB of JSON, about 470 KB in Brotli. Made per
 * answer (a query's answer is not a file that can be kept), off the event loop, at a quality that costs
 * milliseconds. Only public content: answers that carry a session or a citizen's data are never compressed, so
 * that input an attacker reflects into one cannot reveal its secrets through its size (BREACH).
 */
export function compressContent(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const answer = c.res;
    if (!answer.body || answer.headers.has('Content-Encoding')) return;
    const body = Buffer.from(await answer.arrayBuffer());
    const headers = new Headers(answer.headers);
    headers.append('Vary', 'Accept-Encoding');
    const encoding = chooseEncoding(c.req.header('accept-encoding'), headers.get('Content-Type') ?? '', body.length);
    let sent: Buffer = body;
    if (encoding) {
      sent =
        encoding === 'br'
          ? await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
          : await gzip(body, { level: 6 });
      headers.set('Content-Encoding', encoding);
      headers.delete('Content-Length');
    }
    // Unset first: Hono copies the old answer's headers onto a new one, which would undo the ones set here.
    c.res = undefined;
    c.res = new Response(new Uint8Array(sent), { status: answer.status, statusText: answer.statusText, headers });
  };
}
