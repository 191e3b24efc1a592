/**
 * What the desk downloads: the filtered queue as XLSX or CSV, and a file a citizen sent, through the same
 * staff access as the desk's other calls (desk.ts). Files are never served from a public URL: only here, to
 * the staff of the request's mailbox, as an attachment with the type read from its bytes when it was uploaded,
 * `nosniff` and `no-store`.
 */
import { createReadStream, existsSync } from 'node:fs';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { madridDay } from '../../../src/domain/content/calendar.ts';
import { csv } from '../../../src/domain/text/csv.ts';
import { csvRows, exportTable } from '../../../src/domain/desk/desk-export.ts';
import { MEDIA_TYPES } from '../../../src/domain/http/media-types.ts';
import { parseReference } from '../../../src/domain/requests/request-reference.ts';
import { workbook } from '../../../src/domain/open-data/spreadsheet.ts';
import { pick, t } from '../../../src/i18n/index.ts';
import type { Translatable } from '../../../src/schemas/common.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import { attachmentDisposition, fileNameForKind } from '../../files/file-name.ts';
import type { Census } from '../../store/census.ts';
import type { DocumentStore } from '../../store/documents.ts';
import { findMailbox } from '../../store/mailboxes.ts';
import type { SqlitePayments } from '../../store/payments.ts';
import { realmColour } from '../../store/realm-colour.ts';
import type { RequestQueue } from '../../store/request-queue.ts';
import type { Requests } from '../../store/requests.ts';
import type { Uploads } from '../../store/uploads.ts';
import { staffName, type Users } from '../../store/users.ts';
import { NO_STORE, notYourMailbox, type StaffAccess } from '../guards/staff-access.ts';
import { callerLanguage } from '../errors.ts';
import { mailboxDeadlines, queueAsked } from './desk.ts';
import { realmById } from '../../../src/realm/resolve.ts';

/** The most rows an export holds: more than a year of a large town's requests; beyond it, narrow the filters. */
export const EXPORT_MAX_ROWS = 20_000;

const TYPES = { xlsx: MEDIA_TYPES.xlsx, csv: MEDIA_TYPES.csv } as const;

export interface DeskFilesOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  access: StaffAccess;
  users: Users;
  requests: Requests;
  queue: RequestQueue;
  uploads: Uploads;
  payments: SqlitePayments;
  census: Census;
}

export function deskFileRoutes({ store, realms, access, users, requests, queue, uploads, payments, census }: DeskFilesOptions) {
  const api = new Hono();

  const exportQueue = (format: keyof typeof TYPES) => (c: Context) => {
    const realmId = c.req.param('realm')!;
    const asked = queueAsked(c, realmId, access, mailboxDeadlines(store, realmId), Date.now());
    // An export of one mailbox (asked for, or the only one the member handles) has its questions as columns too.
    const one = asked.filters.mailboxes?.length === 1 ? findMailbox(store, realmId, asked.filters.mailboxes[0]!) : undefined;
    const own = one?.state === 'found' ? one.mailbox : undefined;
    const items = queue.all(realmId, asked.filters, EXPORT_MAX_ROWS + 1, { sent: !!own });
    if (items.length > EXPORT_MAX_ROWS) {
      throw new ApiError('exportTooMany', { params: { max: EXPORT_MAX_ROWS }, headers: NO_STORE });
    }
    if (own?.payments) {
      for (const item of items) {
        const ledger = typeof item.sent?.payment === 'string' ? payments.get(realmId, item.sent.payment) : undefined;
        item.payment = ledger ? { status: ledger.status, amount: ledger.cents / 100 } : null;
      }
    }
    const realm = realmById(realms(), realmId)!;
    const lang = callerLanguage(c, realm);
    const titles = new Map<string, string>();
    const names = new Map(users.staffOf(realmId).map((user) => [user._id, staffName(user)]));
    const mailboxTitle = (id: string) => {
      if (!titles.has(id)) {
        const found = findMailbox(store, realmId, id);
        titles.set(id, found.state === 'found' ? pick(found.mailbox.title, lang) || id : id);
      }
      return titles.get(id)!;
    };
    const association = (id: string) => {
      const found = store.get(realmId, 'asociaciones', id);
      return found ? pick(found.title as Translatable, lang) || undefined : undefined;
    };
    const registers = census.registers(realmId);
    const { header, rows } = exportTable(items, lang, { mailbox: mailboxTitle, staff: (id) => names.get(id) ?? id, association, registers }, own);
    const sheet = t(lang, 'desk.export.sheet');
    const body = format === 'xlsx' ? workbook(sheet, header, rows, realmColour(store, realm)) : csv(header, csvRows(rows));
    const name = `${t(lang, 'desk.export.file')}-${realmId}-${madridDay(Date.now())}.${format}`;
    return c.body(body as Uint8Array<ArrayBuffer> | string, 200, {
      ...NO_STORE,
      'Content-Type': TYPES[format],
      'Content-Disposition': attachmentDisposition(name),
      'X-Content-Type-Options': 'nosniff',
    });
  };
  api.get('/:realm/desk/requests.xlsx', exportQueue('xlsx'));
  api.get('/:realm/desk/requests.csv', exportQueue('csv'));

  api.get('/:realm/desk/requests/:reference/attachments/:uploadId', (c) => {
    const { realm, reference, uploadId } = c.req.param();
    const member = access(c, realm);
    const canonical = parseReference(reference);
    const request = canonical ? requests.byReference(realm, canonical) : undefined;
    if (request && !member.handles(request.mailbox)) throw notYourMailbox();
    const file = uploads.get(uploadId);
    // A file of another request, another realm or none at all: the same 404, whatever exists.
    if (!request || !file || file.requestId !== request._id || file.realm !== realm || !existsSync(file.file)) {
      throw new ApiError('deskFileNotFound', { headers: NO_STORE });
    }
    return c.body(Readable.toWeb(createReadStream(file.file)) as ReadableStream, 200, {
      ...NO_STORE,
      'Content-Type': file.mime,
      'Content-Length': String(file.size),
      // A file kept before names took their extension from the bytes is named by its kind here too.
      'Content-Disposition': attachmentDisposition(fileNameForKind(file.name, file.kind)),
      'X-Content-Type-Options': 'nosniff',
      // A file is the citizen's bytes: never a document of this origin that could run script.
      'Content-Security-Policy': "default-src 'none'; sandbox",
    });
  });

  return api;
}
