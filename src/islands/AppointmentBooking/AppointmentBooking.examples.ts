/**
 * The booking island's states (docs/appointments.md "Booking" and "Calls"): the days of a service with one office and
 * the office step of one with two, the times of a day, a time held with the form, a signed-in citizen's details, the
 * jump to the first free slot, each refusal (`taken` with its next slots, `hold-expired`, `duplicate`, `captcha`,
 * `form`, no connection), the confirmation, a service with nothing free and the calls failing. The service and
 * offices are the demo town hall's (realms/alcantir/demo/citaprevia_*.json).
 */
import type { AppointmentAnswer, BookingAnswer, DaysAnswer, ServiceAnswer, SlotsAnswer } from '../../api/appointments.ts';
import type { SessionUser } from '../../api/auth.ts';
import { ok, sameOriginEndpoints, status, type ApiAnswers, type ExamplePage, type IslandExamples } from '../examples.ts';
import { captchaAnswers } from '../shared/captcha/captcha.examples.ts';
import type { AppointmentBookingProps } from './AppointmentBooking.tsx';
import { bookingLabels } from './labels.ts';

const REALM = 'alcantir';
/** Friday 27 November 2026, 10:00 in Madrid: the window opens on Monday 30. */
const NOW = '2026-11-27T10:00:00+01:00';
const SERVICE = '6650b1000000000000000002';
const OAC = '6650b2000000000000000001';
const SOCIAL = '6650b2000000000000000002';
const BASE = `/api/${REALM}/citaprevia`;

const offices = {
  [OAC]: { _id: OAC, title: 'Oficina de Atención Ciudadana (OAC)', address: { street: 'Plaza Ajuntament, 1', city: 'Alcantir', zipCode: '46890' } },
  [SOCIAL]: { _id: SOCIAL, title: 'Centro Social Municipal', address: { street: 'Calle Doctor Fleming, 12', city: 'Alcantir', zipCode: '46890' } },
};
const service = (...ids: string[]): ServiceAnswer => ({
  _id: SERVICE,
  title: 'Certificado de empadronamiento',
  description: 'El certificado que acredita dónde vive.',
  documents: ['DNI, NIE o pasaporte en vigor'],
  duration: 10,
  offices: ids.map((id) => offices[id as keyof typeof offices]),
  window: { first: '2026-11-30', last: '2026-12-27' },
});

const first = { office: OAC, day: '2026-11-30', start: '09:00', startsAt: '2026-11-30T09:00:00+01:00' };
const days: DaysAnswer = {
  items: [
    { office: OAC, day: '2026-11-30', slots: 30, free: 1 },
    { office: OAC, day: '2026-12-01', slots: 30, free: 0 },
    { office: OAC, day: '2026-12-03', slots: 30, free: 12 },
    { office: SOCIAL, day: '2026-12-02', slots: 20, free: 4 },
  ],
  first,
};
const slots: SlotsAnswer = {
  items: [
    { start: '09:30', end: '09:40', startsAt: '2026-12-03T09:30:00+01:00', endsAt: '2026-12-03T09:40:00+01:00', free: 2 },
    { start: '11:00', end: '11:10', startsAt: '2026-12-03T11:00:00+01:00', endsAt: '2026-12-03T11:10:00+01:00', free: 1 },
  ],
};
const firstDaySlots: SlotsAnswer = {
  items: [{ start: '09:00', end: '09:10', startsAt: first.startsAt, endsAt: '2026-11-30T09:10:00+01:00', free: 1 }],
};
const held = { hold: 'aG9sZC10b2tlbi1vZi10aGUtc2Vzc2lvbg', expiresAt: '2026-11-27T10:10:00+01:00' };
const appointment: AppointmentAnswer = {
  code: 'ALC-CP-7KX4-M9QP',
  status: 'booked',
  service: SERVICE,
  office: OAC,
  day: '2026-12-03',
  start: '09:30',
  end: '09:40',
  startsAt: '2026-12-03T09:30:00+01:00',
  endsAt: '2026-12-03T09:40:00+01:00',
  name: 'Lucía',
  surnames: 'Ferrer Soler',
  contact: { email: 'lucia@example.org' },
  canChange: true,
  canCancel: true,
};
const booking: BookingAnswer = { code: appointment.code, key: 'a2V5LW9mLXRoZS1hcHBvaW50bWVudA', appointment };

