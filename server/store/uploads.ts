/**
 * Files citizens uploaded for a request: the bytes under a generated name in `<uploads>/<realm>/`, a folder no
 * web server serves, and a row that says whose they are and, once sent, which request they belong to.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { UploadedFile } from '../../src/domain/request-rules.ts';
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

export class Uploads {
  readonly db: Database;
  readonly dir: string;

  constructor(db: Database, dir: string) {
    this.db = db;
    this.dir = dir;
  }

  pendingCount(sessionId: string): number {
    return (this.db.prepare('SELECT count(*) AS n FROM uploads WHERE session_id = ? AND request_id IS NULL').get(sessionId) as { n: number }).n;
  }

  save(input: { realm: string; mailbox: string; sessionId: string; userId: string; name: string; kind: FileKind; bytes: Uint8Array }): UploadedFile {
    const id = randomBytes(12).toString('hex');
    const { mime, ext } = KIND_INFO[input.kind];
    const folder = join(this.dir, input.realm);
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const file = `${id}.${ext}`;
    writeFileSync(join(folder, file), input.bytes, { mode: 0o600, flag: 'wx' });
    this.db
      .prepare(`INSERT INTO uploads (id, realm, mailbox, session_id, user_id, name, size, mime, kind, path, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(
        id,
        input.realm,
        input.mailbox,
        input.sessionId,
        input.userId,
        input.name,
        input.bytes.length,
        mime,
        input.kind,
        join(input.realm, file),
        new Date().toISOString(),
      );
    return { _id: id, name: input.name, size: input.bytes.length, mime };
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

  attach(ids: string[], requestId: string): void {
    const update = this.db.prepare('UPDATE uploads SET request_id = ? WHERE id = ?');
    for (const id of ids) update.run(requestId, id);
  }
}
