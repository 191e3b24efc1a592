/**
 * One request's page in its states (docs/requests-api.md "The citizen"): opened with the private link (a booking,
 * paid, with the town hall's message and the citizen's reply), opened by its owner, closed, in Valencian, not found
 * (a wrong key, a broken link), and the API unreachable. The requests are shaped as the local API answers
 * `GET …/requests/{reference}`.
 */
import type { CitizenRequest } from '../../domain/requests/citizen-request.ts';
import type { RequestStatus } from '../../domain/requests/request-status.ts';
import { localPath } from '../../i18n/addresses.ts';
import type { Language } from '../../schemas/realm.ts';
import { historyStep, ok, status, type IslandExamples } from '../examples.ts';
import { demoRequestPages } from '../shared/requests/requests.examples.ts';
import { bookingMailbox, incidenceMailbox, type MailboxAnswer } from '../RequestForm/example-mailboxes.ts';
import type { RequestFollowUpProps } from './RequestFollowUp.tsx';

const KEY = 'Xq3vN8kLr2TtYw7PzA0bC4dE6fG9hJ1mK5nR8sU2wZ_';
const BOOKING = 'ALC-2026-R3SV-8QWZ';
const INCIDENCE = 'ALC-2026-7KX4-M9QP';

function props(address: string, lang: Language = 'es'): RequestFollowUpProps {
  const { prefix, ...page } = demoRequestPages(lang);
  return {
    ...page,
    paths: { list: `${prefix}${localPath(lang, '/mis-solicitudes')}`, signIn: `${prefix}${localPath(lang, '/cuenta')}` },
    site: 'asociaciones.alcantir.es',
    siteName: lang === 'es' ? 'Portal de Asociaciones de Alcantir' : "Portal d'Associacions d'Alcantir",
    address: `http://alcantir.localhost${prefix}${localPath(lang, address)}`,
  };
}

type Entry = CitizenRequest['history'][number];
const created = (at: string) => historyStep(1, at, { kind: 'citizen', id: null }, 'created', { after: { status: 'Recibida' } }) as Entry;
/** The town hall moved the request from one status to another, saying `message` or nothing. */
const moved = (id: number, at: string, from: RequestStatus, to: RequestStatus, message: string | null = null) =>
  historyStep(id, at, { kind: 'staff', id: null }, 'status', { before: { status: from }, after: { status: to }, message }) as Entry;

/** A booking paid and sent, which the town hall has started on and written about; the citizen answered. */
export const paidBooking: CitizenRequest = {
  reference: BOOKING,
  mailbox: 'reservas',
  title: 'Ensayo abierto de la coral',
  body: 'Ensayo abierto de la coral con público; necesitamos sillas en filas.',
  contact: { firstName: 'Lucía', email: 'lucia@example.org' },
  extra: { sala: 'centro-civico', inicio: '2026-12-18T18:00:00+01:00' },
  status: 'En gestión',
  createdAt: '2026-11-24T17:05:00.000Z',
  updatedAt: '2026-11-25T09:40:00.000Z',
  language: 'es',
  attachments: [],
  payment: { amount: 20, concept: 'Reserva de sala municipal', status: 'pay' },
  threads: [
    { at: '2026-11-25T09:00:00.000Z', author: 'staff', status: 'En gestión', message: 'Estamos comprobando la disponibilidad de la sala para ese día.' },
    { at: '2026-11-25T09:40:00.000Z', author: 'citizen', message: 'Gracias. Si no estuviera libre, nos vale también el Aula 2.' },
  ],
  history: [
    created('2026-11-24T17:05:00.000Z'),
    moved(2, '2026-11-25T09:00:00.000Z', 'Recibida', 'En gestión', 'Estamos comprobando la disponibilidad de la sala para ese día.'),
    {
      id: 3,
      at: '2026-11-25T09:40:00.000Z',
      actor: { kind: 'citizen', id: null },
      action: 'reply',
      before: null,
      after: null,
      message: 'Gracias. Si no estuviera libre, nos vale también el Aula 2.',
      citizenVisible: true,
    },
  ],
  canReply: true,
  // Its room, waiting for the town hall's confirmation, cancellable without cost (and refunded) until two days before.
  room: {
    slug: 'centro-civico',
    title: 'Sala polivalente del Centro Cívico',
    startsAt: '2026-12-18T18:00:00+01:00',
    endsAt: '2026-12-18T22:00:00+01:00',
    status: 'requested',
    confirmation: 'town-hall',
    cancelUntil: '2026-12-16T18:00:00+01:00',
    canCancel: true,
    refundOnCancel: true,
  },
};

