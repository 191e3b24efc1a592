/**
 * The request form's states (docs/product-spec.md §2 "Request (mailbox) form", §4, §5): each the props the page
 * renders it with, the API answers the state needs, what the device already holds (a draft) and, where only a
 * citizen's steps reach it, those steps. `tests/component/RequestForm/` renders every one of them and runs axe on it.
 */
import type * as v from 'valibot';
import { localPath } from '../../i18n/addresses.ts';
import type { SessionUser } from '../../api/auth.ts';
import type { CaptchaAnswer } from '../../api/captcha.ts';
import type { CensusDefinition } from '../../api/census.ts';
import type { CaptchaWork } from '../../domain/requests/captcha-work.ts';
import { CAPTCHA_IMAGE, captchaAnswers, SOLVABLE_WORK, unsolvableWork } from '../shared/captcha/captcha.examples.ts';
import type { PaymentAnswer } from '../../api/payments.ts';
import type { CreateAnswer } from '../../api/requests.ts';
import type { UploadAnswer } from '../../api/uploads.ts';
import type { RoomBlock, RoomBlocksAnswer, RoomsAnswer } from '../../api/rooms.ts';
import { formLabels } from '../../data/mailboxes.ts';
import { locale } from '../../i18n/index.ts';
import type { Language } from '../../schemas/realm.ts';
import type { StreetSchema } from '../../schemas/street.ts';
import {
  ALCANTIR_CENTRE,
  ok,
  sameOriginEndpoints,
  status,
  type ApiAnswer,
  type ApiAnswers,
  type DeviceStorage,
  type ExamplePage,
  type IslandExamples,
} from '../examples.ts';
import { geocodedAbadia } from '../LocationPicker/LocationPicker.examples.ts';
import { DRAFT_KEY, type Draft } from './draft.ts';
import { bookingMailbox, closedMailbox, donationMailbox, incidenceMailbox, subsidyMailbox, type MailboxAnswer } from './example-mailboxes.ts';
import type { RequestFormProps } from './RequestForm.tsx';

const REALM = 'alcantir';

/** The form as `/buzon/{mailbox}` renders it for the demo town hall, in Spanish unless said otherwise. */
function formProps(mailbox: MailboxAnswer, lang: Language = 'es'): RequestFormProps {
  const href = (path: string) => `${lang === 'es' ? '' : `/${lang}`}${localPath(lang, path)}`;
  const back = `?volver=${encodeURIComponent(href(`/buzon/${mailbox._id}`))}`;
  return {
    realm: REALM,
    mailbox: mailbox._id,
    lang,
    locale: locale(lang),
    endpoints: sameOriginEndpoints,
    center: ALCANTIR_CENTRE,
    mapStyle: 'builtin',
    accountLinks: { signIn: `${href('/cuenta')}${back}`, profile: `${href('/cuenta/perfil')}${back}` },
    labels: formLabels(lang),
  };
}

const deviceUser: SessionUser = { _id: '66b0d1e2f3a4b5c6d7e8f901', realm: REALM, deviceId: '203.0.113.7-1767225600000-4821', remote: '203.0.113.7' };
/** The demo's citizen with a complete, verified profile (`vecina`). */
const neighbour: SessionUser = {
  _id: '66b0d1e2f3a4b5c6d7e8f902',
  realm: REALM,
  firstName: 'Lucía',
  lastName: 'Ferrer Puig',
  telephone: '600 123 456',
  email: 'lucia.ferrer@example.org',
  emailVerified: true,
};
const administrator: SessionUser = {
  _id: '66b0d1e2f3a4b5c6d7e8f903',
  realm: REALM,
  firstName: 'Pau',
  lastName: 'Sanchis Mira',
  email: 'gestor@example.org',
  emailVerified: true,
  admin: true,
};

const LOGGED_IN = 'GET /api/v2/auth/loggedin';
const loggedOut = status(401, { err: 'No ha iniciado sesión.', errCode: 'not-signed-in' });

