/**
 * The pharmacists' college's duty rota as a file (docs/pharmacies.md "Importing the rota"): a CSV or an .xlsx sheet
 * with one row per duty, read into rota entries (`farmacias_guardias`, src/schemas/pharmacies.ts), merged with the
 * rota the local API holds, and checked for hours with nobody on duty (gaps) or more than one (overlaps) in each
 * duty zone. `server/cli/import-duty.ts` is the command around it.
 */
import { createHash } from 'node:crypto';
import { DateTime } from 'luxon';
import { readSheet } from 'read-excel-file/node';
import * as v from 'valibot';
import { coverage, DUTY_ZONE, dutyWindow, type Overlap, rotaOfZone, type Span } from '../../src/domain/pharmacies/duty.ts';
import { DUTY_KINDS, type Duty, type DutyKind, DutySchema, type Pharmacy } from '../../src/schemas/pharmacies.ts';

/** A rota entry's id: the same duty in the same realm has the same id, so importing a file twice changes nothing. */
export function dutyId(realm: string, pharmacy: string, start: string): string {
  return createHash('sha256')
    .update(`${realm}\u0000${pharmacy}\u0000${Date.parse(start)}`)
    .digest('hex')
    .slice(0, 24);
}

/**
 * A CSV text as rows of fields (RFC 4180): fields in double quotes may hold the separator, line breaks and `""`
 * for a quote. The separator is `;` (what a spreadsheet saved in Spanish writes) or `,`, whichever the first line
 * has more of outside quotes; a byte-order mark and CRLF line ends are read too. Blank lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const outside = firstLine
    .split('"')
    .filter((_, i) => i % 2 === 0)
    .join('');
  const separator = (outside.match(/;/g)?.length ?? 0) >= (outside.match(/,/g)?.length ?? 0) && outside.includes(';') ? ';' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let wasQuoted = false;
  const endField = () => {
    row.push(wasQuoted ? field : field.trim());
    field = '';
    wasQuoted = false;
  };
  const endRow = () => {
    endField();
    if (row.some((f) => f !== '')) rows.push(row);
    row = [];
  };
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field.trim() === '') {
      quoted = true;
      wasQuoted = true;
      field = '';
    } else if (c === separator) endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      endRow();
    } else if (!(wasQuoted && (c === ' ' || c === '\t'))) field += c;
  }
  if (quoted) throw new Error('the file ends inside a quoted field (a " is not closed)');
  if (field !== '' || row.length) endRow();
  return rows;
}

/**
 * The first sheet of an .xlsx workbook as rows of texts; dates come as `YYYY-MM-DD` (with `THH:mm` when the cell has a
 * time). Read with read-excel-file, a maintained reader of the format: the file comes from outside, and the old SheetJS
 * the exports write with has known flaws in reading crafted files. A date cell is its calendar fields whatever the
 * runtime's zone (the reader gives them in UTC), to the minute (a cell's serial number carries float noise).
 */
export async function readWorkbook(bytes: Uint8Array): Promise<string[][]> {
  const rows = await readSheet(Buffer.from(bytes));
  const pad = (n: number) => String(n).padStart(2, '0');
  return rows
    .map((row) =>
      row.map((cell) => {
        if (cell instanceof Date) {
          const at = new Date(Math.round(cell.getTime() / 60_000) * 60_000);
          const time = at.getUTCHours() || at.getUTCMinutes() ? `T${pad(at.getUTCHours())}:${pad(at.getUTCMinutes())}` : '';
          return `${at.getUTCFullYear()}-${pad(at.getUTCMonth() + 1)}-${pad(at.getUTCDate())}${time}`;
        }
        return String(cell ?? '').trim();
      }),
    )
    .filter((row) => row.some((f) => f !== ''));
}

/** The columns a rota file may have, by the names (Spanish, Valencian/Catalan, English) its header may give them. */
const COLUMNS = {
  date: ['fecha', 'data', 'date', 'dia', 'día', 'dia de guardia', 'día de guardia'],
  kind: ['turno', 'torn', 'tipo', 'tipus', 'guardia', 'guàrdia', 'kind'],
  pharmacy: ['farmacia', 'farmàcia', 'pharmacy'],
  start: ['inicio', 'inici', 'desde', 'des de', 'start'],
  end: ['fin', 'final', 'hasta', 'fins', 'end'],
} as const;
type Column = keyof typeof COLUMNS;

