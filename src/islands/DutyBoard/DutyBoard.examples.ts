/**
 * The duty board's states (docs/pharmacies.md "The pages"), at fixed clocks on Thursday 26 November 2026 in the demo
 * town hall (shaped like `realms/alcantir/demo/farmacias*.json`): the day duty at 10:00, the night one at 23:30 and still at
 * 02:00, a copy of the rota that runs short and one that has run out, in Valencian, the file missing and still on
 * its way. The board file is made by the build's own function, as the page's is.
 */
import { createElement } from 'react';
import * as v from 'valibot';
import { dutyBoard } from '../../domain/pharmacies/board.ts';
import { dutyWindow } from '../../domain/pharmacies/duty.ts';
import { locale, translator } from '../../i18n/index.ts';
import type { DutyBoard } from '../../schemas/duty-board.ts';
import { type Duty, type DutyKind, DutySchema, DutyZoneSchema, PharmacySchema } from '../../schemas/pharmacies.ts';
import type { Language } from '../../schemas/realm.ts';
import { CONSENT_KEY } from '../../stores/consent.ts';
import { type ApiAnswer, type IslandExamples, ok, status } from '../examples.ts';
import type { DutyBoardProps } from './DutyBoard.tsx';
import { dutyBoardLabels } from './labels.ts';

/** The board file of the demo town hall, as the page asks for it. */
export const BOARD = 'GET /farmacias/guardias.json';

const ZONE = '6650f0000000000000000001';

const zones = [
  v.parse(DutyZoneSchema, {
    _id: ZONE,
    name: { es: 'Zona farmacéutica de Alcantir', va: "Zona farmacèutica d'Alcantir" },
    towns: [{ name: 'Alcantir', holidays: ['2027-01-20', '2027-02-03'] }],
    holidays: ['2026-12-08', '2026-12-25'],
  }),
];

const pharmacy = (n: number, name: string, address: string, lat: number, lng: number, telephone: string, openingHours: string) =>
  v.parse(PharmacySchema, {
    _id: `6650f100000000000000000${n}`,
    name,
    zone: ZONE,
    town: 'Alcantir',
    address,
    postalCode: '46890',
    coordinates: { lat, lng },
    telephone,
    openingHours,
  });

/** Four of the demo's pharmacies (`realms/alcantir/demo/farmacias.json`), as the content API answers them. */
const pharmacies = [
  pharmacy(1, 'Farmacia Puig Soler', 'Carrer Doctor Fleming, 8', 38.9871, -0.5229, '962 27 14 05', 'Mo-Fr 09:30-14:00,17:00-20:30; Sa 09:30-14:00; PH off'),
  pharmacy(2, 'Farmacia Ferrando Climent', 'Avinguda Blasco Ibáñez, 41', 38.9849, -0.5187, '962 27 33 18', 'Mo-Sa 09:00-21:00; PH off'),
  pharmacy(3, 'Farmacia Sanchis Bellver', 'Carrer Estació, 5', 38.9893, -0.5241, '962 27 08 62', 'Mo-Fr 09:00-14:00,16:30-20:00; Sa 10:00-13:30; PH off'),
  pharmacy(4, 'Farmacia Llopis Martí', 'Carrer Constitució, 22', 38.9858, -0.5204, '962 27 51 90', 'Mo-Fr 09:00-13:30,17:00-20:30; PH off'),
];

/** The demo's rota of these days (`realms/alcantir/demo/farmacias_guardias.json`): pharmacies in turn, 24 hours at weekends. */
const TURNS: Array<[string, DutyKind, number]> = [
  ['2026-11-25', 'night', 4],
  ['2026-11-26', 'day', 1],
  ['2026-11-26', 'night', 2],
  ['2026-11-27', 'day', 3],
  ['2026-11-27', 'night', 4],
  ['2026-11-28', '24h', 1],
  ['2026-11-29', '24h', 2],
  ['2026-11-30', 'day', 3],
  ['2026-11-30', 'night', 4],
];
const rota: Duty[] = TURNS.map(([day, kind, n], i) =>
  v.parse(DutySchema, { _id: `6650f2000000000000000${String(i).padStart(3, '0')}`, pharmacy: `6650f100000000000000000${n}`, kind, ...dutyWindow(day, kind) }),
);

