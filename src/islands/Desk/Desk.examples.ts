/**
 * The desk's states: before the API answers, the invitations to sign in (signed out, or signed in without the
 * staff role), the server out of reach, the queue (full, filtered to nothing or to the overdue, of a member of one
 * mailbox, on a phone), a request (open, a booking with its payment, closed, missing), and an action that worked
 * or met another member's change. Bodies are typed with the desk's answers, so a change in what the server answers
 * breaks these at `npm run check`.
 */
import { deskLabels } from '../../data/desk.ts';
import type { DeskBulkAnswer, DeskInbox, DeskRequest, DeskStaff, QueueItem, QueuePage } from '../../domain/desk/desk-answers.ts';
import { ALCANTIR_CENTRE, historyStep, ok, sameOriginEndpoints, status, type ApiAnswers, type IslandExamples } from '../examples.ts';
import { localeOf } from '../../schemas/languages.ts';
import type { DeskProps } from './Desk.tsx';

const REFERENCE = 'ALC-2026-7KX4-M9QP';
const STAFF = '/api/alcantir/desk/staff';
const QUEUE = '/api/alcantir/desk/requests';
const REQUEST = `/api/alcantir/desk/requests/${REFERENCE}`;
const INBOX = '/api/alcantir/desk/inbox';
const BULK = '/api/alcantir/desk/requests/bulk';

export function deskExampleProps(view: DeskProps['view'], lang: 'es' | 'va' = 'es'): DeskProps {
  return {
    realm: 'alcantir',
    lang,
    locale: localeOf(lang),
    endpoints: sameOriginEndpoints,
    view,
    deskPath: lang === 'va' ? '/va/gestio' : '/gestion',
    paths:
      lang === 'va'
        ? { request: '/va/gestio/sollicitud', associations: '/va/associacions', appointment: '/va/cita-previa/cita' }
        : { request: '/gestion/solicitud', associations: '/asociaciones', appointment: '/cita-previa/cita' },
    signInPath: lang === 'va' ? '/va/compte' : '/cuenta',
    // As deskProps gives them from the demo's mailboxes: the incidence asks where, the booking takes a payment.
    mailboxes: [
      { _id: 'incidencias', title: lang === 'va' ? 'Comunicar una incidència' : 'Comunicar una incidencia', location: true, payment: false },
      {
        _id: 'subvenciones',
        title: lang === 'va' ? 'Sol·licitud de subvenció per a associacions' : 'Solicitud de subvención para asociaciones',
        location: false,
        payment: false,
      },
      { _id: 'reservas', title: lang === 'va' ? "Reserva d'una sala municipal" : 'Reserva de una sala municipal', location: false, payment: true },
    ],
    languageNames: { es: 'Castellano', va: 'Valencià' },
    center: ALCANTIR_CENTRE,
    mapStyle: 'builtin',
    labels: deskLabels(lang),
  };
}

const gestor = { _id: 'u-gestor', name: 'Pau Sanchis Mira', mailboxes: null, offices: null };
const brigada = { _id: 'u-brigada', name: 'Toni Llopis Ferrer', mailboxes: ['incidencias'], offices: null };
const asGestor: DeskStaff = { me: gestor, staff: [gestor, brigada] };
const asBrigada: DeskStaff = { me: brigada, staff: [gestor, brigada] };

const item = (n: number, overrides: Partial<QueueItem> = {}): QueueItem => ({
  _id: `r${n}`,
  reference: `ALC-2026-00${n}0-AB${n}C`,
  iid: n,
  mailbox: 'incidencias',
  status: 'Recibida',
  title: `Farola apagada número ${n}`,
  contactName: 'Lucía Ferrer',
  assignedTo: null,
  createdAt: `2026-05-0${n}T08:30:00.000Z`,
  updatedAt: `2026-05-0${n}T08:30:00.000Z`,
  version: 1,
  ...overrides,
});

