/**
 * The places list's states (docs/places.md "Open now"), at fixed clocks in the demo town hall (shaped like
 * `realms/alcantir/demo/lugares.json`): a Tuesday morning with the market and the museum open, a Monday evening with
 * everything with doors closed, the same in Valencian, and a page left open past what its build knew. The stretches
 * are made by the build's own function (`placeStretches`), as the page's are.
 */
import { createElement } from 'react';
import { localPath } from '../../i18n/addresses.ts';
import { PLACE_STRETCH_DAYS, placeStretches } from '../../domain/places/places.ts';
import { locale, pick, translator } from '../../i18n/index.ts';
import type { Language } from '../../schemas/realm.ts';
import type { IslandExamples } from '../examples.ts';
import type { OpenPlacesItem, OpenPlacesProps } from './OpenPlaces.tsx';
import { openPlacesLabels } from './labels.ts';

/** The build's instant: Monday 23 November 2026 at 4:00 in Madrid. */
const BUILT = '2026-11-23T04:00:00+01:00';
const knownUntil = (built: string) => new Date(Date.parse(built) + PLACE_STRETCH_DAYS * 86_400_000).toISOString();
/** The realm's holidays in those days (`citaprevia_festivos`): 8 December. */
const HOLIDAYS = new Set(['2026-12-08']);

const PLACES = [
  [
    'castillo',
    { es: 'Castillo de Alcantir', va: "Castell d'Alcantir" },
    'monumento',
    'Apr-Sep: Tu-Su 10:00-14:00,17:00-20:00; Oct-Mar: Tu-Su 10:00-14:00,15:30-18:00; PH 10:00-14:00',
  ],
  ['fuente-doce-canos', { es: 'Fuente de los Doce Caños', va: 'Font dels Dotze Canons' }, 'fuente', undefined],
  ['mercado-municipal', { es: 'Mercado Municipal', va: 'Mercat Municipal' }, 'mercado', 'Mo-Sa 07:30-14:00; PH off'],
  ['mirador-penya-roja', { es: 'Mirador de la Penya Roja', va: 'Mirador de la Penya Roja' }, 'mirador', '24/7'],
  ['museo-etnologico', { es: 'Museo Etnológico', va: 'Museu Etnològic' }, 'museo', 'Tu-Sa 10:00-14:00,17:00-19:30; Su 10:00-14:00; PH off'],
] as const;

function items(lang: Language, built: string): OpenPlacesItem[] {
  const t = translator(lang);
  return PLACES.map(([slug, name, category, openingHours]) => ({
    slug,
    href: `${lang === 'es' ? '' : `/${lang}`}${localPath(lang, `/lugares/${slug}`)}`,
    name: pick(name, lang),
    category: t(`places.category.${category}`),
    summary: pick(name, lang),
    hours: placeStretches({ openingHours }, HOLIDAYS, built, knownUntil(built)),
  }));
}

function props(lang: Language = 'es', built = BUILT): OpenPlacesProps {
  return {
    items: items(lang, built),
    knownUntil: knownUntil(built),
    locale: locale(lang),
    labels: openPlacesLabels(translator(lang)),
    children: createElement('p', null, 'Cada lugar muestra su horario de hoy'),
  };
}

export const openPlacesExamples = {
  tuesdayMorning: {
    name: 'Tuesday 11:00: the market and the museum open first, then the places open at any hour, then the castle',
    props: props(),
    now: '2026-11-24T11:00:00+01:00',
  },
  mondayEvening: {
    name: 'Monday 21:30: only the places without doors are open; the closed ones by when they open',
    props: props(),
    now: '2026-11-23T21:30:00+01:00',
  },
  holiday: {
    name: 'Tuesday 8 December, a holiday, at 11:00: the market and the museum closed, the castle open on holiday hours',
    props: props('es', '2026-12-07T04:00:00+01:00'),
    now: '2026-12-08T11:00:00+01:00',
  },
  inValencian: {
    name: 'Tuesday 11:00 in Valencian',
    props: props('va'),
    now: '2026-11-24T11:00:00+01:00',
  },
  pastWhatItKnew: {
    name: 'a page left open past the days its build computed: the build’s list with today’s hours stays',
    props: props(),
    now: '2026-12-02T11:00:00+01:00',
  },
} satisfies IslandExamples<OpenPlacesProps>;