const LOGGED_IN = 'GET /api/v2/auth/loggedin' as const;
const SERVICES = `GET ${BASE}/services` as const;
const DAYS = `GET ${BASE}/services/${SERVICE}/days` as const;
const SLOTS = `GET ${BASE}/services/${SERVICE}/slots` as const;
const HOLD = `POST ${BASE}/holds` as const;
const BOOK = `POST ${BASE}/appointments` as const;

/** What every state asks first: nobody signed in, the service and its days. */
const start = (answer: DaysAnswer = days, ...ids: string[]): ApiAnswers => ({
  [LOGGED_IN]: status(401, { err: 'No ha iniciado sesión.', errCode: 'not-signed-in' }),
  [SERVICES]: ok({ items: [service(...(ids.length ? ids : [OAC]))] }),
  [DAYS]: ok(answer),
});
/** A time held, the form with its captcha, and what the booking answers. */
const holding = (book?: ApiAnswers[keyof ApiAnswers]): ApiAnswers => ({
  ...start(),
  [SLOTS]: ok(slots),
  [HOLD]: status(201, held),
  ...captchaAnswers(REALM),
  ...(book ? { [BOOK]: book } : {}),
});

const props: AppointmentBookingProps = {
  realm: REALM,
  lang: 'es',
  endpoints: sameOriginEndpoints,
  service: SERVICE,
  offices: [OAC],
  appointmentPage: '/cita-previa/cita',
  host: 'alcantir.es',
  labels: bookingLabels('es'),
};
const twoOffices: AppointmentBookingProps = { ...props, offices: [OAC, SOCIAL] };

/** Thursday 3 December, then 9:30. */
async function chooseTime({ screen, user }: ExamplePage) {
  await user.click(await screen.findByRole('button', { name: 'jueves, 3 de diciembre, 12 huecos libres' }));
  await user.click(await screen.findByRole('button', { name: '09:30' }));
}

/** Fills the form as Lucía would, and sends it. */
async function fillAndSend(page: ExamplePage) {
  const { screen, user } = page;
  await chooseTime(page);
  await user.type(await screen.findByLabelText('Nombre'), 'Lucía');
  await user.type(screen.getByLabelText('Apellidos'), 'Ferrer Soler');
  await user.type(screen.getByLabelText('DNI o NIE'), '12345678z');
  await user.type(screen.getByLabelText('Correo electrónico'), 'lucia@example.org');
  await screen.findByRole('img', { name: 'Operación aritmética que debe resolver' });
  await user.type(screen.getByLabelText('Resultado de la operación'), '7');
  await user.click(screen.getByRole('button', { name: 'Confirmar la cita' }));
}

