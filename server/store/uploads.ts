/**
 * Files citizens uploaded for a request: the bytes under a generated name in `<uploads>/<realm>/`, a folder no
 * web server serves, and a row that says whose they are and, once sent, which request they belong to. One not
 * sent within ABANDONED_AFTER_MS is deleted, file and row, by `removeAbandoned` (run by the server's timer,
 * `server/jobs/abandoned-uploads.ts`). While it waits, the row keeps the address it came from, for the cap
 * per address; sending clears it.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UploadedFile } from '../../src/domain/requests/request-rules.ts';
import { KIND_INFO, type FileKind } from '../files/sniff.ts';
import type { Database } from './database.ts';

export interface StoredUpload extends UploadedFile {
  realm: string;
  mailbox: string;
  sessionId: string;
  kind: FileKind;
  requestId: string | null;
  /** Where the bytes are kept. */
  file: string;
}

/** How long an upload may wait to be sent with a request before it is deleted. */
export const ABANDONED_AFTER_MS = 24 * 3_600_000;

/** What a user and an address have uploaded and not yet sent (the caps of the upload call). */
export interface Pending {
  byUser: number;
  byAddress: number;
  /** When the oldest of those is deleted if still not sent (ms since the epoch), or undefined when none. */
  firstExpiry: number | undefined;
}

export class Uploads {
  readonly db: Database;
  readonly dir: string;

  constructor(db: Database, dir: string) {
    this.db = db;
    this.dir = dir;
  }

  pending(userId: string, address: string): Pending {
    const count = (column: 'user_id' | 'client_address', value: string) =>
      this.db.prepare(`SELECT count(*) AS n, min(created_at) AS oldest FROM uploads WHERE ${column} = ? AND request_id IS NULL`).get(value) as {
        n: number;
        oldest: string | null;
      };
    const byUser = count('user_id', userId);
    const byAddress = count('client_address', address);
    const oldest = [byUser.oldest, byAddress.oldest].filter((at): at is string => at !== null).sort()[0];
    return { byUser: byUser.n, byAddress: byAddress.n, firstExpiry: oldest ? Date.parse(oldest) + ABANDONED_AFTER_MS : undefined };
  }

  save(
    input: { realm: string; mailbox: string; sessionId: string; userId: string; address: string; name: string; kind: FileKind; bytes: Uint8Array },
    now = Date.now(),
  ): UploadedFile {
    const id = randomBytes(12).toString('hex');
    const { mime, ext } = KIND_INFO[input.kind];
    const folder = join(this.dir, input.realm);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const file = `${id}.${ext}`;
    writeFileSync(join(folder, file), input.bytes, { mode: 0o600, flag: 'wx' });
    this.db
      .prepare(`INSERT INTO uploads (id, realm, mailbox, session_id, user_id, client_address, name, size, mime, kind, path, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(
        id,
        input.realm,
        input.mailbox,
        input.sessionId,
        input.userId,
        input.address,
        input.name,
        input.bytes.length,
        mime,
        input.kind,
        join(input.realm, file),
        new Date(now).toISOString(),
      );
    return { _id: id, name: input.name, size: input.bytes.length, mime };
  }

  /**
   * Deletes every upload not sent within ABANDONED_AFTER_MS, file and row, and any file of the uploads folder
   * that is as old and has no row (the server stopped between writing it and recording it). Answers how many.
   */
  removeAbandoned(now = Date.now()): { rows: number; files: number } {
    const before = new Date(now - ABANDONED_AFTER_MS).toISOString();
    const stale = this.db.prepare('SELECT id, path FROM uploads WHERE request_id IS NULL AND created_at < ?').all(before) as Array<{
      id: string;
      path: string;
    }>;
    let files = 0;
    for (const { id, path } of stale) {
      rmSync(join(this.dir, path), { force: true });
      this.db.prepare('DELETE FROM uploads WHERE id = ? AND request_id IS NULL').run(id);
      files++;
    }
    const known = this.db.prepare('SELECT 1 FROM uploads WHERE path = ?');
    for (const realm of this.folders()) {
      for (const name of readdirSync(join(this.dir, realm))) {
        const path = join(this.dir, realm, name);
        if (statSync(path).mtimeMs < now - ABANDONED_AFTER_MS && known.get(join(realm, name)) === undefined) {
          rmSync(path, { force: true });
          files++;
        }
      }
    }
    return { rows: stale.length, files };
  }

  private folders(): string[] {
    try {
      return readdirSync(this.dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name);
    } catch {
      return []; // nothing uploaded yet
    }
  }

  get(id: string): StoredUpload | undefined {
    const row = this.db.prepare('SELECT * FROM uploads WHERE id = ?').get(id) as Record<string, string | number | null> | undefined;
    if (!row) return undefined;
    return {
      _id: String(row.id),
      name: String(row.name),
      size: Number(row.size),
      mime: String(row.mime),
      realm: String(row.realm),
      mailbox: String(row.mailbox),
      sessionId: String(row.session_id),
      kind: row.kind as FileKind,
      requestId: row.request_id as string | null,
      file: join(this.dir, String(row.path)),
    };
  }

  /** The files sent with a request, in the order they were uploaded. */
  ofRequest(requestId: string): UploadedFile[] {
    return this.db
      .prepare('SELECT id AS _id, name, size, mime FROM uploads WHERE request_id = ? ORDER BY created_at, rowid')
      .all(requestId) as unknown as UploadedFile[];
  }

  /** Deletes an upload, file and row (a voucher's ticket photo at the end of its retention, docs/vouchers.md). */
  remove(id: string): void {
    const found = this.get(id);
    if (found) rmSync(found.file, { force: true });
    this.db.prepare('DELETE FROM uploads WHERE id = ?').run(id);
  }

  attach(ids: string[], requestId: string): void {
    const update = this.db.prepare('UPDATE uploads SET request_id = ?, client_address = NULL WHERE id = ?');
    for (const id of ids) update.run(requestId, id);
  }
}