/** An incidence just received, with a photo and a point on the map. */
export const newIncidence: CitizenRequest = {
  reference: INCIDENCE,
  mailbox: 'incidencias',
  title: 'La farola de la esquina lleva una semana apagada',
  body: 'La farola de la esquina lleva una semana apagada por la noche.',
  category: 'Alumbrado público',
  address: 'Calle Abadia, 12',
  coordinates: { lat: 38.98661, lng: -0.52132 },
  contact: { firstName: 'Lucía', lastName: 'Ferrer Soler', telephone: '600 123 456', email: 'lucia@example.org' },
  extra: {},
  status: 'Recibida',
  createdAt: '2026-11-10T08:30:00.000Z',
  updatedAt: '2026-11-10T08:30:00.000Z',
  language: 'es',
  attachments: [{ name: 'farola.jpg', kind: 'image', size: 182_000 }],
  threads: [],
  history: [created('2026-11-10T08:30:00.000Z')],
  canReply: true,
};

const closedIncidence: CitizenRequest = {
  ...newIncidence,
  status: 'Cerrada',
  updatedAt: '2026-11-20T10:00:00.000Z',
  canReply: false,
  threads: [{ at: '2026-11-14T12:00:00.000Z', author: 'staff', status: 'Resuelta', message: 'La farola ya funciona. Gracias por avisar.' }],
  history: [
    created('2026-11-10T08:30:00.000Z'),
    moved(2, '2026-11-11T08:00:00.000Z', 'Recibida', 'En gestión'),
    moved(3, '2026-11-14T12:00:00.000Z', 'En gestión', 'Resuelta', 'La farola ya funciona. Gracias por avisar.'),
    moved(4, '2026-11-20T10:00:00.000Z', 'Resuelta', 'Cerrada'),
  ],
};

const request = (reference: string, answer: CitizenRequest) => ({ [`GET /api/alcantir/requests/${reference}` as const]: ok<CitizenRequest>(answer) });
const mailbox = (definition: MailboxAnswer) => ({ [`GET /api/alcantir/mailbox/${definition._id}` as const]: ok<MailboxAnswer>(definition) });

export const requestFollowUpExamples = {
  privateLink: {
    name: 'a paid booking opened with its private link: timeline, what was sent, the payment and the conversation',
    props: props(`/mis-solicitudes/${BOOKING}#clave=${KEY}`),
    api: { ...request(BOOKING, paidBooking), ...mailbox(bookingMailbox) },
  },
  owner: {
    name: 'an incidence opened by its owner, signed in: its photo by name and its place on the map',
    props: props(`/mis-solicitudes/${INCIDENCE}`),
    api: { ...request(INCIDENCE, newIncidence), ...mailbox(incidenceMailbox) },
  },
  closed: {
    name: 'a request closed by the town hall: the whole timeline, and no more replies',
    props: props(`/mis-solicitudes/${INCIDENCE}`),
    api: { ...request(INCIDENCE, closedIncidence), ...mailbox(incidenceMailbox) },
  },
  inValencian: {
    name: 'the paid booking in Valencian',
    props: props(`/mis-solicitudes/${BOOKING}#clave=${KEY}`, 'va'),
    api: { ...request(BOOKING, paidBooking), ...mailbox(bookingMailbox) },
  },
  notFound: {
    name: 'a wrong key (or another realm, or nobody’s request): the same answer as a request that does not exist',
    props: props(`/mis-solicitudes/${BOOKING}#clave=una-clave-que-no-es`),
    api: { [`GET /api/alcantir/requests/${BOOKING}`]: status(404, { err: 'Solicitud no encontrada.', errCode: 'not-found' }) },
  },
  noReference: {
    name: 'the page opened without a reference',
    props: props('/mis-solicitudes/'),
  },
  unreachable: {
    name: 'the API cannot be reached: the error and a retry',
    props: props(`/mis-solicitudes/${INCIDENCE}`),
    api: { [`GET /api/alcantir/requests/${INCIDENCE}`]: ['network-error', ok<CitizenRequest>(newIncidence)], ...mailbox(incidenceMailbox) },
  },
} satisfies IslandExamples<RequestFollowUpProps>;
