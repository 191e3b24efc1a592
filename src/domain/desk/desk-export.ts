/**
 * The desk's exports (docs/requests-api.md "The staff desk"): the filtered queue as a table for a spreadsheet, in the
 * member's language. Reference, dates, mailbox, status, title and how to reach the citizen; never census data or
 * files. Every cell is formula-safe, in the XLSX as in the CSV: a title typed by a citizen never runs in a clerk's
 * spreadsheet program.
 */
import { t } from '../../i18n/index.ts';
import type { Language } from '../../schemas/realm.ts';
import { madridMinute } from '../content/calendar.ts';
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

export interface ExportRow extends QueueItem {
  contactEmail: string;
  contactTelephone: string;
}

export interface ExportNames {
  /** A mailbox's title in the export's language. */
  mailbox: (id: string) => string;
  /** A staff member's name. */
  staff: (id: string) => string;
}

export function exportTable(items: readonly ExportRow[], lang: Language, names: ExportNames): { header: string[]; rows: string[][] } {
  const rows = items.map((item) =>
    [
      item.reference,
      madridMinute(item.createdAt),
      names.mailbox(item.mailbox),
      t(lang, statusLabelKey(item.status)),
      item.title,
      item.contactName,
      item.contactEmail,
      item.contactTelephone,
      item.assignedTo ? names.staff(item.assignedTo) : '',
      madridMinute(item.updatedAt),
    ].map(formulaSafe),
  );
  return { header: EXPORT_COLUMNS.map((key) => t(lang, key)), rows };
}
