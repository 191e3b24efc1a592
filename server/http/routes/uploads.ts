/**
 * The asset call of the request form (spec §7 `POST {assets-api}/{realm}/{mailbox}/assets2`): one file per
 * call, its type told by its bytes, at most MAX_UPLOAD_BYTES, photos stripped of their metadata, stored under
 * a generated name in a folder no web server serves. It answers the `_id` the request then refers to.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { t } from '../src/i18n/index.ts';
import { MAX_UPLOAD_BYTES, type UploadedFile } from '../src/domain/request-rules.ts';
import { allFields, type Mailbox } from '../src/schemas/mailbox.ts';
import { BadImageError, stripMetadata } from './strip-metadata.ts';
import { DOCUMENT_KINDS, IMAGE_KINDS, KIND_INFO, PDF_KINDS, sniff, type FileKind } from './sniff.ts';
import type { MailboxAccess } from './write-access.ts';

/** Files a session may have uploaded and not yet sent, so nobody fills the disk through one form. */
export const MAX_PENDING_UPLOADS = 40;

export interface StoredUpload extends UploadedFile {
  realm: string; mailbox: string; sessionId: string; kind: FileKind; requestId: string | null;
}

export class Uploads {
  readonly db: DatabaseSync;
  readonly dir: string;

  constructor(db: DatabaseSync, dir: string) {
    this.db = db;
    this.dir = dir;
    db.exec(`CREATE TABLE IF NOT EXISTS uploads (
      id TEXT PRIMARY KEY, realm TEXT NOT NULL, mailbox TEXT NOT NULL, session_id TEXT NOT NULL, user_id TEXT NOT NULL,
      name TEXT NOT NULL, size INTEGER NOT NULL, mime TEXT NOT NULL, kind TEXT NOT NULL, path TEXT NOT NULL,
      created_at TEXT NOT NULL, request_id TEXT
    )`);
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
    this.db.prepare(`INSERT INTO uploads (id, realm, mailbox, session_id, user_id, name, size, mime, kind, path, created_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`).run(
      id, input.realm, input.mailbox, input.sessionId, input.userId, input.name, input.bytes.length, mime, input.kind,
      join(input.realm, file), new Date().toISOString(),
    );
    return { _id: id, name: input.name, size: input.bytes.length, mime };
  }

  get(id: string): StoredUpload | undefined {
    const row = this.db.prepare('SELECT * FROM uploads WHERE id = ?').get(id) as Record<string, string | number | null> | undefined;
    if (!row) return undefined;
    return {
      _id: String(row.id), name: String(row.name), size: Number(row.size), mime: String(row.mime), realm: String(row.realm),
      mailbox: String(row.mailbox), sessionId: String(row.session_id), kind: row.kind as FileKind, requestId: row.request_id as string | null,
    };
  }

  attach(ids: string[], requestId: string): void {
    const update = this.db.prepare('UPDATE uploads SET request_id = ? WHERE id = ?');
    for (const id of ids) update.run(requestId, id);
  }
}

/** What a field accepts, and how the message names it ('solo se admiten archivos …'). */
export function acceptedKinds(type: 'image' | 'pdf' | 'file'): { kinds: FileKind[]; names: string } {
  if (type === 'image') return { kinds: IMAGE_KINDS, names: 'JPEG, PNG o WebP' };
  if (type === 'pdf') return { kinds: PDF_KINDS, names: 'PDF' };
  return { kinds: DOCUMENT_KINDS, names: 'Word, Excel, texto o PDF' };
}

/** A display name without path, control characters or excess length; the stored name is generated. */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001F\u007F<>:"|?*]/g, '').trim();
  if (clean.length <= 150) return clean || 'archivo';
  const dot = clean.lastIndexOf('.');
  const ext = dot > 0 && clean.length - dot <= 10 ? clean.slice(dot) : '';
  return clean.slice(0, 150 - ext.length) + ext;
}

const megabytes = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export function uploadRoutes(uploads: Uploads, access: MailboxAccess) {
  const api = new Hono();
  api.post(
    '/:realm/:mailbox/assets2',
    bodyLimit({ maxSize: MAX_UPLOAD_BYTES + 64 * 1024, onError: (c) => c.json({ err: t('es', 'request.error.fileSize', { name: 'El archivo', max: megabytes(MAX_UPLOAD_BYTES) }) }, 413) }),
    async (c: Context) => {
      const { realm, mailbox: mailboxId } = c.req.param() as { realm: string; mailbox: string };
      const granted = access(c, realm, mailboxId);
      if ('response' in granted) return granted.response;
      const { mailbox, sessionId, user } = granted;
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody({ all: true });
      } catch {
        return c.json({ err: 'Envía el archivo como multipart/form-data.' }, 400);
      }
      const file = form.file;
      if (!(file instanceof File)) return c.json({ err: 'Envía un solo archivo en el campo "file".' }, 400);
      const target = uploadTarget(mailbox, typeof form.field === 'string' ? form.field : undefined);
      if (!target) return c.json({ err: 'Ese campo no admite archivos.' }, 400);
      const name = cleanFileName(file.name);
      if (file.size > MAX_UPLOAD_BYTES) return c.json({ err: t('es', 'request.error.fileSize', { name, max: megabytes(MAX_UPLOAD_BYTES) }) }, 413);
      if (uploads.pendingCount(sessionId) >= MAX_PENDING_UPLOADS) return c.json({ err: 'Has subido demasiados archivos sin enviarlos.' }, 429);
      const original = new Uint8Array(await file.arrayBuffer());
      const kind = sniff(original);
      if (!kind || !target.kinds.includes(kind)) return c.json({ err: t('es', 'request.error.fileType', { name, types: target.names }) }, 415);
      let bytes: Uint8Array;
      try {
        bytes = stripMetadata(original, kind);
      } catch (error) {
        if (error instanceof BadImageError) return c.json({ err: t('es', 'request.error.fileType', { name, types: target.names }) }, 415);
        throw error;
      }
      return c.json(uploads.save({ realm, mailbox: mailbox._id, sessionId, userId: user._id, name, kind, bytes }));
    },
  );
  return api;
}

/** The kinds a named upload field accepts, or (no field named) those of any upload field of the mailbox. */
function uploadTarget(mailbox: Mailbox, fieldName: string | undefined): { kinds: FileKind[]; names: string } | undefined {
  const fields = allFields(mailbox).filter((f) => f.type === 'image' || f.type === 'pdf' || f.type === 'file');
  const chosen = fieldName === undefined ? fields : fields.filter((f) => f.name === fieldName);
  if (chosen.length === 0) return undefined;
  const accepted = chosen.map((f) => acceptedKinds(f.type as 'image' | 'pdf' | 'file'));
  if (accepted.length === 1) return accepted[0];
  return { kinds: [...new Set(accepted.flatMap((a) => a.kinds))], names: [...new Set(accepted.map((a) => a.names))].join('; ') };
}