const queuePage: QueuePage = {
  items: [
    item(3, {
      reference: REFERENCE,
      title: 'Banco roto en el parque del Molí',
      status: 'En gestión',
      assignedTo: 'u-gestor',
      updatedAt: '2026-05-04T10:00:00.000Z',
      overdue: true,
      unread: true,
    }),
    item(2, { mailbox: 'reservas', title: 'Sala para un ensayo', contactName: 'Marta Ruiz', overdue: true }),
    item(1, { mailbox: 'subvenciones', title: '', contactName: 'Unió Musical' }),
  ],
  total: 3,
  page: 1,
  pages: 1,
  counts: { Recibida: 2, 'En gestión': 1, Resuelta: 0, Rechazada: 0, Cerrada: 0 },
};

const lucia = { kind: 'citizen', id: 'u-lucia' } as const;
const pau = { kind: 'staff', id: 'u-gestor' } as const;
const toni = { kind: 'staff', id: 'u-brigada' } as const;

const step = historyStep;

const exampleRequest: DeskRequest = {
  _id: 'r3',
  iid: 3,
  reference: REFERENCE,
  mailbox: 'incidencias',
  status: 'En gestión',
  version: 3,
  assignedTo: 'u-gestor',
  createdAt: '2026-05-03T08:30:00.000Z',
  updatedAt: '2026-05-04T10:00:00.000Z',
  language: 'va',
  title: 'Banco roto en el parque del Molí',
  body: 'Al banco de la entrada le faltan dos tablas.\nLos niños se pueden hacer daño.',
  category: 'Mobiliario urbano',
  address: 'Calle Abadia, 12',
  coordinates: { lat: 38.9866, lng: -0.5213 },
  contact: { firstName: 'Lucía', lastName: 'Ferrer', telephone: '600 123 456', email: 'lucia@example.org' },
  extra: {},
  verified: [],
  answers: [
    { label: 'Tipo de incidencia', value: 'Mobiliario urbano' },
    { label: 'Descripción', value: 'Al banco de la entrada le faltan dos tablas.\nLos niños se pueden hacer daño.' },
    { label: 'Calle', value: 'Calle Abadia, 12' },
  ],
  attachments: [{ _id: 'up1', name: 'banco.jpg', size: 184_320, mime: 'image/jpeg' }],
  payment: null,
  notifiable: true,
  threads: [
    { at: '2026-05-04T09:00:00.000Z', author: 'staff', message: 'Mañana pasa la brigada.', status: 'En gestión' },
    { at: '2026-05-04T10:00:00.000Z', author: 'citizen', message: 'Gracias, es el banco junto a la fuente.' },
  ],
  history: [
    step(1, '2026-05-03T08:30:00.000Z', lucia, 'created', { after: { status: 'Recibida' } }),
    step(2, '2026-05-04T08:55:00.000Z', pau, 'assign', { before: { assignedTo: null }, after: { assignedTo: 'u-gestor' } }),
    step(3, '2026-05-04T09:00:00.000Z', pau, 'status', { before: { status: 'Recibida' }, after: { status: 'En gestión' }, message: 'Mañana pasa la brigada.' }),
    step(4, '2026-05-04T09:05:00.000Z', pau, 'note', { message: 'Pedir tablas al almacén' }),
    step(5, '2026-05-04T10:00:00.000Z', lucia, 'reply', { message: 'Gracias, es el banco junto a la fuente.' }),
  ],
  // Titled in the member's language, written in the request's (Valencian).
  readyReplies: [
    { title: 'Aviso pasado a la brigada', text: "Hem passat el seu avís a la brigada d'obres, que hi anirà en els pròxims dies." },
    { title: 'Falta una foto', text: 'Per a poder valorar-ho, ens cal una foto del lloc. Pot enviar-la-hi responent a aquesta sol·licitud.' },
  ],
};

