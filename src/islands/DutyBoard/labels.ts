import type { UiKey } from '../../i18n/index.ts';
import type { DutyBoardProps } from './DutyBoard.tsx';

/**
 * The duty board's texts in one language, from the UI strings: the page passes them to the island (which ships no
 * dictionaries), and the island's examples use the same, so a renamed key shows in both. Placeholders stay for the
 * island to fill.
 */
export function dutyBoardLabels(t: (key: UiKey) => string): DutyBoardProps['labels'] {
  return {
    onDutyNow: t('pharmacies.onDutyNow'),
    onDutyUntil: t('pharmacies.onDutyUntil'),
    nextFrom: t('pharmacies.nextFrom'),
    call: t('pharmacies.call'),
    directions: t('pharmacies.directions'),
    validUntil: t('pharmacies.validUntil'),
    runsShort: t('pharmacies.runsShort'),
    expired: t('pharmacies.expired'),
    nobodyNow: t('pharmacies.nobodyNow'),
    liveError: t('pharmacies.liveError'),
    openNow: t('pharmacies.openNow'),
    openUntil: t('pharmacies.openUntil'),
    open: t('pharmacies.open'),
    noneOpen: t('pharmacies.noneOpen'),
    onDutyBadge: t('pharmacies.onDutyBadge'),
    nearMe: {
      locate: t('pharmacies.nearMe'),
      locating: t('map.locating'),
      gpsDenied: t('map.gpsDenied'),
      notFound: t('map.notFound'),
      consentAsk: t('pharmacies.nearMeAsk'),
      consentAllow: t('map.consentAllow'),
      consentCancel: t('map.consentCancel'),
    },
    sortedByDistance: t('pharmacies.sortedByDistance'),
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
