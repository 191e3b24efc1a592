import type { UiKey } from '../../i18n/index.ts';
import type { AgendaProps } from './Agenda.tsx';
import { newsCategoryLabels } from '../../i18n/vocabulary.ts';

/**
 * The agenda's texts in one language, from the UI strings: the page passes them to the island (which ships no
 * dictionaries), and the island's examples use the same, so a renamed key shows in both.
 */
export function agendaLabels(t: (key: UiKey) => string, lang: string): AgendaProps['labels'] {
  return {
    title: t('agenda.calendar'),
    previous: t('agenda.previous'),
    next: t('agenda.next'),
    noEvents: t('agenda.noEvents'),
    error: t('agenda.error'),
    retry: t('agenda.retry'),
    loading: t('common.loading'),
    eventsOf: t('agenda.eventsOf'),
    eventsOfMonth: t('agenda.eventsOfMonth'),
    selected: t('agenda.selected'),
    hasEvents: t('agenda.hasEvents'),
    oneEvent: t('agenda.oneEvent'),
    today: t('agenda.today'),
    categories: newsCategoryLabels(lang),
  };
}
