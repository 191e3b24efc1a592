/**
 * "Mis solicitudes" in its states (docs/requests-api.md "The citizen"): a citizen's requests in two pages, none yet,
 * signed out, the API unreachable, and still loading. The requests are shaped as the local API answers
 * `GET …/requests/mine`.
 */
import type { MyAppointmentsAnswer } from '../../api/appointments.ts';
import type { MyRequests } from '../../domain/requests/citizen-request.ts';
import { localPath } from '../../i18n/addresses.ts';
import type { Language } from '../../schemas/realm.ts';
import { ok, status, type IslandExamples } from '../examples.ts';
import { demoRequestPages } from '../shared/requests/requests.examples.ts';
import type { MyRequestsProps } from './MyRequests.tsx';

const MINE = 'GET /api/alcantir/requests/mine';

/** An appointment of "Mis citas" as `GET …/citaprevia/mine` answers it. */
const appointment = (code: string, day: string, status: 'booked' | 'attended', upcoming: boolean): MyAppointmentsAnswer['items'][number] => ({
  code,
  status,
  service: 'padron',
  office: 'oac',
  day,
  start: '09:30',
  end: '09:45',
  startsAt: `${day}T09:30:00+01:00`,
  endsAt: `${day}T09:45:00+01:00`,
  name: 'Lucía',
  surnames: 'Ferrer Puig',
  contact: {},
  canChange: upcoming,
  canCancel: upcoming,
  upcoming,
});

function props(lang: Language = 'es'): MyRequestsProps {
  const { prefix, ...page } = demoRequestPages(lang);
  return {
    ...page,
    paths: {
      list: `${prefix}${localPath(lang, '/mis-solicitudes')}`,
      signIn: `${prefix}${localPath(lang, '/cuenta')}`,
      procedures: `${prefix}${localPath(lang, '/tramites')}`,
    },
  };
}

export const firstPage: MyRequests = {
  items: [
    {
      reference: 'ALC-2026-R3SV-8QWZ',
      mailbox: 'reservas',
      title: 'Ensayo abierto de la coral',
      status: 'Recibida',
      createdAt: '2026-11-24T17:05:00.000Z',
      updatedAt: '2026-11-24T17:05:00.000Z',
    },
    {
      reference: 'ALC-2026-7KX4-M9QP',
      mailbox: 'incidencias',
      title: 'La farola de la esquina lleva una semana apagada',
      status: 'En gestión',
      createdAt: '2026-11-10T08:30:00.000Z',
      updatedAt: '2026-11-12T11:00:00.000Z',
    },
  ],
  total: 22,
  page: 1,
  pages: 2,
};

export const myRequestsExamples = {
  list: {
    name: "a citizen's requests, newest first, the first of two pages",
    props: props(),
    api: { [MINE]: ok<MyRequests>(firstPage) },
  },
  listInValencian: {
    name: 'the same in Valencian',
    props: props('va'),
    api: { [MINE]: ok<MyRequests>(firstPage) },
  },
  empty: {
    name: 'a citizen who has sent nothing yet: where the procedures are',
    props: props(),
    api: { [MINE]: ok<MyRequests>({ items: [], total: 0, page: 1, pages: 1 }) },
  },
  signedOut: {
    name: 'nobody signed in (or a device without an account): how to sign in, and how else to follow a request',
    props: props(),
    api: { [MINE]: status(401, { err: 'Inicie sesión para ver sus solicitudes.', errCode: 'not-signed-in' }) },
  },
  unreachable: {
    name: 'the API cannot be reached: the error and a retry',
    props: props(),
    api: { [MINE]: ['network-error', ok<MyRequests>(firstPage)] },
  },
  withAppointments: {
    name: 'in a realm with cita previa: "Mis citas" under the requests, coming ones first, each linked to its page by its code',
    props: { ...props(), appointments: { page: '/cita-previa/cita', services: { padron: 'Alta o cambio de domicilio en el padrón' } } },
    api: {
      [MINE]: ok<MyRequests>(firstPage),
      'GET /api/alcantir/citaprevia/mine': ok<MyAppointmentsAnswer>({
        items: [appointment('ALC-CP-7KX4-M9QP', '2026-12-03', 'booked', true), appointment('ALC-CP-2BBB-BBBB', '2026-10-14', 'attended', false)],
      }),
    },
  },
  loading: {
    name: 'the requests still on their way',
    props: props(),
    api: { [MINE]: 'no-answer' },
  },
} satisfies IslandExamples<MyRequestsProps>;