/** A session that is open already. */
const signedIn = (user: SessionUser): ApiAnswers => ({ [LOGGED_IN]: ok<SessionUser>(user) });
/** A first visit without an account: logged out, so the form registers this device and logs it in. */
const firstVisit: ApiAnswers = {
  [LOGGED_IN]: loggedOut,
  'POST /api/v2/auth/register': ok<SessionUser>(deviceUser),
  'POST /api/v2/auth/login': ok<SessionUser>(deviceUser),
};
const CAPTCHA = `GET /api/${REALM}/requests/captcha`;
/** The captcha the form shows: its image and its work, by default one the form solves at once. */
const captchaShown = (...works: CaptchaWork[]): ApiAnswers => captchaAnswers(REALM, ...works);
const hasCaptcha = (mailbox: MailboxAnswer) => mailbox.form.pages.some((p) => p.fields.some((f) => f.type === 'captcha'));
/** The mailbox's definition, and a captcha when its form has one. */
const serves = (mailbox: MailboxAnswer): ApiAnswers => ({
  [`GET /api/${REALM}/mailbox/${mailbox._id}`]: ok<MailboxAnswer>(mailbox),
  ...(hasCaptcha(mailbox) ? captchaShown() : {}),
  ...(mailbox._id === bookingMailbox._id ? roomsServed : {}),
});

/**
 * The booking mailbox's rooms as the server answers them on `BOOKING_NOW` (docs/rooms.md "Calls"): the Centro
 * Cívico in blocks of four hours, bookable from a week to six months ahead, and the Salón de actos.
 */
export const ROOMS: RoomsAnswer = {
  items: [
    {
      slug: 'centro-civico',
      title: 'Sala polivalente del Centro Cívico',
      capacity: 80,
      blockMinutes: 240,
      pricePerBlock: 20,
      window: { first: '2026-12-02', last: '2027-05-24' },
    },
    {
      slug: 'salon-actos',
      title: 'Salón de actos del Ayuntamiento',
      capacity: 120,
      blockMinutes: 240,
      pricePerBlock: 20,
      window: { first: '2026-12-02', last: '2027-05-24' },
    },
  ],
};
/** A free block of the Centro Cívico on a day of December 2026 (winter time). */
export const roomBlock = (day: string, start: string, end: string): RoomBlock => ({ day, start, end, startsAt: `${day}T${start}:00+01:00` });
/** The Centro Cívico's blocks call, as the examples' days find it: 10:00 taken, 14:00 and 18:00 free. */
export const ROOM_BLOCKS = `GET /api/${REALM}/requests/reservas/rooms/centro-civico/blocks` as const;
const roomsServed: ApiAnswers = {
  [`GET /api/${REALM}/requests/reservas/rooms`]: ok<RoomsAnswer>(ROOMS),
  [ROOM_BLOCKS]: ok<RoomBlocksAnswer>({ items: [roomBlock('2026-12-18', '14:00', '18:00'), roomBlock('2026-12-18', '18:00', '22:00')] }),
};

const registry: CensusDefinition = {
  info: { es: 'Introduzca el NIF de la asociación y el número de inscripción que figura en la resolución de alta.' },
  questions: [{ id: 'inscripcion', label: { es: 'Número de inscripción en el registro municipal', va: 'Número d’inscripció en el registre municipal' } }],
};
const CENSUS = `/api/${REALM}/census2/registro-asociaciones`;
const censusDefinition: ApiAnswers = { [`GET ${CENSUS}`]: ok<CensusDefinition>(registry) };

type StreetAnswer = v.InferInput<typeof StreetSchema>;
/** The street directory's answer to 'abad', and the geocoder's to the street picked (docs/product-spec.md §7). */
const streetsAndPlaces: ApiAnswers = {
  [`GET /api/${REALM}/collections/callejero`]: ok<{ items: StreetAnswer[] }>({
    items: [
      { _id: '6650c0000000000000000001', tipovia: 'Calle', nombrevia: 'Abadia', nucleo: 'Alcantir', cpostal: '46890' },
      { _id: '6650c0000000000000000031', tipovia: 'Plaza', nombrevia: 'Abad Climent', nucleo: 'Alcantir', cpostal: '46890' },
    ],
  }),
  ...geocodedAbadia,
};

