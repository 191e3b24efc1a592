/**
 * The duty board's states (docs/pharmacies.md "The pages"), at fixed clocks on Thursday 26 November 2026 in the demo
 * town hall (`realms/alcantir/demo/farmacias*.json`): the day duty at 10:00, the night one at 23:30 and still at
 * 02:00, a copy of the rota that runs short and one that has run out, in Valencian, the file missing and still on
 * its way. The board file is made by the build's own function from the demo content, as the page's is.
 */
import { createElement } from 'react';
import * as v from 'valibot';
import pharmaciesJson from '../../../realms/alcantir/demo/farmacias.json' with { type: 'json' };
import rotaJson from '../../../realms/alcantir/demo/farmacias_guardias.json' with { type: 'json' };
import zonesJson from '../../../realms/alcantir/demo/farmacias_zonas.json' with { type: 'json' };
import { dutyBoard } from '../../domain/pharmacies/board.ts';
import { locale, translator } from '../../i18n/index.ts';
import type { DutyBoard } from '../../schemas/duty-board.ts';
import { DutySchema, DutyZoneSchema, PharmacySchema } from '../../schemas/pharmacies.ts';
import type { Language } from '../../schemas/realm.ts';
import { type ApiAnswer, type IslandExamples, ok, status } from '../examples.ts';
import type { DutyBoardProps } from './DutyBoard.tsx';
import { dutyBoardLabels } from './labels.ts';

/** The board file of the demo town hall, as the page asks for it. */
export const BOARD = 'GET /farmacias/guardias.json';

const pharmacies = v.parse(v.array(PharmacySchema), pharmaciesJson);
const zones = v.parse(v.array(DutyZoneSchema), zonesJson);
const rota = v.parse(v.array(DutySchema), rotaJson);

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
