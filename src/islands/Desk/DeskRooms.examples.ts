/**
 * The desk's room bookings (`/gestion/salas`, docs/rooms.md "The desk"): a week of the demo's rooms with a booking
 * waiting for confirmation (paid), a confirmed one and one the citizen cancelled with its refund; the same in
 * Valencian; one room chosen in the address; a week without bookings; the server out of reach; a confirmation; a
 * paid booking cancelled with its refund after the question, and the question answered "no"; a change another
 * member made first (409, the week read again). Bodies are typed with the client's schema (src/api/desk-rooms.ts),
 * so a change in what the server answers breaks these at `npm run check`.
 */
import type { DeskRoomBooking } from '../../api/desk-rooms.ts';
import type { DeskStaff } from '../../domain/desk/desk-answers.ts';
import { ok, status, type IslandExamples } from '../examples.ts';
import { deskExampleProps } from './Desk.examples.ts';
import type { DeskProps } from './Desk.tsx';

const STAFF = '/api/alcantir/desk/staff';
/** The bookings of a span of days (the week from Tuesday 1 December 2026 first; the test reads each call's query). */
const WEEK = 'GET /api/alcantir/desk/rooms/bookings';
/** Tuesday 1 December 2026, 10:00 in Madrid. */
const NOW = '2026-12-01T10:00:00+01:00';
const at = (iso: string) => Date.parse(iso);

function props(lang: 'es' | 'va' = 'es'): DeskProps {
  return {
    ...deskExampleProps('rooms', lang),
    // As deskRoomProps gives them from the demo's rooms of the `reservas` mailbox.
    rooms: {
      rooms: [
        { slug: 'centro-civico', title: lang === 'va' ? 'Sala polivalent del Centre Cívic' : 'Sala polivalente del Centro Cívico' },
        { slug: 'casa-cultura', title: 'Aula 2 de la Casa de la Cultura' },
        { slug: 'salon-actos', title: lang === 'va' ? "Saló d'actes de l'Ajuntament" : 'Salón de actos del Ayuntamiento' },
      ],
    },
  };
}

const gestor = { _id: 'u-gestor', name: 'Pau Sanchis Mira', mailboxes: null, offices: null };
const ready = { [`GET ${STAFF}`]: ok<DeskStaff>({ me: gestor, staff: [gestor] }) };

/** Paid on 26 November, waiting for the town hall. */
const waiting: DeskRoomBooking = {
  id: 'rb-aula',
  room: 'casa-cultura',
  day: '2026-12-04',
  start: '16:00',
  end: '20:00',
  status: 'requested',
  reference: 'ALC-2026-0412-7781',
  paid: 20,
  history: [
    { status: 'held', at: at('2026-11-26T09:58:00+01:00') },
    { status: 'requested', at: at('2026-11-26T10:00:00+01:00') },
  ],
  refund: null,
  cancelledBy: null,
};
/** Confirmed by the clerk the day after. */
const confirmed: DeskRoomBooking = {
  id: 'rb-civico',
  room: 'centro-civico',
  day: '2026-12-04',
  start: '10:00',
  end: '14:00',
  status: 'confirmed',
  reference: 'ALC-2026-0411-2045',
  paid: 20,
  history: [
    { status: 'held', at: at('2026-11-25T17:10:00+01:00') },
    { status: 'requested', at: at('2026-11-25T17:12:00+01:00') },
    { status: 'confirmed', at: at('2026-11-26T09:00:00+01:00'), by: 'u-gestor' },
  ],
  refund: null,
  cancelledBy: null,
};
/** Cancelled by the citizen within the terms, refunded by the gateway. */
const cancelled: DeskRoomBooking = {
  id: 'rb-salon',
  room: 'salon-actos',
  day: '2026-12-05',
  start: '18:00',
  end: '22:00',
  status: 'cancelled',
  reference: 'ALC-2026-0409-5530',
  paid: 20,
  history: [
    { status: 'held', at: at('2026-11-20T12:00:00+01:00') },
    { status: 'requested', at: at('2026-11-20T12:01:00+01:00') },
    { status: 'cancelled', at: at('2026-11-30T20:15:00+01:00') },
  ],
  refund: { outcome: 'refunded', reference: 'SANDBOX-R-1', cents: 2000, at: at('2026-11-30T20:15:00+01:00') },
  cancelledBy: 'citizen',
};
const week = { items: [confirmed, waiting, cancelled] };
const POST = (id: string) => `POST /api/alcantir/desk/rooms/bookings/${id}/status` as const;

export const deskRoomsExamples = {
  week: {
    name: "a week's bookings by day and time: one waiting (paid), one confirmed, one the citizen cancelled and was refunded",
    props: props(),
    now: NOW,
    url: '/gestion/salas',
    api: { ...ready, [WEEK]: [ok(week), ok({ items: [] })] },
  },
  valencian: {
    name: 'the same week in Valencian',
    props: props('va'),
    now: NOW,
    url: '/va/gestio/sales',
    api: { ...ready, [WEEK]: ok(week) },
  },
  oneRoom: {
    name: 'one room chosen in the address: only its bookings',
    props: props(),
    now: NOW,
    url: '/gestion/salas?desde=2026-12-01&sala=casa-cultura',
    api: { ...ready, [WEEK]: ok(week) },
  },
  empty: {
    name: 'a week without bookings',
    props: props(),
    now: NOW,
    url: '/gestion/salas',
    api: { ...ready, [WEEK]: ok({ items: [] }) },
  },
  unreachable: {
    name: 'the server cannot be reached (nor at its two retries): a way to try again',
    props: props(),
    now: NOW,
    url: '/gestion/salas',
    api: { ...ready, [WEEK]: ['network-error', 'network-error', 'network-error', ok(week)] },
  },
  confirm: {
    name: 'a waiting booking confirmed: said, focus on its next button',
    props: props(),
    now: NOW,
    url: '/gestion/salas',
    api: {
      ...ready,
      [WEEK]: ok(week),
      [POST(waiting.id)]: ok<DeskRoomBooking>({
        ...waiting,
        status: 'confirmed',
        history: [...waiting.history, { status: 'confirmed', at: at(NOW), by: 'u-gestor' }],
      }),
    },
    play: async ({ screen, user }) => {
      await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    },
  },
  cancelRefund: {
    name: 'a paid booking cancelled and refunded after the question: said, focus on its card',
    props: props(),
    now: NOW,
    url: '/gestion/salas',
    api: {
      ...ready,
      [WEEK]: ok(week),
      [POST(confirmed.id)]: ok<DeskRoomBooking>({
        ...confirmed,
        status: 'cancelled',
        history: [...confirmed.history, { status: 'cancelled', at: at(NOW), by: 'u-gestor' }],
        refund: { outcome: 'refunded', reference: 'SANDBOX-R-2', cents: 2000, at: at(NOW) },
        cancelledBy: 'staff',
      }),
    },
    play: async ({ screen, user }) => {
      const [first] = await screen.findAllByRole('button', { name: 'Anular y devolver' });
      await user.click(first!);
    },
  },
  refused: {
    name: "a change another member made first: the server's words, the week read again",
    props: props(),
    now: NOW,
    url: '/gestion/salas',
    api: {
      ...ready,
      [WEEK]: [ok(week), ok({ items: [confirmed, { ...waiting, status: 'confirmed' }, cancelled] })],
      [POST(waiting.id)]: status(409, { err: 'Esa reserva no admite ese cambio: ya está confirmada o anulada.', errCode: 'status' }),
    },
    play: async ({ screen, user }) => {
      await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    },
  },
} satisfies IslandExamples<DeskProps>;
