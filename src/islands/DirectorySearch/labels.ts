import type { UiKey } from '../../i18n/index.ts';
import type { DirectorySearchProps } from './DirectorySearch.tsx';

/** The search box's texts in one language, for the page and the island's examples alike. */
export function directorySearchLabels(t: (key: UiKey) => string): DirectorySearchProps['labels'] {
  return {
    label: t('search.label'),
    placeholder: t('directory.searchPlaceholder'),
    submit: t('siteSearch.submit'),
    loading: t('search.loading'),
    results: t('search.results'),
    oneResult: t('search.oneResult'),
    noResults: t('search.noResults'),
    hint: t('search.hint'),
    clear: t('search.clear'),
    error: t('search.error'),
  };
}
