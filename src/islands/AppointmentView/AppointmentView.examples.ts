/**
 * The appointment page's states (docs/appointments.md "The private link" and "Calls"): an appointment to come with
 * its cancel button, the question asked in the page, cancelled, the refusals (`not-active` when it was cancelled
 * meanwhile, no connection), an appointment already cancelled, one that is over, a wrong link (no key, or a key the
 * server does not know) and the call failing. The service and office are the demo town hall's
 * (realms/alcantir/demo/citaprevia_*.json).
 */
import type { AppointmentAnswer, DaysAnswer, ServiceAnswer, SlotsAnswer } from '../../api/appointments.ts';
import { privateLinkFragment } from '../../domain/appointments/private-link.ts';
import { ok, sameOriginEndpoints, status, type ApiAnswers, type ExamplePage, type IslandExamples } from '../examples.ts';
import type { AppointmentViewProps } from './AppointmentView.tsx';
import { viewLabels } from './labels.ts';

const REALM = 'alcantir';
/** Friday 27 November 2026, 10:00 in Madrid. */
const NOW = '2026-11-27T10:00:00+01:00';
const SERVICE = '6650b1000000000000000002';
const OAC = '6650b2000000000000000001';
const CODE = 'ALC-CP-7KX4-M9QP';
const KEY = 'a2V5LW9mLXRoZS1hcHBvaW50bWVudA';
const BASE = `/api/${REALM}/citaprevia`;

