/**
 * Secrets the database must hold for a while but nobody reading it should (docs/write-side.md, "What is kept"):
 * the follow-up key of a pay-and-send request waiting for its payment, and the one in a receipt waiting in the
 * outbox. They are sealed (AES-256-GCM) with a key of the server's own, kept in a file beside the database
 * (`portal.sqlite.key`, mode 0600), never in it: a copy of the database alone, or a read of its rows, opens
 * nothing. The file is made the first time something is sealed; a database in memory (tests) holds its key in
 * memory, for the life of the connection.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import type { DatabaseSync } from 'node:sqlite';

const PREFIX = 'sealed.v1.';
const paths = new WeakMap<DatabaseSync, string>();
const keys = new WeakMap<DatabaseSync, Buffer>();

/** Where the key of the database at `path` lives. */
export const sealingKeyPath = (path: string) => `${path}.key`;

/** Remembers where a connection's file is (`openDatabase`), so its key can be found beside it. */
export function rememberDatabasePath(db: DatabaseSync, path: string): void {
  if (path !== ':memory:') paths.set(db, path);
}

function keyOf(db: DatabaseSync): Buffer {
  const known = keys.get(db);
  if (known) return known;
  const path = paths.get(db);
  let key: Buffer;
  if (!path) key = randomBytes(32);
  else {
    const file = sealingKeyPath(path);
    if (!existsSync(file)) {
      // Written whole under a name of its own, then linked into place: of two processes opening the same database,
      // the second finds the first one's key complete, never a file still being written.
      const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(temp, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
      try {
        linkSync(temp, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        unlinkSync(temp);
      }
    }
    key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} is not a sealing key (32 bytes in base64)`);
  }
  keys.set(db, key);
  return key;
}

/**
 * A key for one purpose (`captcha-work`: signing the captcha's proof of work), derived from the server's key: every
 * process on the same database signs and checks alike, and the server's key itself signs nothing.
 */
export function derivedKey(db: DatabaseSync, purpose: string): Buffer {
  return createHmac('sha256', keyOf(db)).update(`portal.derived.v1\n${purpose}`).digest();
}

/** Whether `value` was made by `seal` (a value kept before sealing existed is plain). */
export const isSealed = (value: string) => value.startsWith(PREFIX);

/** `plain`, readable only with the database's key. */
export function seal(db: DatabaseSync, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(db), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** What `seal` sealed; a plain value (kept before sealing existed) is answered as it is. */
export function unseal(db: DatabaseSync, value: string): string {
  if (!isSealed(value)) return value;
  const bytes = Buffer.from(value.slice(PREFIX.length), 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyOf(db), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/**
 * A keyed digest (HMAC-SHA256 with a key derived from the database's sealing key) of `value` for `purpose`: equal
 * values meet, so a store can look one up, while a copy of the database without its key file cannot be searched
 * by trying every value (a NIF/NIE has only some 10⁸ candidates, too few for a plain hash).
 */
export function keyedDigest(db: DatabaseSync, purpose: string, value: string): string {
  const key = createHmac('sha256', keyOf(db)).update(`keyed-digest:${purpose}`).digest();
  return createHmac('sha256', key).update(value.normalize('NFC')).digest('base64url');
}
