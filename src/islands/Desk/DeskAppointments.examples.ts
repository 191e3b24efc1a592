/**
 * The counter's day of cita previa at the desk (`/gestion/citas`, docs/appointments.md "The desk"): an office's day
 * per desk, empty, on a phone, another office and day from the address, each mark the counter records (and the
 * focus and the words that follow), a mark another member recorded first, the server out of reach, and the session
 * ended meanwhile. Bodies are typed with the client's schemas (src/api/desk-appointments.ts), so a change in what
 * the server answers breaks these at `npm run check`.
 */
import type { DeskAppointment, DeskDay, DeskMonth } from '../../api/desk-appointments.ts';
import type { DeskStaff } from '../../domain/desk/desk-answers.ts';
import { ok, status, type ApiAnswers, type ExamplePage, type IslandExamples } from '../examples.ts';
import { deskExampleProps } from './Desk.examples.ts';
import type { DeskProps } from './Desk.tsx';

const STAFF = '/api/alcantir/desk/staff';
const DAY = '/api/alcantir/desk/citaprevia/day';
const MONTH = '/api/alcantir/desk/citaprevia/stats';
const mark = (code: string) => `/api/alcantir/desk/citaprevia/appointments/${code}/status`;
/** A Tuesday morning in Madrid (winter time): 09:45 has come, 11:00 has not. */
const MORNING = '2026-03-24T10:30:00+01:00';

function props(lang: 'es' | 'va' = 'es'): DeskProps {
  return {
    ...deskExampleProps('appointments', lang),
    appointments: {
      offices: [
        {
          _id: 'oac',
          title: lang === 'va' ? "Oficina d'Atenció Ciutadana" : 'Oficina de Atención Ciudadana',
          desks: [
            { id: 'puesto-1', title: lang === 'va' ? 'Lloc 1' : 'Puesto 1' },
            { id: 'puesto-2', title: lang === 'va' ? 'Lloc 2' : 'Puesto 2' },
          ],
        },
        { _id: 'mercat', title: lang === 'va' ? 'Oficina del Mercat' : 'Oficina del Mercado', desks: [{ id: 'puesto-1', title: 'Puesto 1' }] },
      ],
      services: {
        padron: lang === 'va' ? 'Alta o canvi de domicili en el padró' : 'Alta o cambio de domicilio en el padrón',
        certificados: lang === 'va' ? 'Certificats' : 'Certificados',
      },
    },
  };
}

const gestor = { _id: 'u-gestor', name: 'Pau Sanchis Mira', mailboxes: null, offices: null };
/** March's counts: the padrón's and the certificates' appointments by status. */
const march: DeskMonth = {
  month: '2026-03',
  services: [
    { service: 'certificados', booked: 4, arrived: 1, attended: 20, missed: 2, cancelled: 3 },
    { service: 'padron', booked: 10, arrived: 0, attended: 41, missed: 5, cancelled: 6 },
  ],
};
const ready: ApiAnswers = { [`GET ${STAFF}`]: ok<DeskStaff>({ me: gestor, staff: [gestor] }), [`GET ${MONTH}`]: ok<DeskMonth>(march) };

const item = (code: string, start: string, end: string, overrides: Partial<DeskAppointment> = {}): DeskAppointment => ({
  code,
  service: 'padron',
  desk: 'puesto-1',
  day: '2026-03-24',
  start,
  end,
  status: 'booked',
  name: 'Lucía',
  surnames: 'Ferrer Gil',
  identityTail: '567X',
  ...overrides,
});

// As the server sends them: by time, then desk.
const attended = item('ALC-CP-1AAA-AAAA', '09:00', '09:15', { status: 'attended', name: 'Marta', surnames: 'Ruiz Soler', identityTail: '1234' });
const late = item('ALC-CP-2BBB-BBBB', '09:45', '10:00');
const waiting = item('ALC-CP-3CCC-CCCC', '10:15', '10:30', {
  desk: 'puesto-2',
  status: 'arrived',
  service: 'certificados',
  name: 'Joan',
  surnames: 'Mira Pla',
  identityTail: '998K',
});
const coming = item('ALC-CP-4DDD-DDDD', '11:00', '11:15', { name: 'Amparo', surnames: 'Llopis Gómez', identityTail: '0042' });
const cancelled = item('ALC-CP-5EEE-EEEE', '12:00', '12:15', {
  desk: 'puesto-2',
  status: 'cancelled',
  name: 'Vicent',
  surnames: 'Soler Roig',
  identityTail: '7777',
});
const day: DeskDay = { items: [attended, late, waiting, coming, cancelled] };

const at = '/gestion/citas';
/** A mark's button, named by what it records and described by whose appointment it is. */
const markButton = (page: ExamplePage, name: string, who: string) => page.screen.findByRole('button', { name, description: who });

