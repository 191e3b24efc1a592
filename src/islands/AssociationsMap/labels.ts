import { CATEGORIES } from '../../domain/content/categories.ts';
import type { UiKey } from '../../i18n/index.ts';
import type { AssociationsMapProps } from './AssociationsMap.tsx';

type Translate = (key: UiKey) => string;

/** The map's texts in one language, for the page and the island's examples alike. */
export function associationsMapLabels(t: Translate): AssociationsMapProps['labels'] {
  return {
    region: t('map.region'),
    legend: t('map.categories'),
    all: t('map.all'),
    shown: t('map.shown'),
    list: t('map.list'),
    hideList: t('map.hideList'),
    showList: t('map.showList'),
    showOnMap: t('map.showOnMap'),
    cluster: t('map.cluster'),
    recentre: t('map.recentre'),
    none: t('map.none'),
    loading: t('common.loading'),
    error: t('map.error'),
    retry: t('agenda.retry'),
    you: t('map.you'),
    noMap: t('map.noMap'),
    noScript: t('map.noScript'),
    more: t('map.more'),
    directory: t('map.directory'),
    locate: t('map.locate'),
    locating: t('map.locating'),
    gpsDenied: t('map.gpsDenied'),
    notFound: t('map.notFound'),
    consentAsk: t('map.consentAsk'),
    consentAllow: t('map.consentAllow'),
    consentCancel: t('map.consentCancel'),
  };
}

/** The 23 categories' titles in one language, in CATEGORIES order. */
export function categoryTitles(t: Translate): string[] {
  return CATEGORIES.map((name) => t(`category.${name}`));
}