const service: ServiceAnswer = {
  _id: SERVICE,
  title: 'Certificado de empadronamiento',
  description: 'El certificado que acredita dónde vive.',
  documents: ['DNI, NIE o pasaporte en vigor'],
  duration: 10,
  offices: [{ _id: OAC, title: 'Oficina de Atención Ciudadana (OAC)', address: { street: 'Plaza Ajuntament, 1', city: 'Alcantir', zipCode: '46890' } }],
  window: { first: '2026-11-30', last: '2026-12-27' },
};
const appointment: AppointmentAnswer = {
  code: CODE,
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
const cancelled: AppointmentAnswer = { ...appointment, status: 'cancelled', canChange: false, canCancel: false };
const past: AppointmentAnswer = {
  ...appointment,
  day: '2026-11-20',
  startsAt: '2026-11-20T09:30:00+01:00',
  endsAt: '2026-11-20T09:40:00+01:00',
  status: 'attended',
  canChange: false,
  canCancel: false,
};
const NOT_FOUND = status(404, { err: 'No encontramos esta cita.', errCode: 'not-found' });

const READ = `GET ${BASE}/appointments/${CODE}` as const;
const SERVICES = `GET ${BASE}/services` as const;
const CANCEL = `POST ${BASE}/appointments/${CODE}/cancel` as const;
const DAYS = `GET ${BASE}/services/${SERVICE}/days` as const;
const SLOTS = `GET ${BASE}/services/${SERVICE}/slots` as const;
const HOLD = `POST ${BASE}/holds` as const;
const CHANGE = `POST ${BASE}/appointments/${CODE}/change` as const;

const days: DaysAnswer = {
  items: [
    { office: OAC, day: '2026-12-03', slots: 30, free: 12 },
    { office: OAC, day: '2026-12-04', slots: 30, free: 0 },
    { office: OAC, day: '2026-12-09', slots: 30, free: 1 },
  ],
};
/** The 9th's times: the appointment's own time on the 3rd is never among them. */
const slots: SlotsAnswer = {
  items: [{ start: '11:00', end: '11:10', startsAt: '2026-12-09T11:00:00+01:00', endsAt: '2026-12-09T11:10:00+01:00', free: 1 }],
};
const moved: AppointmentAnswer = {
  ...appointment,
  day: '2026-12-09',
  start: '11:00',
  end: '11:10',
  startsAt: '2026-12-09T11:00:00+01:00',
  endsAt: '2026-12-09T11:10:00+01:00',
};
/** The calls of a change up to the question: the days, the times of a day, the hold. */
const changing = (extra: ApiAnswers = {}): ApiAnswers => ({
  ...reading(),
  [DAYS]: ok(days),
  [SLOTS]: ok(slots),
  [HOLD]: status(201, { hold: 'aG9sZC10b2tlbi1vZi10aGUtc2Vzc2lvbg', expiresAt: '2026-11-27T10:10:00+01:00' }),
  ...extra,
});

/** What the page asks first: the appointment by its key, and the services for their names and what to bring. */
const reading = (answer: ApiAnswers[keyof ApiAnswers] = ok(appointment)): ApiAnswers => ({ [READ]: answer, [SERVICES]: ok({ items: [service] }) });

const props: AppointmentViewProps = {
  realm: REALM,
  lang: 'es',
  endpoints: sameOriginEndpoints,
  appointmentsPage: '/cita-previa',
  labels: viewLabels('es'),
};
/** The page as the confirmation e-mail's link opens it. */
const url = `/cita-previa/cita${privateLinkFragment(CODE, KEY)}`;

async function askToCancel({ screen, user }: ExamplePage) {
  await user.click(await screen.findByRole('button', { name: 'Cancelar la cita' }));
}
async function cancel(page: ExamplePage) {
  await askToCancel(page);
  await page.user.click(page.screen.getByRole('button', { name: 'Sí, cancelar la cita' }));
}

async function openChange({ screen, user }: ExamplePage) {
  await user.click(await screen.findByRole('button', { name: 'Cambiar día u hora' }));
}
/** Wednesday 9 December at 11:00, held: the question. */
async function chooseNewTime(page: ExamplePage) {
  await openChange(page);
  await page.user.click(await page.screen.findByRole('button', { name: 'miércoles, 9 de diciembre, 1 hueco libre' }));
  await page.user.click(await page.screen.findByRole('button', { name: '11:00' }));
}
async function confirmChange(page: ExamplePage) {
  await chooseNewTime(page);
  await page.user.click(await page.screen.findByRole('button', { name: 'Sí, cambiar la cita' }));
}

export const appointmentViewExamples = {
  booked: { name: 'an appointment to come: its facts, what to bring, the cancel button', props, now: NOW, url, api: reading() },
  asking: { name: 'cancel pressed: the question, in the page', props, now: NOW, url, api: reading(), play: askToCancel },
  kept: {
    name: 'the question answered no: the appointment as it was, nothing sent',
    props,
    now: NOW,
    url,
    api: reading(),
    play: async (page) => {
      await askToCancel(page);
      await page.user.click(page.screen.getByRole('button', { name: 'No, mantener la cita' }));
    },
  },
  cancelledNow: {
    name: 'cancelled: said, and the way to book again',
    props,
    now: NOW,
    url,
    api: { ...reading(), [CANCEL]: ok(cancelled) },
    play: cancel,
  },
  cancelRefused: {
    name: 'cancelled meanwhile elsewhere: the refusal said, the appointment read again',
    props,
    now: NOW,
    url,
    api: {
      ...reading([ok(appointment), ok(cancelled)]),
      [CANCEL]: status(409, { err: 'Esta cita ya no está activa.', errCode: 'not-active' }),
    },
    play: cancel,
  },
  cancelOffline: {
    name: 'no connection when cancelling: said, the button again',
    props,
    now: NOW,
    url,
    api: { ...reading(), [CANCEL]: 'network-error' },
    play: cancel,
  },
  alreadyCancelled: { name: 'an appointment already cancelled: no button, the way to book again', props, now: NOW, url, api: reading(ok(cancelled)) },
  past: { name: 'an appointment that is over: no cancelling', props, now: NOW, url, api: reading(ok(past)) },
  noCode: { name: 'a link without a code: not found, nothing asked', props, now: NOW, url: '/cita-previa/cita#clave=a2V5LW9mLXRoZS1hcHBvaW50bWVudA' },
  noKey: {
    name: 'a code without its key, for someone who did not book it: asked with the session alone, not found',
    props,
    now: NOW,
    url: `/cita-previa/cita${privateLinkFragment(CODE)}`,
    api: reading(NOT_FOUND),
  },
  owner: {
    name: 'a code without its key from "Mis citas", for the citizen who booked it: the appointment, the code kept in the address',
    props,
    now: NOW,
    url: `/cita-previa/cita${privateLinkFragment(CODE)}`,
    api: reading(),
  },
  wrongKey: { name: 'a key the server does not know: not found, the way to the services', props, now: NOW, url, api: reading(NOT_FOUND) },
  unavailable: { name: 'the call fails: a way to try again', props, now: NOW, url, api: reading('network-error') },
  changeDays: { name: 'change pressed: the days of the office with free places', props, now: NOW, url, api: changing(), play: openChange },
  changeAsk: { name: 'a new time held: the question before moving', props, now: NOW, url, api: changing(), play: chooseNewTime },
  changed: { name: 'moved: said, the new day and time shown', props, now: NOW, url, api: changing({ [CHANGE]: ok(moved) }), play: confirmChange },
  changeTaken: {
    name: 'the new time taken meanwhile: said, the times again',
    props,
    now: NOW,
    url,
    api: changing({ [HOLD]: status(409, { err: 'Alguien acaba de reservar esa hora. Elija otra.', errCode: 'taken', next: [] }) }),
    play: async (page) => {
      await openChange(page);
      await page.user.click(await page.screen.findByRole('button', { name: 'miércoles, 9 de diciembre, 1 hueco libre' }));
      await page.user.click(await page.screen.findByRole('button', { name: '11:00' }));
    },
  },
  changeExpired: {
    name: 'the hold expired before moving: said, the times again, nothing moved',
    props,
    now: NOW,
    url,
    api: changing({
      [CHANGE]: status(410, {
        err: 'Han pasado más de 10 minutos y la hora elegida ya no está reservada para usted. Elija de nuevo la hora.',
        errCode: 'hold-expired',
      }),
    }),
    play: confirmChange,
  },
} satisfies IslandExamples<AppointmentViewProps>;