/** The board a build at `builtAt` writes, from the rota up to `rotaEnd` when given. */
export function demoBoard(builtAt: string, rotaEnd?: string): DutyBoard {
  const kept = rotaEnd ? rota.filter((d) => Date.parse(d.end) <= Date.parse(rotaEnd)) : rota;
  return dutyBoard(pharmacies, zones, kept, new Date(builtAt));
}

const BUILT = '2026-11-26T04:00:00+01:00';
const board = (body: DutyBoard = demoBoard(BUILT)): ApiAnswer => ok<DutyBoard>(body);

function boardProps(lang: Language = 'es'): DutyBoardProps {
  return {
    src: '/farmacias/guardias.json',
    locale: locale(lang),
    labels: dutyBoardLabels(translator(lang)),
    children: createElement('p', null, 'Guardias del jueves 26 de noviembre'),
  };
}

export const dutyBoardExamples = {
  dayDuty: {
    name: '10:00 on a Thursday: the day pharmacy until 22:00, the night one next, and those open',
    props: boardProps(),
    now: '2026-11-26T10:00:00+01:00',
    api: { [BOARD]: board() },
  },
  nightDuty: {
    name: '23:30: the night pharmacy until 9:00 tomorrow',
    props: boardProps(),
    now: '2026-11-26T23:30:00+01:00',
    api: { [BOARD]: board() },
  },
  smallHours: {
    name: "02:00 the next calendar day: still the night pharmacy of Thursday's duty day, until 9:00 today",
    props: boardProps(),
    now: '2026-11-27T02:00:00+01:00',
    api: { [BOARD]: board() },
  },
  runsShort: {
    name: 'a copy of the rota with less than two days left: confirm by telephone',
    props: boardProps(),
    now: '2026-11-26T10:00:00+01:00',
    api: { [BOARD]: board(demoBoard(BUILT, '2026-11-28T09:00:00+01:00')) },
  },
  expired: {
    name: 'a copy of the rota that has run out: it no longer knows who is on duty',
    props: boardProps(),
    now: '2026-11-28T10:00:00+01:00',
    api: { [BOARD]: board(demoBoard(BUILT, '2026-11-28T09:00:00+01:00')) },
  },
  inValencian: {
    name: 'the night duty in Valencian',
    props: boardProps('va'),
    now: '2026-11-26T23:30:00+01:00',
    api: { [BOARD]: board() },
  },
  nearMeAsks: {
    name: "'Cerca de mí' without consent to precise geolocation: the question first, nothing located",
    props: boardProps(),
    now: '2026-11-26T10:00:00+01:00',
    api: { [BOARD]: board() },
    play: async ({ screen, user }) => user.click(await screen.findByRole('button', { name: 'Cerca de mí' })),
  },
  nearMeNotFound: {
    name: "'Cerca de mí' with consent, in a browser that cannot locate: 'Ubicación no encontrada', the list as it was",
    props: boardProps(),
    now: '2026-11-26T10:00:00+01:00',
    api: { [BOARD]: board() },
    device: { local: { [CONSENT_KEY]: JSON.stringify({ isAccepted: true, proposals: { preciseGeolocation: true } }) } },
    play: async ({ screen, user }) => user.click(await screen.findByRole('button', { name: 'Cerca de mí' })),
  },
  fileMissing: {
    name: 'the board file cannot be read: the duties the build knew stay, with a word',
    props: boardProps(),
    now: '2026-11-26T10:00:00+01:00',
    api: { [BOARD]: status(404) },
  },
  loading: {
    name: 'the board file still on its way: the duties the build knew',
    props: boardProps(),
    now: '2026-11-26T10:00:00+01:00',
    api: { [BOARD]: 'no-answer' },
  },
} satisfies IslandExamples<DutyBoardProps>;
