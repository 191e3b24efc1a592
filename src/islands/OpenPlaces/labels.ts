import type { UiKey } from '../../i18n/index.ts';
import type { OpenPlacesProps } from './OpenPlaces.tsx';

/**
 * The places list's texts in one language, from the UI strings: the page passes them to the island (which ships no
 * dictionaries), and the island's examples use the same. Instants are worded as the pharmacies' are.
 */
export function openPlacesLabels(t: (key: UiKey) => string): OpenPlacesProps['labels'] {
  return {
    listTitle: t('places.listTitle'),
    liveNote: t('places.liveNote'),
    always: t('places.always'),
    open: t('places.open'),
    openUntil: t('places.openUntil'),
    closed: t('places.closed'),
    closedOpens: t('places.closedOpens'),
    openCount: t('places.openCount'),
    when: {
      until: t('pharmacies.time.until'),
      untilOne: t('pharmacies.time.untilOne'),
      from: t('pharmacies.time.from'),
      fromOne: t('pharmacies.time.fromOne'),
      at: t('pharmacies.time.at'),
      atOne: t('pharmacies.time.atOne'),
      today: t('pharmacies.day.today'),
      tomorrow: t('pharmacies.day.tomorrow'),
      other: t('pharmacies.day.other'),
    },
  };
}
