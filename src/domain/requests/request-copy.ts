/**
 * "A copy of what was sent" (docs/requests-api.md "The citizen"): a stored request read back as the form's questions
 * and the citizen's answers, in a language, for the receipt e-mail and the follow-up page. Like the form's printable
 * copy (docs/product-spec.md §2), it leaves out images, files, the map, the captcha, census answers and signed PDFs;
 * attachments are listed by name elsewhere, and census IDs are never shown back.
 */
import * as v from 'valibot';
import { dateFormat } from '../../i18n/dates.ts';
import { pick } from '../../i18n/pick.ts';
import { allFields, FIELD_TYPES, type Field, type FieldType, type Mailbox, type Option } from '../../schemas/mailbox.ts';

export const CopyRowSchema = v.object({
  label: v.string(),
  value: v.string(),
});
/** One question of the form and the citizen's answer to it. */
export type CopyRow = v.InferOutput<typeof CopyRowSchema>;

const TOP_LEVEL = new Set(['title', 'body', 'category', 'address']);

/** How a kind's answer is copied: where the stored request keeps it, and how it reads in a locale. */
export interface CopyKind {
  read: (request: Record<string, unknown>, extra: Record<string, unknown>, field: Field) => unknown;
  /** The answer, when no option of the field names it. */
  format: (raw: unknown, field: Field, locale: string) => string;
}

const inPlace: CopyKind['read'] = (request, extra, field) => (TOP_LEVEL.has(field.name) ? request[field.name] : extra[field.name]);
const asText: CopyKind = { read: inPlace, format: (raw) => String(raw) };

/**
 * Each field kind in the copy, `null` for one left out of it: a kind of `FIELD_TYPES` missing here fails
 * `npm run check` (docs/mailbox-form.md).
 */
export const COPY_KINDS = {
  text: asText,
  textarea: asText,
  number: {
    read: inPlace,
    format: (raw, field, locale) => (typeof raw === 'number' ? numberFormat(locale, field.step).format(raw) : String(raw)),
  },
  datetime: {
    read: inPlace,
    format: (raw, field, locale) => {
      const value = String(raw);
      if (Number.isNaN(Date.parse(value))) return value;
      // A day asked without a time is shown as the day alone.
      const style = field.dateOnly ? ({ dateStyle: 'long' } as const) : ({ dateStyle: 'long', timeStyle: 'short' } as const);
      return dateFormat(locale, { ...style, timeZone: 'Europe/Madrid' }).format(new Date(value));
    },
  },
  key: asText,
  category: asText,
  street: { read: (request) => request.address, format: (raw) => String(raw) },
  image: null,
  file: null,
  map: null,
  captcha: null,
  census: null,
  pdf: null,
} satisfies Record<FieldType, CopyKind | null>;

/** Field kinds left out of the printable copy and of the copy of what was sent (docs/product-spec.md §2). */
export const NOT_PRINTED: readonly FieldType[] = FIELD_TYPES.filter((type) => COPY_KINDS[type] === null);

export function optionText(option: Option, lang: string): string {
  return typeof option === 'string' ? option : option.label ? pick(option.label, lang) : option.value;
}

/**
 * The answers of `request` to `mailbox`'s questions, in form order, with option labels and dates in `lang`
 * (`locale` for dates and numbers, Madrid time). Empty answers are left out.
 */
export function requestCopy(mailbox: Mailbox, request: Record<string, unknown>, lang: string, locale: string): CopyRow[] {
  const extra = (request.extra ?? {}) as Record<string, unknown>;
  const rows: CopyRow[] = [];
  for (const field of allFields(mailbox)) {
    const kind: CopyKind | null = COPY_KINDS[field.type];
    if (!kind) continue;
    const raw = kind.read(request, extra, field);
    if (raw === undefined || raw === null || raw === '') continue;
    const option = field.options?.find((o) => (typeof o === 'string' ? o : o.value) === String(raw));
    rows.push({ label: pick(field.label, lang), value: option ? optionText(option, lang) : kind.format(raw, field, locale) });
  }
  return rows;
}

/**
 * A number as the field asks for it: a field in steps of 0.01 (an amount in euros) shows its cents, 1.500,50 and
 * not 1.500,5; whole steps show no decimals.
 */
function numberFormat(locale: string, step: number | undefined): Intl.NumberFormat {
  const decimals = step !== undefined && step > 0 && step < 1 ? (String(step).split('.')[1]?.length ?? 0) : 0;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: Math.max(decimals, 3) });
}
