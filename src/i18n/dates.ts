/*
 * Dates in the portal's languages. Intl (ICU) is right about names and order, but follows another norm than
 * ours in two places (docs/language.md): Catalan and Valencian years read "de 2026" ("21 de novembre de 2026",
 * as the AVL and the IEC's administrative style write it; ICU writes "del 2026"), and Spanish abbreviations
 * keep their period ("3 nov.", "sáb."), as the RAE writes them; ICU drops it. No dictionaries here, so islands
 * can import it.
 */

/** What the portal needs of a date formatter. */
export interface DateFormatter {
  format(date: Date | number): string;
}

const formats = new Map<string, DateFormatter>();

/**
 * A date formatter, made once per locale and options: `Date#toLocaleString` builds a new one on every call,
 * which cost a large realm's build five seconds.
 */
export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): DateFormatter {
  const key = `${locale} ${JSON.stringify(options)}`;
  const made = formats.get(key);
  if (made) return made;
  const format = houseStyle(locale, options);
  formats.set(key, format);
  return format;
}

function houseStyle(locale: string, options: Intl.DateTimeFormatOptions): DateFormatter {
  const intl = new Intl.DateTimeFormat(locale, options);
  const catalan = /^ca\b/.test(locale) && (options.year !== undefined || options.dateStyle !== undefined);
  const abbreviated = new Set<string>(
    /^es\b/.test(locale) ? [options.month === 'short' && 'month', options.weekday === 'short' && 'weekday'].filter((x) => x !== false) : [],
  );
  if (!catalan && abbreviated.size === 0) return intl;
  return {
    format: (date) =>
      intl
        .formatToParts(date)
        .map((part, i, parts) => {
          if (catalan && part.type === 'literal' && parts[i + 1]?.type === 'year') return part.value.replace(/\bdel(\s+)$/, 'de$1');
          if (abbreviated.has(part.type) && /^\p{L}+$/u.test(part.value)) return `${part.value}.`;
          return part.value;
        })
        .join(''),
  };
}