const PAYMENT_ID = '66b0e4a1c2d3e4f5a6b7c8d9';
const paymentStatus = (answer: PaymentAnswer): ApiAnswers => ({ [`GET /api/${REALM}/payments/${PAYMENT_ID}`]: ok<PaymentAnswer>(answer) });
const created = (answer: CreateAnswer): ApiAnswers => ({ [`POST /api/${REALM}/requests/incidencias/create`]: ok<CreateAnswer>(answer) });

/**
 * What the device kept of an earlier visit: the draft of one mailbox (docs/product-spec.md §3 `form autocomplete`).
 */
function draft(mailbox: MailboxAnswer, kept: Omit<Draft, 'savedAt' | 'contact' | 'privacyAccepted' | 'page'> & Partial<Draft>): DeviceStorage {
  const full: Draft = { contact: {}, privacyAccepted: false, page: 0, ...kept, savedAt: Date.now() };
  return { session: { [DRAFT_KEY]: JSON.stringify({ [`${REALM}/${mailbox._id}`]: full }) } };
}

const lucia = { firstName: 'Lucía', lastName: 'Ferrer Soler', telephone: '600 123 456', email: 'lucia@example.org' };
const incidenceDraft = draft(incidenceMailbox, {
  values: { category: 'Alumbrado público', body: 'La farola de la esquina lleva una semana apagada por la noche.', address: 'Calle Abadia, 12' },
  contact: lucia,
  privacyAccepted: true,
});
const projectPageDraft = draft(subsidyMailbox, {
  values: {
    registro: { id: 'G46123456', answers: { inscripcion: '117' }, verified: true },
    entidad: 'Coral Santa Cecilia',
    convocatoria: 'SUB-CUL-2027',
    telefonoEntidad: '962 000 111',
  },
  page: 1,
});
const documentsDraft = draft(subsidyMailbox, {
  values: { solicitudFirmada: [{ _id: '66b0f1a2b3c4d5e6f7a8b9c0', name: 'solicitud-firmada.pdf', size: 184_320, mime: 'application/pdf' }] },
  page: 2,
});
/** The moment the booking examples are seen: their accepted days (a week to six months ahead) follow from it. */
const BOOKING_NOW = '2026-11-25T10:00:00+01:00';
const bookingValues = { sala: 'centro-civico', inicio: '2026-12-18T18:00:00+01:00', body: 'Ensayo abierto de la coral.' };
/** A booking filled in, and where its payment stood when the page was left (`lastSeen`), if it was started. */
const bookingDraft = (payment?: Draft['payment'], values: Draft['values'] = bookingValues) =>
  draft(bookingMailbox, {
    values,
    contact: { firstName: 'Lucía', email: 'lucia@example.org' },
    privacyAccepted: true,
    ...(payment ? { payment } : {}),
  });
const FOLLOW_UP_KEY = 'Xq3vN8kLr2TtYw7PzA0bC4dE6fG9hJ1mK5nR8sU2wZ_';
const bookingPayment = (lastSeen: string) =>
  bookingDraft({ key: '0b6f1c2e-7d0a-4c47-9f5e-2a1b3c4d5e6f', id: PAYMENT_ID, token: 'tok-8f2a91', cents: 2000, status: lastSeen, followUpKey: FOLLOW_UP_KEY });

/** The citizen, with the incidence filled in, types the captcha's result and sends. */
const answerCaptchaAndSend =
  (result: string) =>
  async ({ screen, user }: ExamplePage) => {
    await user.type(await screen.findByRole('textbox', { name: 'Resultado de la operación' }), result);
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
  };

/** The create call's answer to an incidence sent without an account. */
const sentIncidence: CreateAnswer = {
  _id: '66b0f9e8d7c6b5a4f3e2d1c0',
  iid: 1042,
  reference: 'ALC-2026-7KX4-M9QP',
  followUpKey: 'Xq3vN8kLr2TtYw7PzA0bC4dE6fG9hJ1mK5nR8sU2wZ_',
};

const NO_ANSWER: ApiAnswer = 'no-answer';
const OFFLINE: ApiAnswer = 'network-error';