export const deskAppointmentsExamples = {
  day: {
    name: "an office's day per desk and by time: who, what, the document's last characters, the status and the marks each accepts now; the month's counts per service",
    props: props(),
    now: MORNING,
    url: at,
    api: { ...ready, [`GET ${DAY}`]: ok<DeskDay>(day) },
  },
  loading: {
    name: 'the day while the server has not answered yet',
    props: props(),
    now: MORNING,
    url: at,
    api: { ...ready, [`GET ${DAY}`]: 'no-answer', [`GET ${MONTH}`]: 'no-answer' },
  },
  dayInValencian: {
    name: 'the day in Valencian, another office and day named in the address',
    props: props('va'),
    now: MORNING,
    url: `/va${at}?oficina=mercat&dia=2026-03-25`,
    api: { ...ready, [`GET ${DAY}`]: ok<DeskDay>({ items: [item('ALC-CP-6FFF-FFFF', '09:30', '09:45', { day: '2026-03-25' })] }) },
  },
  empty: {
    name: 'a day without appointments, in a month without any',
    props: props(),
    now: MORNING,
    url: at,
    api: { ...ready, [`GET ${DAY}`]: ok<DeskDay>({ items: [] }), [`GET ${MONTH}`]: ok<DeskMonth>({ month: '2026-03', services: [] }) },
  },
  phone: {
    name: 'the day on a phone: the same cards, nothing to scroll sideways',
    props: props(),
    now: MORNING,
    url: at,
    width: 375,
    api: { ...ready, [`GET ${DAY}`]: ok<DeskDay>(day) },
  },
  otherDay: {
    name: 'the next day, then another office: each read, and the address follows',
    props: props(),
    now: MORNING,
    url: at,
    api: { ...ready, [`GET ${DAY}`]: [ok<DeskDay>(day), ok<DeskDay>({ items: [] }), ok<DeskDay>({ items: [] })] },
    play: async ({ screen, user }) => {
      await screen.findByText('Marta Ruiz Soler');
      await user.click(screen.getByRole('button', { name: 'Día siguiente' }));
      await screen.findByText('No hay citas este día en esta oficina.');
      await user.selectOptions(screen.getByRole('combobox', { name: 'Oficina' }), 'Oficina del Mercado');
    },
  },
  arrived: {
    name: 'the person has arrived: recorded, said in the live region, focus on what is left to do',
    props: props(),
    now: MORNING,
    url: at,
    api: { ...ready, [`GET ${DAY}`]: ok<DeskDay>(day), [`POST ${mark(late.code)}`]: ok<DeskAppointment>({ ...late, status: 'arrived' }) },
    play: async (page) => {
      await page.user.click(await markButton(page, 'Ha llegado', 'Lucía Ferrer Gil'));
    },
  },
  attended: {
    name: 'the person waiting has been attended: no marks left, focus on the card',
    props: props(),
    now: MORNING,
    url: at,
    api: { ...ready, [`GET ${DAY}`]: ok<DeskDay>(day), [`POST ${mark(waiting.code)}`]: ok<DeskAppointment>({ ...waiting, status: 'attended' }) },
    play: async (page) => {
      await page.user.click(await markButton(page, 'Atendida', 'Joan Mira Pla'));
    },
  },
  missed: {
    name: 'the person did not come once their time had come',
    props: props(),
    now: MORNING,
    url: at,
    api: { ...ready, [`GET ${DAY}`]: ok<DeskDay>(day), [`POST ${mark(late.code)}`]: ok<DeskAppointment>({ ...late, status: 'missed' }) },
    play: async (page) => {
      await page.user.click(await markButton(page, 'No se ha presentado', 'Lucía Ferrer Gil'));
    },
  },
  markedMeanwhile: {
    name: 'another member recorded it first: the server says why, and the day is read again to show what happened',
    props: props(),
    now: MORNING,
    url: at,
    api: {
      ...ready,
      [`GET ${DAY}`]: [ok<DeskDay>(day), ok<DeskDay>({ items: day.items.map((i) => (i.code === late.code ? { ...late, status: 'attended' as const } : i)) })],
      [`POST ${mark(late.code)}`]: status(409, {
        err: 'Esta cita no admite ese cambio de estado: está anulada, ya atendida o marcada como no presentada, o aún no ha llegado su hora.',
        errCode: 'status',
      }),
    },
    play: async (page) => {
      await page.user.click(await markButton(page, 'Ha llegado', 'Lucía Ferrer Gil'));
    },
  },
  markOffline: {
    name: 'a mark without an answer: said so, nothing changed',
    props: props(),
    now: MORNING,
    url: at,
    api: { ...ready, [`GET ${DAY}`]: ok<DeskDay>(day), [`POST ${mark(late.code)}`]: 'network-error' },
    play: async (page) => {
      await page.user.click(await markButton(page, 'Ha llegado', 'Lucía Ferrer Gil'));
    },
  },
  unknownOffice: {
    name: 'an office the server no longer knows: said so, the other offices still there to choose',
    props: props(),
    now: MORNING,
    url: `${at}?oficina=mercat`,
    api: { ...ready, [`GET ${DAY}`]: status(404, { err: 'Esta oficina no atiende este servicio.', errCode: 'office' }) },
  },
  unreachable: {
    name: 'the day cannot be read: a way to try again',
    props: props(),
    now: MORNING,
    url: at,
    api: { ...ready, [`GET ${DAY}`]: 'network-error', [`GET ${MONTH}`]: 'network-error' },
  },
  signedOutMeanwhile: {
    name: 'the session ended meanwhile: the invitation to sign in again',
    props: props(),
    now: MORNING,
    url: at,
    api: { ...ready, [`GET ${DAY}`]: status(401, { err: 'No ha iniciado sesión.', errCode: 'not-signed-in' }) },
  },
} satisfies IslandExamples<DeskProps>;
