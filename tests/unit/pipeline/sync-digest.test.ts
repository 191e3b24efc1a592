import { afterAll, describe, expect, it } from 'vitest';
import { hashDigestsInPlace } from '../../../scripts/pipeline/sync-digest.ts';

const subtle = globalThis.crypto.subtle;
const webCrypto = subtle.digest;
afterAll(() => {
  subtle.digest = webCrypto;
});

const hex = (buffer: ArrayBuffer) => Buffer.from(buffer).toString('hex');

describe("a render process's digests, hashed in place", () => {
  it('gives the bytes Web Crypto gives, for the algorithms Astro uses, from a view or a buffer', async () => {
    const script = new TextEncoder().encode('(()=>{var a=1;customElements.define("astro-island",class{})})();'.repeat(40));
    const expected = await Promise.all(['SHA-256', 'SHA-384', 'SHA-512'].map(async (name) => hex(await subtle.digest(name, script))));
    hashDigestsInPlace();
    expect(await Promise.all(['SHA-256', 'SHA-384', { name: 'SHA-512' }].map(async (name) => hex(await subtle.digest(name, script))))).toEqual(expected);
    const slice = script.subarray(10, 200);
    expect(hex(await subtle.digest('SHA-256', slice))).toBe(hex(await webCrypto.call(subtle, 'SHA-256', slice)));
    expect(hex(await subtle.digest('SHA-256', slice.slice().buffer))).toBe(hex(await webCrypto.call(subtle, 'SHA-256', slice)));
  });
});