export const requestFormExamples = {
  loading: {
    name: 'the user and the mailbox are still on their way: the description the build knew, and the loader',
    props: { ...formProps(incidenceMailbox), description: 'Avísenos de una farola apagada, un bache o un contenedor lleno.' },
    api: { [LOGGED_IN]: NO_ANSWER, [`GET /api/${REALM}/mailbox/incidencias`]: NO_ANSWER },
  },
  noUser: {
    name: "nobody is logged in and registering this device fails: 'Usuario no encontrado'",
    props: formProps(incidenceMailbox),
    api: { [LOGGED_IN]: loggedOut, 'POST /api/v2/auth/register': status(500), ...serves(incidenceMailbox) },
  },
  misconfigured: {
    name: "the mailbox definition is not valid (a form without pages): 'Buzón no configurado correctamente.'",
    props: formProps(incidenceMailbox),
    // A form needs at least one page: the schema refuses this one, as it would an editor's half-saved mailbox.
    api: { ...signedIn(deviceUser), [`GET /api/${REALM}/mailbox/incidencias`]: ok({ ...incidenceMailbox, form: { pages: [] } }) },
  },
  unreachable: {
    name: 'the API cannot be reached: the error and a retry, which then finds the form',
    props: formProps(incidenceMailbox),
    api: {
      [LOGGED_IN]: [OFFLINE, ok<SessionUser>(deviceUser)],
      [`GET /api/${REALM}/mailbox/incidencias`]: [OFFLINE, ok<MailboxAnswer>(incidenceMailbox)],
      ...captchaShown(),
    },
  },
  closed: {
    name: 'a closed mailbox, to a citizen: the closed message instead of the form, and where to go instead',
    props: { ...formProps(closedMailbox), elsewhere: { procedures: '/tramites', contact: '/contacto' } },
    api: { ...signedIn(deviceUser), ...serves(closedMailbox) },
  },
  closedToAdministrator: {
    name: 'a closed mailbox, to the administrator: the form, with the notice that only they see it',
    props: formProps(closedMailbox),
    api: { ...signedIn(administrator), ...serves(closedMailbox) },
  },
  incidenceEmpty: {
    name: 'an incidence on a first visit: the device registered, the form empty',
    props: formProps(incidenceMailbox),
    api: { ...firstVisit, ...serves(incidenceMailbox) },
  },
  streetSuggestions: {
    name: 'the street field suggesting the streets that match what the citizen typed',
    props: formProps(incidenceMailbox),
    api: { ...signedIn(deviceUser), ...serves(incidenceMailbox), ...streetsAndPlaces },
    play: async ({ screen, user }) => user.type(await screen.findByRole('combobox', { name: 'Calle' }), 'abad'),
  },
  incidenceSignedIn: {
    name: 'an incidence opened by a citizen whose address is confirmed: the contact filled from the profile, editable, and no captcha',
    props: formProps(incidenceMailbox),
    api: { ...signedIn(neighbour), ...serves(incidenceMailbox) },
  },
  incidenceNotVerified: {
    name: 'an incidence opened by a citizen whose address waits for its link: the contact filled from the profile, and the captcha',
    props: formProps(incidenceMailbox),
    api: { ...signedIn({ ...neighbour, emailVerified: false }), ...serves(incidenceMailbox) },
  },
  incidenceFilled: {
    name: 'an incidence filled in earlier, restored from the draft on this device',
    props: formProps(incidenceMailbox),
    api: { ...signedIn(deviceUser), ...serves(incidenceMailbox) },
    device: incidenceDraft,
  },
  errorSummary: {
    name: "an empty incidence sent: every rule's message, summarised at the top",
    props: formProps(incidenceMailbox),
    api: { ...signedIn(deviceUser), ...serves(incidenceMailbox) },
    play: async ({ screen, user }) => user.click(await screen.findByRole('button', { name: 'Enviar solicitud' })),
  },
  errorSummaryInValencian: {
    name: 'the same in Valencian',
    props: formProps(incidenceMailbox, 'va'),
    api: { ...signedIn(deviceUser), ...serves(incidenceMailbox) },
    play: async ({ screen, user }) => user.click(await screen.findByRole('button', { name: 'Enviar la sol·licitud' })),
  },
  captchaAsText: {
    name: 'the captcha read as text, for those who cannot see the image',
    props: formProps(incidenceMailbox),
    api: {
      ...signedIn(deviceUser),
      ...serves(incidenceMailbox),
      [CAPTCHA]: [ok<CaptchaAnswer>({ image: CAPTCHA_IMAGE, work: SOLVABLE_WORK }), ok({ question: '¿Cuánto es tres más cuatro?', work: SOLVABLE_WORK })],
    },
    play: async ({ screen, user }) => user.click(await screen.findByRole('button', { name: 'Mostrar la operación en texto' })),
  },
  captchaSolving: {
    name: 'the captcha shown and its proof of work still being solved: the note, and a send that waits for it',
    props: formProps(incidenceMailbox),
    api: { ...signedIn(deviceUser), ...serves(incidenceMailbox), ...captchaShown(unsolvableWork(1_000_000_000)), ...created(sentIncidence) },
    device: incidenceDraft,
    play: answerCaptchaAndSend('7'),
  },
  captchaWorkFailed: {
    name: 'the proof of work cannot be solved: the failure said, another operation offered, nothing sent',
    props: formProps(incidenceMailbox),
    api: { ...signedIn(deviceUser), ...serves(incidenceMailbox), ...captchaShown(unsolvableWork(40), SOLVABLE_WORK), ...created(sentIncidence) },
    device: incidenceDraft,
    play: answerCaptchaAndSend('7'),
  },
  captchaRefused: {
    name: 'the server refuses the captcha answer: the error dialog, and a new operation',
    props: formProps(incidenceMailbox),
    api: {
      ...signedIn(deviceUser),
      ...serves(incidenceMailbox),
      [`POST /api/${REALM}/requests/incidencias/create`]: status(400, {
        err: 'Error en el Captcha!. Introduzca el resultado de la operación correctamente.',
        errCode: 'captcha',
      }),
    },
    device: incidenceDraft,
    play: answerCaptchaAndSend('12'),
  },
  sent: {
    name: 'an incidence accepted: the success dialog with its reference and the private link to follow it',
    props: { ...formProps(incidenceMailbox), followUpPath: '/mis-solicitudes' },
    api: {
      ...signedIn(deviceUser),
      ...serves(incidenceMailbox),
      ...created(sentIncidence),
    },
    device: incidenceDraft,
    play: answerCaptchaAndSend('7'),
  },
  subsidyFirstPage: {
    name: 'a paged subsidy application on its first page, the contact taken from a complete profile',
    props: formProps(subsidyMailbox),
    api: { ...signedIn(neighbour), ...serves(subsidyMailbox), ...censusDefinition },
  },
  censusChecked: {
    name: "the association's registration checked in the census",
    props: formProps(subsidyMailbox),
    api: { ...signedIn(neighbour), ...serves(subsidyMailbox), ...censusDefinition, [`POST ${CENSUS}`]: ok({ ok: true }) },
    play: async ({ screen, user }) => {
      await user.type(await screen.findByRole('textbox', { name: 'NIF de la asociación' }), 'G46123456');
      await user.type(await screen.findByRole('textbox', { name: 'Número de inscripción en el registro municipal' }), '117');
      await user.click(screen.getByRole('button', { name: 'Comprobar' }));
    },
  },
  subsidySecondPage: {
    name: 'the subsidy application on its second page, where the citizen left it',
    props: formProps(subsidyMailbox),
    api: { ...signedIn(neighbour), ...serves(subsidyMailbox) },
    device: projectPageDraft,
    now: BOOKING_NOW,
  },
  documentsAttached: {
    name: "the subsidy application's last page with the signed PDF attached",
    props: formProps(subsidyMailbox),
    api: {
      ...signedIn(neighbour),
      ...serves(subsidyMailbox),
      [`POST /api/${REALM}/subvenciones/assets2`]: ok<UploadAnswer>({ _id: '66b0f1a2b3c4d5e6f7a8b9c1', name: 'presupuesto.txt', size: 58, mime: 'text/plain' }),
    },
    device: documentsDraft,
  },
  profileIncomplete: {
    name: 'a contact taken from the profile, opened by a device user who has none: the way to sign in or register, above the form',
    props: formProps(subsidyMailbox),
    api: { ...signedIn(deviceUser), ...serves(subsidyMailbox), ...censusDefinition },
  },
  signInToSendInValencian: {
    name: 'the same in Valencian, sent all the same: the summary points to the way in',
    props: formProps(subsidyMailbox, 'va'),
    api: { ...signedIn(deviceUser), ...serves(subsidyMailbox), ...censusDefinition },
    device: documentsDraft,
    play: async ({ screen, user }) => user.click(await screen.findByRole('button', { name: 'Enviar la sol·licitud' })),
  },
  profileToComplete: {
    name: "a citizen signed in whose address is not confirmed yet: 'Debes rellenar tus datos…' and the way to the profile",
    props: formProps(subsidyMailbox),
    api: { ...signedIn({ ...neighbour, emailVerified: false }), ...serves(subsidyMailbox), ...censusDefinition },
  },
  bookingBeforePayment: {
    name: 'a room booking on a first visit: its price, what it covers, its cancellation terms, the accepted days, and what is missing before paying',
    props: formProps(bookingMailbox),
    api: { ...signedIn(deviceUser), ...serves(bookingMailbox) },
    now: BOOKING_NOW,
  },
  bookingReady: {
    name: 'a room booking filled in, ready to pay and send',
    props: formProps(bookingMailbox),
    api: { ...signedIn(deviceUser), ...serves(bookingMailbox) },
    device: bookingDraft(),
    now: BOOKING_NOW,
  },
  bookingTooSoon: {
    name: 'a room booking for two days ahead, sent to pay: refused with the accepted days, no payment started',
    props: formProps(bookingMailbox),
    api: { ...signedIn(deviceUser), ...serves(bookingMailbox) },
    device: bookingDraft(undefined, { ...bookingValues, inicio: '2026-11-27T18:00:00+01:00' }),
    now: BOOKING_NOW,
    play: async ({ screen, user }) => user.click(await screen.findByRole('button', { name: /^Pagar y enviar/ })),
  },
  bookingWaitingForGateway: {
    name: "a room booking whose payment is open in the gateway's window: the form locked, the window to reopen",
    props: formProps(bookingMailbox),
    api: {
      ...signedIn(deviceUser),
      ...serves(bookingMailbox),
      ...paymentStatus({ status: 'pending', amount: 20 }),
      // The block paid for is held: no longer free.
      [ROOM_BLOCKS]: ok<RoomBlocksAnswer>({ items: [roomBlock('2026-12-18', '14:00', '18:00')] }),
    },
    device: bookingPayment('pending'),
    now: BOOKING_NOW,
  },
  bookingPaid: {
    name: 'a room booking whose payment the gateway confirmed, while the server registers the request',
    props: formProps(bookingMailbox),
    api: { ...signedIn(deviceUser), ...serves(bookingMailbox), ...paymentStatus({ status: 'pay', amount: 20, used: false }) },
    device: bookingPayment('pending'),
    now: BOOKING_NOW,
  },
  bookingSent: {
    name: 'a room booking paid and sent by the server: the success dialog with its reference and private link',
    props: { ...formProps(bookingMailbox), followUpPath: '/mis-solicitudes' },
    api: { ...signedIn(deviceUser), ...serves(bookingMailbox), ...paymentStatus({ status: 'pay', amount: 20, used: true, reference: 'ALC-2026-R3SV-8QWZ' }) },
    device: bookingPayment('pending'),
    now: BOOKING_NOW,
  },
  bookingRefused: {
    name: "a room booking whose payment the bank refused: nothing sent, 'Volver a intentar'",
    props: formProps(bookingMailbox),
    api: { ...signedIn(deviceUser), ...serves(bookingMailbox), ...paymentStatus({ status: 'failed', amount: 20, used: false }) },
    device: bookingPayment('pending'),
    now: BOOKING_NOW,
  },
  donationAmount: {
    name: "a donation whose amount the citizen chooses within the mailbox's range",
    props: formProps(donationMailbox),
    api: { ...signedIn(deviceUser), ...serves(donationMailbox) },
  },
} satisfies IslandExamples<RequestFormProps>;
