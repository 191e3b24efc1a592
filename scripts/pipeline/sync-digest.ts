import { createHash } from 'node:crypto';

/** Web Crypto's digest names and node:crypto's. */
const NAMES: Record<string, string> = { 'SHA-1': 'sha1', 'SHA-256': 'sha256', 'SHA-384': 'sha384', 'SHA-512': 'sha512' };

/**
 * Makes this process's `crypto.subtle.digest` hash on the spot. Astro hashes every page's inline scripts and
 * styles for its Content-Security-Policy, with Web Crypto, whose every call is a job handed to libuv's thread pool
 * and back: a render process of 12,000 pages spent 1.5 s of its main thread (6 %) only handing them over. The
 * result is the same digest, computed by node:crypto, already resolved. Render processes only (render-process.ts).
 */
export function hashDigestsInPlace(): void {
  const subtle = globalThis.crypto.subtle;
  const original = subtle.digest.bind(subtle);
  subtle.digest = ((algorithm: AlgorithmIdentifier, data: BufferSource) => {
    const name = NAMES[typeof algorithm === 'string' ? algorithm : algorithm.name];
    if (!name) return original(algorithm, data);
    const bytes = ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength) : new Uint8Array(data);
    const digest = createHash(name).update(bytes).digest();
    return Promise.resolve(digest.buffer.slice(digest.byteOffset, digest.byteOffset + digest.byteLength));
  }) as typeof subtle.digest;
}
