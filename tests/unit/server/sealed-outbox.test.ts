/**
 * A receipt whose sealed follow-up key cannot be opened (the key file beside the database lost or replaced) is
 * given up, not claimed again after every lease for ever; and a key file is never read half written. Keyed digests
 * (an appointment's NIF/NIE) meet within one database and purpose, and mean nothing without its key.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/store/database.ts';
import { MailOutbox, type OutgoingMail } from '../../../server/store/mail-outbox.ts';
import { keyedDigest, seal, sealingKeyPath, unseal } from '../../../server/store/sealed.ts';

const receipt = (secret: string): OutgoingMail => ({
  realm: 'alcantir',
  requestId: null,
  kind: 'receipt',
  to: 'a@example.org',
  fromName: 'Ajuntament',
  subject: 'Justificante',
  text: `Su enlace: https://x/#clave=${secret}`,
  html: `<a href="https://x/#clave=${secret}">enlace</a>`,
  secret,
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('sealed secrets', () => {
  it('give up a queued receipt whose key cannot be opened, and go on to the next', () => {
    const db = openDatabase(':memory:');
    const outbox = new MailOutbox(db);
    const broken = outbox.enqueue(receipt('clave-perdida'), 1);
    const good = outbox.enqueue(receipt('clave-buena'), 2);
    // As if sealed with another database's key: the same shape, other bytes.
    db.prepare('UPDATE mail_outbox SET sealed_key = ? WHERE id = ?').run(seal(openDatabase(':memory:'), 'clave-perdida'), broken);
    const claimed = outbox.claimNext(60_000, 10);
    expect(claimed?.id).toBe(good);
    expect(claimed?.text).toContain('clave-buena');
    expect(db.prepare('SELECT status, sealed_key, text FROM mail_outbox WHERE id = ?').get(broken)).toMatchObject({
      status: 'failed',
      sealed_key: null,
      text: null,
    });
  });

  it('keep one key per database file, made whole before anyone reads it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sealed-'));
    dirs.push(dir);
    const file = join(dir, 'portal.sqlite');
    const first = openDatabase(file);
    const second = openDatabase(file);
    const sealed = seal(first, 'secreto');
    expect(unseal(second, sealed)).toBe('secreto');
    expect(Buffer.from(readFileSync(sealingKeyPath(file), 'utf8'), 'base64')).toHaveLength(32);
  });
  it('make keyed digests that meet for one database and purpose, and differ with another key or purpose', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sealed-'));
    dirs.push(dir);
    const one = openDatabase(join(dir, 'one.sqlite'));
    const again = openDatabase(join(dir, 'one.sqlite'));
    const other = openDatabase(join(dir, 'other.sqlite'));
    const digest = keyedDigest(one, 'appointments/alcantir', '12345678Z');
    expect(digest).toMatch(/^[\w-]{43}$/);
    expect(keyedDigest(again, 'appointments/alcantir', '12345678Z')).toBe(digest);
    expect(keyedDigest(one, 'appointments/vilamar', '12345678Z')).not.toBe(digest);
    expect(keyedDigest(other, 'appointments/alcantir', '12345678Z')).not.toBe(digest);
    expect(keyedDigest(one, 'appointments/alcantir', '12345679S')).not.toBe(digest);
  });
});
