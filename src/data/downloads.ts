import { t } from '../i18n/index.ts';
import type { Language } from '../schemas/realm.ts';
import { fileSlug } from '../domain/directory.ts';

/** The directory spreadsheet's file name in a language: `asociaciones-alcantir.xlsx`, `associacions-alcantir.xlsx`. */
export function directoryFileName(lang: Language, municipio: string): string {
  return `${fileSlug(t(lang, 'directory.fileName', { municipio }))}.xlsx`;
}