/** Lower case, no accents, single spaces: how names in a file are compared with the content's. */
export function normalised(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const KINDS: Record<string, DutyKind> = {
  dia: 'day',
  day: 'day',
  diurna: 'day',
  diurno: 'day',
  d: 'day',
  noche: 'night',
  nit: 'night',
  night: 'night',
  nocturna: 'night',
  nocturno: 'night',
  n: 'night',
  '24h': '24h',
  '24 h': '24h',
  '24': '24h',
  '24 horas': '24h',
  '24 hores': '24h',
  '24 hours': '24h',
};

/** A kind of duty as a file writes it ("día", "Nit", "24 h"…), or undefined. */
export function parseKind(text: string): DutyKind | undefined {
  const key = normalised(text);
  return KINDS[key] ?? ((DUTY_KINDS as readonly string[]).find((k) => k === key) as DutyKind | undefined);
}

/** A date as a file writes it: Spanish `dd/mm/yyyy` (or `d-m-yyyy`, `dd.mm.yyyy`) or ISO `yyyy-mm-dd`; else undefined. */
export function parseDate(text: string): string | undefined {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const spanish = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : spanish ? [spanish[3], spanish[2], spanish[1]] : [];
  if (!year || !month || !day) return undefined;
  const date = DateTime.fromObject({ year: Number(year), month: Number(month), day: Number(day) }, { zone: DUTY_ZONE });
  return date.isValid ? (date.toISODate() ?? undefined) : undefined;
}

/**
 * A start or end column: a full ISO date-time with its offset, a local `YYYY-MM-DDTHH:MM`, or a time `HH:MM` on
 * the duty day (an end not after the start is on the next day). Returns the instant, or undefined.
 */
function parseTime(text: string, day: string, after?: number): number | undefined {
  const trimmed = text.trim();
  if (/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/.test(trimmed)) return Date.parse(trimmed);
  const local = /^(\d{4}-\d{2}-\d{2})[T ](\d{1,2}):(\d{2})$/.exec(trimmed);
  const time = /^(\d{1,2})[:.h](\d{2})$/.exec(trimmed);
  if (!local && !time) return undefined;
  const [date, hour, minute] = local ? [local[1]!, local[2]!, local[3]!] : [day, time![1]!, time![2]!];
  let at = DateTime.fromISO(date, { zone: DUTY_ZONE }).set({ hour: Number(hour), minute: Number(minute) });
  if (!at.isValid || Number(hour) > 23 || Number(minute) > 59) return undefined;
  if (!local && after !== undefined && at.toMillis() <= after) at = at.plus({ days: 1 });
  return at.toMillis();
}

/** A line of the file the import refuses, and why. */
export interface RowError {
  /** The line (1 is the header), as a spreadsheet numbers its rows. */
  line: number;
  message: string;
}

/**
 * Rows (the first the header) as rota entries of `realm`. Each row names the duty day, the kind and the pharmacy
 * (its `_id` or its name); start and end columns, when present and filled, replace the kind's usual hours.
 */
export function rowsToDuties(rows: string[][], pharmacies: readonly Pharmacy[], realm: string): { duties: Duty[]; errors: RowError[] } {
  const [header, ...body] = rows;
  const errors: RowError[] = [];
  if (!header) return { duties: [], errors: [{ line: 1, message: 'the file is empty' }] };
  const index = {} as Record<Column, number>;
  for (const column of Object.keys(COLUMNS) as Column[]) {
    index[column] = header.findIndex((name) => (COLUMNS[column] as readonly string[]).includes(normalised(name)));
  }
  const missing = (['date', 'kind', 'pharmacy'] as const).filter((c) => index[c] === -1);
  if (missing.length) {
    const names = missing.map((c) => `"${COLUMNS[c][0]}"`).join(', ');
    return { duties: [], errors: [{ line: 1, message: `the header has no column ${names} (it reads: ${header.join(' | ')})` }] };
  }
  const byName = new Map<string, Pharmacy>();
  for (const p of pharmacies) {
    byName.set(normalised(p._id), p);
    byName.set(normalised(p.name), p);
  }
  const duties: Duty[] = [];
  body.forEach((row, i) => {
    const line = i + 2;
    const cell = (c: Column) => (index[c] === -1 ? '' : (row[index[c]] ?? '').trim());
    const day = parseDate(cell('date'));
    const kind = parseKind(cell('kind'));
    const pharmacy = byName.get(normalised(cell('pharmacy')));
    const problems = [
      day ? undefined : `date "${cell('date')}" is not a date (dd/mm/yyyy or yyyy-mm-dd)`,
      kind ? undefined : `kind "${cell('kind')}" is not día, noche or 24 h`,
      pharmacy ? undefined : `pharmacy "${cell('pharmacy')}" is not a pharmacy of ${realm}`,
    ].filter((p): p is string => !!p);
    if (problems.length || !day || !kind || !pharmacy) {
      errors.push({ line, message: problems.join('; ') });
      return;
    }
    let { start, end } = dutyWindow(day, kind);
    if (cell('start') || cell('end')) {
      const from = cell('start') ? parseTime(cell('start'), day) : Date.parse(start);
      const to = from === undefined ? undefined : cell('end') ? parseTime(cell('end'), day, from) : Date.parse(end);
      if (from === undefined || to === undefined) {
        errors.push({ line, message: `start "${cell('start')}" or end "${cell('end')}" is not a time (HH:MM or an ISO date-time)` });
        return;
      }
      const iso = (ms: number) => DateTime.fromMillis(ms, { zone: DUTY_ZONE }).toISO({ suppressMilliseconds: true }) ?? '';
      [start, end] = [iso(from), iso(to)];
    }
    const result = v.safeParse(DutySchema, { _id: dutyId(realm, pharmacy._id, start), pharmacy: pharmacy._id, start, end, kind });
    if (result.success) duties.push(result.output);
    else errors.push({ line, message: result.issues.map((issue) => issue.message).join('; ') });
  });
  return { duties, errors };
}

/** What an import finds in one duty zone, within the span the file covers. */
export interface ZoneReport {
  zone: string;
  span: Span;
  gaps: Span[];
  overlaps: Array<Overlap<Duty>>;
}

/**
 * The rota after the file: in each zone the file speaks of, the held entries that touch the file's span (from its
 * first start to its last end in that zone) give way to the file's; everything else is kept. Gaps and overlaps are
 * checked over that span, widened to the whole of the held entries that went, with the kept entries that border it.
 */
export function mergeRota(
  held: readonly Duty[],
  incoming: readonly Duty[],
  pharmacies: readonly Pharmacy[],
): { rota: Duty[]; zones: ZoneReport[]; replaced: number } {
  const zoneOf = new Map(pharmacies.map((p) => [p._id, p.zone]));
  const zones = [...new Set(incoming.map((d) => zoneOf.get(d.pharmacy)).filter((z): z is string => !!z))].sort();
  const spans = new Map(
    zones.map((zone) => {
      const mine = rotaOfZone(incoming, zoneOf, zone);
      return [zone, { start: Math.min(...mine.map((d) => Date.parse(d.start))), end: Math.max(...mine.map((d) => Date.parse(d.end))) }] as const;
    }),
  );
  const replacedBy = (d: Duty) => {
    const span = spans.get(zoneOf.get(d.pharmacy) ?? '');
    return !!span && Date.parse(d.start) < span.end && Date.parse(d.end) > span.start;
  };
  const kept = held.filter((d) => !replacedBy(d));
  const rota = [...kept, ...incoming].sort((a, b) => Date.parse(a.start) - Date.parse(b.start) || a.pharmacy.localeCompare(b.pharmacy));
  const reports = zones.map((zone) => {
    // A held duty that straddles the file's first start or last end goes whole: the hours it leaves are checked too.
    const gone = rotaOfZone(held, zoneOf, zone).filter(replacedBy);
    const span = spans.get(zone)!;
    const start = Math.min(span.start, ...gone.map((d) => Date.parse(d.start)));
    const end = Math.max(span.end, ...gone.map((d) => Date.parse(d.end)));
    return { zone, span: { start: localTime(start), end: localTime(end) }, ...coverage(rotaOfZone(rota, zoneOf, zone), start, end) };
  });
  return { rota, zones: reports, replaced: held.length - kept.length };
}

const localTime = (ms: number) => DateTime.fromMillis(ms, { zone: DUTY_ZONE }).toISO({ suppressMilliseconds: true }) ?? '';

/** An instant as the import's report writes it: Madrid's wall clock, `lun 02/11/2026 22:00`. */
export function shownTime(iso: string): string {
  return DateTime.fromISO(iso, { zone: DUTY_ZONE }).setLocale('es').toFormat('ccc dd/LL/yyyy HH:mm');
}
