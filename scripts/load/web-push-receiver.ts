/**
 * The receiving side of Web Push, written from the RFCs with node:crypto only, independent of the web-push library
 * the server sends with: the check of a message's VAPID Authorization (RFC 8292 §3) and the decryption of its
 * aes128gcm body (RFC 8291 with RFC 8188). The test push service (tests/fixtures/push-service.ts) and the bench's
 * push service (scripts/load/push-service-process.ts) both receive with it.
 */
import { createDecipheriv, type ECDH, createPublicKey, hkdfSync, verify } from 'node:crypto';

/** The claims of a VAPID JWT a push service checks. */
export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/** A subscription's private side: its ECDH key pair and auth secret. */
export interface ReceiverKeys {
  ecdh: ECDH;
  auth: Buffer;
}

const b64u = (buffer: Buffer) => buffer.toString('base64url');

/** The raw (uncompressed, 65-byte) P-256 public key as a KeyObject, for checking an ES256 signature. */
function p256PublicKey(raw: Buffer) {
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('not an uncompressed P-256 point');
  return createPublicKey({ key: { kty: 'EC', crv: 'P-256', x: b64u(raw.subarray(1, 33)), y: b64u(raw.subarray(33, 65)) }, format: 'jwk' });
}

/**
 * Checks an RFC 8292 Authorization header for `origin`: answers the claims and key, or throws saying what is wrong.
 */
export function checkVapid(header: string | undefined, origin: string, now = Date.now()): { claims: VapidClaims; key: string } {
  const match = /^vapid\s+(.+)$/i.exec(header ?? '');
  if (!match) throw new Error('no "vapid" Authorization');
  const params = Object.fromEntries(
    match[1]!.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    }),
  );
  const token = params.t;
  const key = params.k;
  if (!token || !key) throw new Error('the Authorization lacks t or k');
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new Error('t is not a JWT');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string; typ?: string };
  if (header_.alg !== 'ES256') throw new Error(`the JWT's alg is ${header_.alg}, not ES256`);
  const signed = Buffer.from(`${head}.${body}`);
  // JWS ES256 signatures are r||s (64 bytes), "ieee-p1363" in node:crypto's terms.
  const good = verify('sha256', signed, { key: p256PublicKey(Buffer.from(key, 'base64url')), dsaEncoding: 'ieee-p1363' }, Buffer.from(signature, 'base64url'));
  if (!good) throw new Error("the JWT's signature does not verify with k");
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as VapidClaims;
  if (claims.aud !== origin) throw new Error(`aud is ${claims.aud}, not ${origin}`);
  const seconds = Math.floor(now / 1000);
  if (typeof claims.exp !== 'number' || claims.exp <= seconds || claims.exp > seconds + 24 * 3600) throw new Error('exp is not within 24 hours');
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) throw new Error('sub is missing or not mailto:/https:');
  return { claims, key };
}

/** RFC 8291 §3.4 and RFC 8188 §2: the plaintext of an aes128gcm body sent to the holder of `keys`. */
export function decryptAes128gcm(body: Buffer, keys: ReceiverKeys): Buffer {
  if (body.length < 21 + 65) throw new Error('the body is shorter than its header');
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  if (idLength !== 65) throw new Error(`keyid is ${idLength} bytes, not a P-256 public key`);
  const records = body.subarray(21 + idLength);
  if (records.length > recordSize) throw new Error('more than one record: a push message has one');
  const shared = keys.ecdh.computeSecret(senderKey);
  const receiverKey = keys.ecdh.getPublicKey();
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), receiverKey, senderKey]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, keys.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(records.subarray(records.length - 16));
  const padded = Buffer.concat([decipher.update(records.subarray(0, records.length - 16)), decipher.final()]);
  // The last record ends with 0x02 and then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the record does not end with the last-record delimiter');
  return padded.subarray(0, end);
}
