/**
 * The agenda's states (docs/product-spec.md §2 "Agenda"): a month with events, a day of it selected, an empty month
 * ('No hay eventos'), the calendar call failing, and still loading. The events are shaped like the demo town hall's
 * (`realms/alcantir/demo/asociaciones_eventos.json`) and typed as the content API answers them.
 */
import type * as v from 'valibot';
import { localPath } from '../../i18n/addresses.ts';
import { locale, translator } from '../../i18n/index.ts';
import type { NewsEventSchema } from '../../schemas/event.ts';
import type { Language } from '../../schemas/realm.ts';
import { ok, status, type ApiAnswer, type IslandExamples } from '../examples.ts';
import type { AgendaProps } from './Agenda.tsx';
import { agendaLabels } from './labels.ts';

/** An event as `collections/asociaciones_eventos/between` answers it. */
type EventAnswer = v.InferInput<typeof NewsEventSchema>;

/** The calendar call of the demo town hall, whatever month it asks for (the query is not part of the key). */
export const BETWEEN = 'GET /api/alcantir/collections/asociaciones_eventos/between';

function agendaProps(lang: Language = 'es'): AgendaProps {
  return {
    realm: 'alcantir',
    contentBase: '/api',
    lang,
    locale: locale(lang),
    linkBase: lang === 'es' ? '/noticias/' : `/${lang}${localPath(lang, '/noticias/')}`,
    labels: agendaLabels(translator(lang), lang),
  };
}

const event = (id: string, es: string, va: string, categories: string[], ...ranges: Array<[string, string]>): EventAnswer => ({
  _id: id,
  title: { es, va },
  categories,
  nodeTypes: ['Evento'],
  period: { dateRanges: ranges.map(([start, end]) => ({ start, end })) },
});

/** September 2026 in Alcantir: the patron saint's fiestas (nine days), their opening speech, a concert and a workshop. */
export const septemberEvents: EventAnswer[] = [
  event(
    '6650a3000000000000000105',
    'Fiestas del Santísimo Cristo de la Fe 2026',
    'Festes del Santíssim Crist de la Fe 2026',
    ['Fiestas'],
    ['2026-09-05T18:00:00+02:00', '2026-09-13T23:59:00+02:00'],
  ),
  event(
    '6650a3000000000000000106',
    'Pregón de las fiestas del Cristo de la Fe',
    'Pregó de les festes del Crist de la Fe',
    ['Fiestas'],
    ['2026-09-05T20:30:00+02:00', '2026-09-05T22:00:00+02:00'],
  ),
  event(
    '6650a3000000000000000111',
    'Concierto de la Unión Musical en la plaza Mayor',
    'Concert de la Unió Musical a la plaça Major',
    ['Cultura'],
    ['2026-09-19T22:00:00+02:00', '2026-09-19T23:30:00+02:00'],
  ),
  event(
    '6650a3000000000000000112',
    'Taller de cerámica para mayores',
    'Taller de ceràmica per a majors',
    ['Mayores'],
    ['2026-09-24T17:00:00+02:00', '2026-09-24T19:00:00+02:00'],
    ['2026-09-25T17:00:00+02:00', '2026-09-25T19:00:00+02:00'],
  ),
];

const events = (items: EventAnswer[]): ApiAnswer => ok<{ items: EventAnswer[] }>({ items });
const IN_SEPTEMBER = '2026-09-03T10:00:00+02:00';
/** September's events, then an empty October for a visitor who moves on. */
const septemberThenOctober = [events(septemberEvents), events([])];

export const agendaExamples = {
  monthWithEvents: {
    name: "a month with events: the days marked, the month's events listed",
    props: agendaProps(),
    now: IN_SEPTEMBER,
    api: { [BETWEEN]: septemberThenOctober },
  },
  daySelected: {
    name: "a day of the month selected: that day's events only",
    props: agendaProps(),
    now: IN_SEPTEMBER,
    api: { [BETWEEN]: events(septemberEvents) },
    // (jsdom names a day's td a cell; browsers, a gridcell of the month's grid.)
    play: async ({ screen, user }) => user.click(await screen.findByRole('cell', { name: /^sábado, 5 de septiembre de 2026/ })),
  },
  monthInValencian: {
    name: 'the same month in Valencian',
    props: agendaProps('va'),
    now: IN_SEPTEMBER,
    api: { [BETWEEN]: events(septemberEvents) },
  },
  emptyMonth: {
    name: "a month without events: 'No hay eventos'",
    props: agendaProps(),
    now: '2027-02-10T10:00:00+01:00',
    api: { [BETWEEN]: events([]) },
  },
  apiError: {
    name: 'the calendar call fails: the error and a retry',
    props: agendaProps(),
    now: IN_SEPTEMBER,
    api: { [BETWEEN]: [status(500), events(septemberEvents)] },
  },
  loading: {
    name: "the month's events still on their way",
    props: { ...agendaProps(), headingLevel: 3 },
    now: IN_SEPTEMBER,
    api: { [BETWEEN]: 'no-answer' },
  },
} satisfies IslandExamples<AgendaProps>;