/** The request as another member left it meanwhile: resolved and assigned to brigada. */
const resolvedByColleague: DeskRequest = {
  ...exampleRequest,
  status: 'Resuelta',
  version: 5,
  assignedTo: 'u-brigada',
  history: [
    ...exampleRequest.history,
    step(6, '2026-05-05T07:00:00.000Z', toni, 'assign', { before: { assignedTo: 'u-gestor' }, after: { assignedTo: 'u-brigada' } }),
    step(7, '2026-05-05T07:10:00.000Z', toni, 'status', { before: { status: 'En gestión' }, after: { status: 'Resuelta' } }),
  ],
};

/**
 * The morning the queue is looked at: the incidence (10 days to answer) and the booking (7) are overdue, the
 * subsidy (30) is not, as the demo's mailboxes give their deadlines.
 */
const QUEUE_MORNING = '2026-05-14T09:00:00+02:00';

const ready = (staff: DeskStaff = asGestor): ApiAnswers => ({ [`GET ${STAFF}`]: ok<DeskStaff>(staff) });
/** The queue also asks what is new since the member's last visit: two requests, and one reply unread. */
const inbox: DeskInbox = { since: '2026-05-13T15:20:00.000Z', arrived: 2, unreadReplies: 1 };
const atQueue = (staff: DeskStaff = asGestor): ApiAnswers => ({ ...ready(staff), [`GET ${INBOX}`]: ok<DeskInbox>(inbox) });
const atRequest = `/gestion/solicitud?ref=${REFERENCE}`;

