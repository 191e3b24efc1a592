/**
 * The counter's day of cita previa at the desk (`/gestion/citas`, docs/appointments.md "The desk"): an office's day
 * per desk, empty, on a phone, another office and day from the address, each mark the counter records (and the
 * focus and the words that follow), a mark another member recorded first, the server out of reach, and the session
 * ended meanwhile. Bodies are typed with the client's schemas (src/api/desk-appointments.ts), so a change in what
 * the server answers breaks these at `npm run check`.
 */
import type { SlotsAnswer } from '../../api/appointments.ts';
import type { DeskAppointment, DeskBooked, DeskClosure, DeskDay, DeskMonth } from '../../api/desk-appointments.ts';
import type { DeskStaff } from '../../domain/desk/desk-answers.ts';
import { ok, status, type ApiAnswers, type ExamplePage, type IslandExamples } from '../examples.ts';
import { deskExampleProps } from './Desk.examples.ts';
import type { DeskProps } from './Desk.tsx';

const STAFF = '/api/alcantir/desk/staff';
const DAY = '/api/alcantir/desk/citaprevia/day';
const MONTH = '/api/alcantir/desk/citaprevia/stats';
const mark = (code: string) => `/api/alcantir/desk/citaprevia/appointments/${code}/status`;
const TOOLS = '/api/alcantir/desk/citaprevia';
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
            { id: 'puesto-1', title: lang === 'va' ? 'Lloc 1' : 'Puesto 1', services: ['padron', 'certificados'] },
            { id: 'puesto-2', title: lang === 'va' ? 'Lloc 2' : 'Puesto 2', services: ['certificados'] },
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
    { service: 'certificados', booked: 4, arrived: 1, attended: 20, missed: 2, cancelled: 3, walkIns: 7, firstFreeDays: 1.5 },
    { service: 'padron', booked: 10, arrived: 0, attended: 41, missed: 5, cancelled: 6, walkIns: 0, firstFreeDays: null },
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
  origin: 'online',
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
/** Someone attended without an appointment at desk 2, at 10:30: nobody named. */
const walkIn = item('ALC-CP-8HHH-HHHH', '10:30', '10:45', {
  desk: 'puesto-2',
  service: 'certificados',
  status: 'attended',
  origin: 'walk-in',
  name: '',
  surnames: '',
  identityTail: '',
});

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
    url: '/va/gestio/cites?oficina=mercat&dia=2026-03-25',
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
  walkIn: {
    name: 'someone attended without an appointment at a desk: recorded, the day read again with its card',
    props: props(),
    now: MORNING,
    url: at,
    api: {
      ...ready,
      [`GET ${DAY}`]: [ok<DeskDay>(day), ok<DeskDay>({ items: [...day.items, walkIn] })],
      [`POST ${TOOLS}/walk-ins`]: ok<DeskAppointment>(walkIn),
    },
    play: async ({ screen, user }) => {
      await screen.findByText('Marta Ruiz Soler');
      await user.click(screen.getByText('Atender sin cita'));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Puesto' }), 'Puesto 2');
      await user.click(screen.getByRole('button', { name: 'Anotar atención sin cita' }));
    },
  },
  bookForPerson: {
    name: "a booking on a person's behalf: a free time chosen, the form checked, the code and the private link to hand over",
    props: props(),
    now: MORNING,
    url: at,
    api: {
      ...ready,
      [`GET ${DAY}`]: ok<DeskDay>(day),
      'GET /api/alcantir/citaprevia/services/padron/slots': ok<SlotsAnswer>({
        items: [{ start: '09:00', end: '09:15', startsAt: '2026-03-24T09:00:00+01:00', endsAt: '2026-03-24T09:15:00+01:00', free: 1 }],
      }),
      [`POST ${TOOLS}/appointments`]: ok<DeskBooked>({
        code: 'ALC-CP-7KX4-M9QP',
        key: 'clave-de-prueba',
        appointment: item('ALC-CP-7KX4-M9QP', '09:00', '09:15', { origin: 'desk', name: 'Amparo', surnames: 'Soler Vidal', identityTail: '321X' }),
      }),
    },
    play: async ({ screen, user }) => {
      await screen.findByText('Marta Ruiz Soler');
      await user.click(screen.getByText('Dar cita a una persona'));
      await user.click(screen.getByRole('button', { name: 'Ver las horas libres' }));
      await user.click(await screen.findByRole('radio', { name: '09:00' }));
      await user.type(screen.getByLabelText('Nombre'), 'Amparo');
      await user.type(screen.getByLabelText('Apellidos'), 'Soler Vidal');
      await user.type(screen.getByLabelText('DNI o NIE'), '87654321A');
      await user.click(screen.getByRole('button', { name: 'Dar la cita' }));
      await user.clear(screen.getByLabelText('DNI o NIE', { exact: false }));
      await user.type(screen.getByLabelText('DNI o NIE', { exact: false }), '87654321X');
      await user.click(screen.getByRole('button', { name: 'Dar la cita' }));
    },
  },
  closeDesk: {
    name: 'a desk closed for a morning: the appointment it holds listed, then cancelled with its citizen told',
    props: props(),
    now: MORNING,
    url: at,
    api: {
      ...ready,
      [`GET ${DAY}`]: ok<DeskDay>(day),
      [`POST ${TOOLS}/closures`]: ok<DeskClosure>({
        id: 'c1',
        office: 'oac',
        desk: 'puesto-1',
        day: '2026-03-24',
        start: '11:00',
        end: '14:00',
        appointments: [coming],
      }),
      [`POST ${TOOLS}/appointments/${coming.code}/cancel`]: ok<DeskAppointment>({ ...coming, status: 'cancelled' }),
    },
    play: async ({ screen, user }) => {
      await screen.findByText('Marta Ruiz Soler');
      await user.click(screen.getByText('Cerrar un puesto o la oficina'));
      const tool = screen.getByText('Cerrar un puesto o la oficina').closest('details')!;
      await user.selectOptions(screen.getByRole('combobox', { name: 'Qué se cierra' }), 'Puesto 1');
      await user.type(tool.querySelector<HTMLInputElement>('input[type="time"]')!, '11:00');
      await user.type(tool.querySelectorAll<HTMLInputElement>('input[type="time"]')[1]!, '14:00');
      await user.click(screen.getByRole('button', { name: 'Cerrar' }));
      await user.click(await screen.findByRole('button', { name: 'Anular y avisar' }));
    },
  },
  signedOutMeanwhile: {
    name: 'the session ended meanwhile: the invitation to sign in again',
    props: props(),
    now: MORNING,
    url: at,
    api: { ...ready, [`GET ${DAY}`]: status(401, { err: 'No ha iniciado sesión.', errCode: 'not-signed-in' }) },
  },
} satisfies IslandExamples<DeskProps>;
