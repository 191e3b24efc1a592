/**
 * "A copy of what was sent" (issue 18): a stored request read back as the form's questions and the citizen's
 * answers, in a language, for the receipt e-mail and the follow-up page. Like the form's printable copy
 * (spec §2), it leaves out images, files, the map, the captcha, census answers and signed PDFs; attachments are
 * listed by name elsewhere, and census IDs are never shown back.
 */
import { dateFormat } from '../i18n/dates.ts';
import { pick } from '../i18n/pick.ts';
import { allFields, NOT_PRINTED, type Mailbox, type Option } from '../schemas/mailbox.ts';

export interface CopyRow {
  label: string;
  value: string;
}

const TOP_LEVEL = new Set(['title', 'body', 'category', 'address']);

function optionText(option: Option, lang: string): string {
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
    if (NOT_PRINTED.includes(field.type)) continue;
    const raw = field.type === 'street' ? request.address : TOP_LEVEL.has(field.name) ? request[field.name] : extra[field.name];
    if (raw === undefined || raw === null || raw === '') continue;
    let value = String(raw);
    const option = field.options?.find((o) => (typeof o === 'string' ? o : o.value) === value);
    if (option) value = optionText(option, lang);
    else if (field.type === 'datetime' && !Number.isNaN(Date.parse(value))) {
      value = dateFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Madrid' }).format(new Date(value));
    } else if (field.type === 'number' && typeof raw === 'number') value = numberFormat(locale, field.step).format(raw);
    rows.push({ label: pick(field.label, lang), value });
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
