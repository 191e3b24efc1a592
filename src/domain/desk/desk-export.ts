/**
 * The desk's exports (docs/requests-api.md "The staff desk"): the filtered queue as a table for a spreadsheet, in the
 * member's language. Reference, dates, mailbox, status, title and how to reach the citizen; when the export is of
 * one mailbox, that mailbox's own questions and its payment too, and for a census field checked against a public
 * register (the associations') the ID that passed, its official name and its directory entry
 * (src/domain/requests/register-entry.ts). Never a person's census data, census answers, or files. Dates and numbers
 * are real date and number cells in the XLSX (a clerk filters by day and counts the days a request has been open);
 * the CSV writes them as text. Every text cell is formula-safe, in the XLSX as in the CSV: a title typed by a
 * citizen never runs in a clerk's spreadsheet program.
 */
import { locale, t } from '../../i18n/index.ts';
import { pick } from '../../i18n/pick.ts';
import { allFields, type Field, type Mailbox } from '../../schemas/mailbox.ts';
import type { Language } from '../../schemas/realm.ts';
import { madridMinute } from '../content/calendar.ts';
import type { SheetCell } from '../open-data/spreadsheet.ts';
import { registerEntryOf } from '../requests/register-entry.ts';
import { COPY_KINDS, type CopyKind, optionText } from '../requests/request-copy.ts';
import { formulaSafe } from '../text/csv.ts';
import type { QueueItem } from './desk-answers.ts';
import { statusLabelKey } from '../requests/request-status.ts';

/** The columns, as `src/i18n` keys; the desk's table uses the same names. */
export const EXPORT_COLUMNS = [
  'desk.column.reference',
  'desk.column.created',
  'desk.column.mailbox',
  'desk.column.status',
  'desk.column.title',
  'desk.column.contact',
  'desk.column.email',
  'desk.column.telephone',
  'desk.column.assignee',
  'desk.column.updated',
] as const;

/** After a register's census field (its question heads the ID's column): the official name and the directory entry. */
export const REGISTER_COLUMNS = ['desk.verified.name', 'desk.verified.directory'] as const;

/** A mailbox's payment columns, after its questions, when it takes payments. */
export const PAYMENT_COLUMNS = ['desk.export.paymentStatus', 'desk.export.paymentAmount'] as const;

/** Payment states, as the receipt names them. */
const PAYMENT_KEYS: Record<string, string> = {
  pay: 'mail.payment.pay',
  pending: 'mail.payment.pending',
  cancel: 'mail.payment.cancel',
  failed: 'mail.payment.failed',
};

export interface ExportRow extends QueueItem {
  contactEmail: string;
  contactTelephone: string;
  /** What the citizen sent (the stored request), read for a mailbox's own columns. */
  sent?: Record<string, unknown>;
  /** The request's payment as the ledger has it (euros), or null without one. */
  payment?: { status: string; amount: number } | null;
}

export interface ExportNames {
  /** A mailbox's title in the export's language. */
  mailbox: (id: string) => string;
  /** A staff member's name. */
  staff: (id: string) => string;
  /** An association of the directory by its title in the export's language; undefined once it has left. */
  association?: (id: string) => string | undefined;
  /** The census lists that are public registers: their fields get the register's columns. */
  registers?: ReadonlySet<string>;
}

/** A mailbox's census fields checked against a public register, whose entry the export shows. */
function registerFields(mailbox: Mailbox, registers: ReadonlySet<string>): Field[] {
  return allFields(mailbox).filter((field) => field.type === 'census' && !!field.census && registers.has(field.census));
}

/** The ID, official name and directory entry a request kept of a register's field (empty cells without one). */
function registerCells(field: Field, sent: Record<string, unknown>, names: ExportNames): SheetCell[] {
  const found = registerEntryOf(((sent.extra ?? {}) as Record<string, unknown>)[field.name]);
  if (!found) return [null, null, null];
  const { association } = found.record;
  const title = association ? names.association?.(association) : undefined;
  return [formulaSafe(found.id), formulaSafe(found.record.name), title ? formulaSafe(title) : null];
}

/**
 * A mailbox's own columns: the questions the copy of what was sent shows (not images, files, the map, the
 * captcha, census answers or signed PDFs, docs/product-spec.md §2), the title aside, which is a column already.
 */
export function ownFields(mailbox: Mailbox): Field[] {
  return allFields(mailbox).filter((field) => COPY_KINDS[field.type] !== null && field.name !== 'title');
}

/** The citizen's answer to one question: a number as a number, a date as a date, other answers as their words. */
function answerCell(field: Field, sent: Record<string, unknown>, lang: Language): SheetCell {
  const kind: CopyKind | null = COPY_KINDS[field.type];
  if (!kind) return null;
  const raw = kind.read(sent, (sent.extra ?? {}) as Record<string, unknown>, field);
  if (raw === undefined || raw === null || raw === '') return null;
  if (field.type === 'number' && typeof raw === 'number') return raw;
  if (field.type === 'datetime' && typeof raw === 'string' && !Number.isNaN(Date.parse(raw))) return { instant: raw };
  const option = field.options?.find((o) => (typeof o === 'string' ? o : o.value) === String(raw));
  return formulaSafe(option ? optionText(option, lang) : kind.format(raw, field, locale(lang)));
}

/**
 * The export's header and rows. `own`: the one mailbox the export is of, whose questions (and payment, if it
 * takes one) follow the common columns; its rows carry `sent` and `payment`.
 */
export function exportTable(items: readonly ExportRow[], lang: Language, names: ExportNames, own?: Mailbox): { header: string[]; rows: SheetCell[][] } {
  const fields = own ? ownFields(own) : [];
  const registered = own ? registerFields(own, names.registers ?? new Set()) : [];
  const paid = !!own?.payments;
  const rows = items.map((item): SheetCell[] => [
    ...[
      item.reference,
      { instant: item.createdAt },
      names.mailbox(item.mailbox),
      t(lang, statusLabelKey(item.status)),
      item.title,
      item.contactName,
      item.contactEmail,
      item.contactTelephone,
      item.assignedTo ? names.staff(item.assignedTo) : '',
      { instant: item.updatedAt },
    ].map((cell) => (typeof cell === 'string' ? formulaSafe(cell) : cell)),
    ...fields.map((field) => answerCell(field, item.sent ?? {}, lang)),
    ...registered.flatMap((field) => registerCells(field, item.sent ?? {}, names)),
    ...(paid ? [item.payment ? t(lang, PAYMENT_KEYS[item.payment.status] ?? item.payment.status) : null, item.payment?.amount ?? null] : []),
  ]);
  const header = [
    ...EXPORT_COLUMNS.map((key) => t(lang, key)),
    ...fields.map((field) => formulaSafe(pick(field.label, lang))),
    ...registered.flatMap((field) => [formulaSafe(pick(field.label, lang)), ...REGISTER_COLUMNS.map((key) => t(lang, key))]),
    ...(paid ? PAYMENT_COLUMNS.map((key) => t(lang, key)) : []),
  ];
  return { header, rows };
}

/**
 * The rows as CSV text: dates as Madrid's "2026-05-03 09:41" (what sorts as text and reads in any language),
 * numbers with a decimal comma as Spanish spreadsheets read them from a ";"-separated file.
 */
export function csvRows(rows: readonly SheetCell[][]): string[][] {
  return rows.map((row) =>
    row.map((cell) =>
      cell === null ? '' : typeof cell === 'number' ? String(cell).replace('.', ',') : typeof cell === 'string' ? cell : madridMinute(cell.instant),
    ),
  );
}