export const deskExamples = {
  checking: {
    name: 'the desk before the server says who is signed in',
    props: deskExampleProps('queue'),
    api: { [`GET ${STAFF}`]: 'no-answer' },
  },
  signedOut: {
    name: 'a visitor who is not signed in: the invitation to sign in, which brings them back here',
    props: deskExampleProps('queue'),
    url: '/gestion?status=Recibida',
    api: { [`GET ${STAFF}`]: status(401, { err: 'No ha iniciado sesión.', errCode: 'not-signed-in' }) },
  },
  forbidden: {
    name: 'a citizen signed in: no data, and the way to sign in with a staff account',
    props: deskExampleProps('queue'),
    api: { [`GET ${STAFF}`]: status(403, { err: 'Su cuenta no tiene acceso a la gestión de solicitudes.', errCode: 'not-staff' }) },
  },
  unreachable: {
    name: 'the server cannot be reached: a way to try again',
    props: deskExampleProps('queue'),
    api: { [`GET ${STAFF}`]: 'network-error' },
  },
  queue: {
    name: "the queue, newest first, with counts per status, each request's age and whether it is overdue, and the exports of what it shows",
    props: deskExampleProps('queue'),
    now: QUEUE_MORNING,
    url: '/gestion',
    api: { ...atQueue(), [`GET ${QUEUE}`]: ok<QueuePage>(queuePage) },
  },
  queueInValencian: {
    name: 'the queue in Valencian, filtered by a shared address',
    props: deskExampleProps('queue', 'va'),
    url: '/va/gestio?status=Recibida&sort=title',
    api: { ...atQueue(), [`GET ${QUEUE}`]: ok<QueuePage>({ ...queuePage, items: queuePage.items.slice(1), total: 2 }) },
  },
  queueEmpty: {
    name: 'filters that match no request',
    props: deskExampleProps('queue'),
    url: '/gestion?q=piscina',
    api: {
      ...atQueue(),
      [`GET ${QUEUE}`]: ok<QueuePage>({ ...queuePage, items: [], total: 0, counts: { ...queuePage.counts, Recibida: 0, 'En gestión': 0 } }),
    },
  },
  queueOverdue: {
    name: 'only the overdue requests, from a shared address',
    props: deskExampleProps('queue'),
    now: QUEUE_MORNING,
    url: '/gestion?overdue=1',
    api: {
      ...atQueue(),
      [`GET ${QUEUE}`]: ok<QueuePage>({
        ...queuePage,
        items: queuePage.items.slice(0, 2),
        total: 2,
        counts: { Recibida: 1, 'En gestión': 1, Resuelta: 0, Rechazada: 0, Cerrada: 0 },
      }),
    },
  },
  queueOfOneMailbox: {
    name: 'a member who handles one mailbox: only it to filter by',
    props: deskExampleProps('queue'),
    api: { ...atQueue(asBrigada), [`GET ${QUEUE}`]: ok<QueuePage>({ ...queuePage, items: queuePage.items.slice(0, 1), total: 1 }) },
  },
  queueOnAPhone: {
    name: 'the queue on a phone (the crew at 375 px): a card per request, the filters folded behind how many apply',
    props: deskExampleProps('queue'),
    width: 375,
    now: QUEUE_MORNING,
    url: '/gestion?status=Recibida&assignee=me',
    api: { ...atQueue(asBrigada), [`GET ${QUEUE}`]: ok<QueuePage>(queuePage) },
  },
  request: {
    name: 'a request: what was sent, the files, the conversation, the history and the actions',
    props: deskExampleProps('request'),
    url: atRequest,
    api: { ...ready(), [`GET ${REQUEST}`]: ok<DeskRequest>(exampleRequest) },
  },
  requestOfABooking: {
    name: 'a booking: its payment, and no place, which its form never asks for',
    props: deskExampleProps('request'),
    url: atRequest,
    api: {
      ...ready(),
      [`GET ${REQUEST}`]: ok<DeskRequest>({
        ...exampleRequest,
        mailbox: 'reservas',
        title: 'Sala para un ensayo',
        address: undefined,
        coordinates: undefined,
        attachments: [],
        answers: [
          { label: 'Sala', value: 'Aula 2 de la Casa de la Cultura (30 personas)' },
          { label: 'Asistentes previstos', value: '25' },
        ],
        payment: { _id: 'pay1', status: 'pay', amount: 20, concept: 'Reserva de sala municipal', updatedAt: '2026-05-03T08:29:00.000Z' },
      }),
    },
  },
  requestOfASubsidy: {
    name: 'a subsidy: the association whose NIF passed the register check, by its official name and directory entry',
    props: deskExampleProps('request'),
    url: atRequest,
    api: {
      ...ready(),
      [`GET ${REQUEST}`]: ok<DeskRequest>({
        ...exampleRequest,
        mailbox: 'subvenciones',
        title: 'Certamen de bandas 2026',
        address: undefined,
        coordinates: undefined,
        attachments: [],
        answers: [
          { label: 'Nombre de la asociación', value: 'Unió Musical' },
          { label: 'Importe solicitado (€)', value: '2.000' },
        ],
        verified: [
          {
            field: 'registro',
            label: 'NIF de la asociación',
            id: 'G46123456',
            name: 'Sociedad Unión Musical de Alcantir',
            association: { id: '6650a1000000000000000001', title: 'Unión Musical de Alcantir' },
          },
        ],
      }),
    },
  },
  requestClosed: {
    name: 'a closed request: no more moves, no messages, notes still',
    props: deskExampleProps('request'),
    url: atRequest,
    api: {
      ...ready(),
      [`GET ${REQUEST}`]: ok<DeskRequest>({ ...exampleRequest, status: 'Cerrada', notifiable: false, attachments: [], coordinates: undefined }),
    },
  },
  requestMissing: {
    name: 'a reference that names no request',
    props: deskExampleProps('request'),
    url: atRequest,
    api: { ...ready(), [`GET ${REQUEST}`]: status(404, { err: 'No existe esa solicitud.', errCode: 'not-found' }) },
  },
  assigned: {
    name: 'the member assigns the request to a colleague: told politely, the summary follows',
    props: deskExampleProps('request'),
    url: atRequest,
    api: {
      ...ready(),
      [`GET ${REQUEST}`]: ok<DeskRequest>(exampleRequest),
      [`POST ${REQUEST}/actions`]: ok<DeskRequest>({ ...exampleRequest, version: 4, assignedTo: 'u-brigada' }),
    },
    play: async ({ screen, user }) => {
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Asignar a' }), 'Toni Llopis Ferrer');
      await user.click(screen.getByRole('button', { name: 'Asignar' }));
    },
  },
  conflict: {
    name: 'another member changed the request meanwhile: told at once, the request as it is now, the message kept',
    props: deskExampleProps('request'),
    url: atRequest,
    api: {
      ...ready(),
      [`GET ${REQUEST}`]: ok<DeskRequest>(exampleRequest),
      [`POST ${REQUEST}/actions`]: status(409, { err: 'Otra persona ha cambiado esta solicitud.', errCode: 'conflict', current: resolvedByColleague }),
    },
    play: async ({ screen, user }) => {
      await user.click(await screen.findByRole('radio', { name: 'Resuelta' }));
      await user.type(screen.getByRole('textbox', { name: 'Mensaje para la persona solicitante (opcional)' }), 'Ya está arreglado.');
      await user.click(screen.getByRole('button', { name: 'Cambiar el estado' }));
    },
  },
  queueUnread: {
    name: 'the member’s requests with a reply unread, from the link of what is new',
    props: deskExampleProps('queue'),
    now: QUEUE_MORNING,
    url: '/gestion?assignee=me&unread=1',
    api: { ...atQueue(), [`GET ${QUEUE}`]: ok<QueuePage>({ ...queuePage, items: queuePage.items.slice(0, 1), total: 1 }) },
  },
  bulkAssigned: {
    name: 'every request of the page selected and assigned to a colleague at once; the rules refused one',
    props: deskExampleProps('queue'),
    now: QUEUE_MORNING,
    url: '/gestion',
    api: {
      ...atQueue(),
      [`GET ${QUEUE}`]: ok<QueuePage>(queuePage),
      [`POST ${BULK}`]: ok<DeskBulkAnswer>({
        done: [REFERENCE, 'ALC-2026-0020-AB2C'],
        refused: [{ reference: 'ALC-2026-0010-AB1C', errCode: 'assignee' }],
      }),
    },
    play: async ({ screen, user }) => {
      await user.click(await screen.findByRole('checkbox', { name: 'Seleccionar todas las de esta página' }));
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Asignar las seleccionadas a' }), 'Toni Llopis Ferrer');
      await user.click(screen.getByRole('button', { name: 'Asignar' }));
    },
  },
  readyReply: {
    name: 'a reply its mailbox keeps ready, put into the message in the request’s language',
    props: deskExampleProps('request'),
    url: atRequest,
    api: { ...ready(), [`GET ${REQUEST}`]: ok<DeskRequest>(exampleRequest) },
    play: async ({ screen, user }) => {
      await user.type(await screen.findByRole('textbox', { name: 'Mensaje' }), 'Bon dia.');
      // The message form's, after the status form's own.
      await user.selectOptions(screen.getAllByRole('combobox', { name: 'Respuestas preparadas' }).at(-1)!, 'Falta una foto');
      await user.click(screen.getAllByRole('button', { name: 'Insertar en el mensaje' }).at(-1)!);
    },
  },
  changedMeanwhile: {
    name: 'a colleague resolves the request while it is open: the page says who and what, and shows it as it is',
    props: deskExampleProps('request'),
    url: atRequest,
    api: { ...ready(), [`GET ${REQUEST}`]: [ok<DeskRequest>(exampleRequest), ok<DeskRequest>(resolvedByColleague)] },
    play: async ({ screen }) => {
      await screen.findByRole('heading', { name: /Banco roto/ });
      // The window comes back into focus: the page asks whether anything changed.
      window.dispatchEvent(new Event('focus'));
    },
  },
} satisfies IslandExamples<DeskProps>;
