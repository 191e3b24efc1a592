/**
 * `npm run requests -- --realm alcantir [--mailbox incidencias] [--limit 50] [--json]`: what citizens sent,
 * for the town hall's staff, read straight from the local API's SQLite: reference, date, mailbox, status,
 * title, contact and attachments (with where each file is kept).
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { uploadsPath } from '../store/database.ts';
import { Requests, type StoredRequest } from '../store/requests.ts';
import { Uploads } from '../store/uploads.ts';
import { openDatabaseOrExit } from './open-database.ts';
import { forTerminal } from '../../src/domain/text/terminal-text.ts';

const { values } = parseArgs({
  options: { realm: { type: 'string' }, mailbox: { type: 'string' }, limit: { type: 'string' }, json: { type: 'boolean' } },
});

const db = openDatabaseOrExit();
const requests = new Requests(db);
const uploads = new Uploads(db, uploadsPath());
const realms = values.realm ? [values.realm] : requests.realms();
const limit = Math.max(1, Number(values.limit ?? 200) || 200);

interface Attachment {
  _id: string;
  name: string;
  size: number;
  mime: string;
  path: string | undefined;
}

function attachments(request: StoredRequest): Attachment[] {
  const ids = [...((request.images as string[]) ?? []), ...((request.files as string[]) ?? [])];
  return ids.map((id) => {
    const file = uploads.get(id);
    return { _id: id, name: file?.name ?? '?', size: file?.size ?? 0, mime: file?.mime ?? '?', path: file?.file };
  });
}

const madrid = new Intl.DateTimeFormat('es-ES', {
  timeZone: 'Europe/Madrid',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : bytes < 1_048_576 ? `${(bytes / 1024).toFixed(0)} KB` : `${(bytes / 1_048_576).toFixed(1)} MB`);

const report = realms.map((realm) => ({
  realm,
  total: requests.count(realm),
  requests: requests
    .list(realm, limit)
    .filter((r) => !values.mailbox || r.mailbox === values.mailbox)
    .map((r): StoredRequest & { attachments: Attachment[] } => ({ ...r, attachments: attachments(r) })),
}));

if (values.json) {
  // JSON.stringify escapes C0 controls inside strings but leaves C1 and bidirectional ones as they are: the
  // rest become \uXXXX escapes too, which JSON reads back as the same characters.
  console.log(forTerminal(JSON.stringify(report, null, 2), { multiline: true }));
} else if (report.length === 0) {
  console.log('No requests yet.');
} else {
  for (const { realm, total, requests: list } of report) {
    console.log(`${realm}: ${total} request${total === 1 ? '' : 's'}${list.length < total ? ` (showing ${list.length})` : ''}`);
    for (const r of list) {
      // Every text from the database goes through forTerminal: what a citizen wrote, and the rest as well.
      const contact = r.contact as Record<string, string> | undefined;
      console.log(
        `\n${r.reference}  ${madrid.format(new Date(r.createdAt))}  ${forTerminal(r.mailbox)}  [${forTerminal(String(r.status))}]  ${forTerminal(String(r.title ?? ''))}`,
      );
      const who = contact
        ? [[contact.firstName, contact.lastName].filter(Boolean).join(' '), contact.telephone, contact.email].filter(Boolean).join(' · ')
        : '';
      console.log(`    Contacto: ${forTerminal(who) || '(sin datos de contacto)'}`);
      if (r.address) console.log(`    Dirección: ${forTerminal(String(r.address))}`);
      for (const a of r.attachments)
        console.log(
          `    Adjunto: ${forTerminal(a.name)} (${size(a.size)}, ${forTerminal(a.mime)})${a.path ? ` → ${forTerminal(relative(process.cwd(), a.path))}` : ''}`,
        );
    }
    console.log('');
  }
}
db.close();