export const appointmentBookingExamples = {
  days: { name: 'one office, preselected: its days with free places and the first free slot', props, now: NOW, api: start() },
  offices: {
    name: 'two offices: the office to choose first, its days once chosen',
    props: twoOffices,
    now: NOW,
    api: start(days, OAC, SOCIAL),
    play: async ({ screen, user }) => user.click(await screen.findByRole('button', { name: /Centro Social Municipal/ })),
  },
  times: {
    name: 'a day chosen: its free times as buttons, the focus on their heading',
    props,
    now: NOW,
    api: { ...start(), [SLOTS]: ok(slots) },
    play: async ({ screen, user }) => user.click(await screen.findByRole('button', { name: 'jueves, 3 de diciembre, 12 huecos libres' })),
  },
  held: { name: 'a time held for ten minutes: until when, and the form', props, now: NOW, api: holding(), play: chooseTime },
  signedIn: {
    name: 'a signed-in citizen: name, surnames and e-mail address from the profile',
    props,
    now: NOW,
    api: {
      ...holding(),
      [LOGGED_IN]: ok<SessionUser>({ _id: 'u1', firstName: 'Lucía', lastName: 'Ferrer Soler', email: 'lucia@example.org' }),
    },
    play: chooseTime,
  },
  firstSlot: {
    name: '"Primer hueco libre": the earliest slot of any office, held at once',
    props,
    now: NOW,
    api: { ...holding(), [SLOTS]: ok(firstDaySlots) },
    play: async ({ screen, user }) => user.click(await screen.findByRole('button', { name: 'Primer hueco libre' })),
  },
  taken: {
    name: 'the time filled meanwhile: the next free slots offered',
    props,
    now: NOW,
    api: {
      ...start(),
      [SLOTS]: ok(slots),
      // Refused, then the next slot it offers held.
      [HOLD]: [
        status(409, {
          err: 'Alguien acaba de reservar ese horario. Elija otro: le proponemos los siguientes libres.',
          errCode: 'taken',
          next: [{ office: OAC, day: '2026-12-03', start: '11:00', startsAt: '2026-12-03T11:00:00+01:00' }],
        }),
        status(201, held),
      ],
      ...captchaAnswers(REALM),
    },
    play: chooseTime,
  },
  formErrors: {
    name: 'a send with the details wrong: the summary at the top, each field said',
    props,
    now: NOW,
    api: holding(),
    play: async (page) => {
      const { screen, user } = page;
      await chooseTime(page);
      await user.type(await screen.findByLabelText('DNI o NIE'), '12345678A');
      await user.type(screen.getByLabelText('Teléfono'), '12');
      await user.click(screen.getByRole('button', { name: 'Confirmar la cita' }));
    },
  },
  booked: { name: 'the appointment booked: the confirmation', props, now: NOW, api: holding(status(201, booking)), play: fillAndSend },
  bookedAgain: {
    name: 'a send again after no answer: booked once, the private link in the e-mail',
    props,
    now: NOW,
    api: holding(['network-error', ok({ code: booking.code, appointment })]),
    play: async (page) => {
      await fillAndSend(page);
      await page.screen.findByText(/compruebe su conexión/);
      await page.user.click(page.screen.getByRole('button', { name: 'Confirmar la cita' }));
    },
  },
  duplicate: {
    name: 'the same person already has an appointment of the service: how to change it, nothing lost',
    props,
    now: NOW,
    api: holding(
      status(409, {
        err: 'Ya tiene una cita pendiente para este servicio. Si quiere otro día u hora, cámbiela con el enlace de su confirmación.',
        errCode: 'duplicate',
      }),
    ),
    play: fillAndSend,
  },
  holdExpired: {
    name: 'the hold expired: the times again, what was typed kept',
    props,
    now: NOW,
    api: holding(
      status(410, {
        err: 'Han pasado más de 10 minutos y el horario elegido ya no está reservado para usted. Elíjalo de nuevo.',
        errCode: 'hold-expired',
      }),
    ),
    play: fillAndSend,
  },
  captchaRefused: {
    name: 'a wrong captcha: a new operation, the rest kept',
    props,
    now: NOW,
    api: holding(status(400, { err: 'Error en el Captcha!. Introduzca el resultado de la operación correctamente.', errCode: 'captcha' })),
    play: fillAndSend,
  },
  serverForm: {
    name: "the server's check of the details: its errors in the summary",
    props,
    now: NOW,
    api: holding(
      status(400, {
        err: 'Revise los datos.',
        errCode: 'form',
        errors: [{ field: 'identity', key: 'appointments.error.identityLetter', message: 'La letra no corresponde a ese número. Revise el DNI o NIE.' }],
      }),
    ),
    play: fillAndSend,
  },
  offline: { name: 'no connection when booking: said, nothing lost', props, now: NOW, api: holding('network-error'), play: fillAndSend },
  full: {
    name: 'nothing free in the whole window: the other ways to book',
    props,
    now: NOW,
    api: start({ items: [{ office: OAC, day: '2026-11-30', slots: 30, free: 0 }] }),
  },
  unavailable: {
    name: 'the calls fail: a way to try again',
    props,
    now: NOW,
    api: { ...start(), [SERVICES]: 'network-error' },
  },
  valencian: {
    name: 'the days in Valencian',
    props: { ...props, lang: 'va', labels: bookingLabels('va') },
    now: NOW,
    api: start(),
  },
} satisfies IslandExamples<AppointmentBookingProps>;
