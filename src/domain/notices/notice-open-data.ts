/**
 * The town hall's notices as open data (docs/notices.md "Open data"): JSON (the notices as the content holds them,
 * without the desk's bookkeeping) and CSV, one row per notice, its texts in a column per language of the realm.
 * Field names are Spanish, as the other open-data files', whatever the page's language.
 */
import type { Notice } from '../../schemas/notices.ts';
import { csv } from '../text/csv.ts';

/** The CSV's columns before the texts, in order. */
export const NOTICE_COLUMNS = ['id', 'tema', 'urgente', 'publicado', 'hasta', 'lugar', 'enlace'] as const;
/** The texts' columns, one of each per language: `titulo_es`, `resumen_es`, `texto_es`, `titulo_va`… */
export const NOTICE_TEXT_COLUMNS = { titulo: 'title', resumen: 'summary', texto: 'body' } as const;

const newestFirst = (notices: readonly Notice[]) =>
  [...notices].sort((a, b) => Date.parse(b.publishedAt) - Date.parse(a.publishedAt) || a.slug.localeCompare(b.slug));

/** The notices, newest first, with the fields of the content (`id` is the page's slug). */
export function noticesJson(notices: readonly Notice[]) {
  return newestFirst(notices).map((n) => ({
    id: n.slug,
    tema: n.topic,
    urgente: n.urgent,
    publicado: n.publishedAt,
    ...(n.until ? { hasta: n.until } : {}),
    ...(n.place ? { lugar: n.place } : {}),
    ...(n.link ? { enlace: n.link } : {}),
    textos: Object.fromEntries(Object.entries(n.texts).map(([lang, t]) => [lang, { titulo: t.title, resumen: t.summary, texto: t.body }])),
  }));
}

/** The CSV's header for a realm of `languages`. */
export const noticeCsvHeader = (languages: readonly string[]) => [
  ...NOTICE_COLUMNS,
  ...languages.flatMap((lang) => Object.keys(NOTICE_TEXT_COLUMNS).map((column) => `${column}_${lang}`)),
];

/** The notices as CSV (the portal's CSV: byte-order mark, `;`, CRLF; no cell runs as a formula), newest first. */
export function noticesCsv(notices: readonly Notice[], languages: readonly string[]): string {
  return csv(
    noticeCsvHeader(languages),
    newestFirst(notices).map((n) => [
      n.slug,
      n.topic,
      n.urgent ? 'sí' : 'no',
      n.publishedAt,
      n.until ?? '',
      n.place ?? '',
      n.link ?? '',
      ...languages.flatMap((lang) => {
        const texts = (n.texts as Record<string, Notice['texts'][keyof Notice['texts']]>)[lang];
        return Object.values(NOTICE_TEXT_COLUMNS).map((field) => texts?.[field] ?? '');
      }),
    ]),
  );
}
