/**
 * The write side of the provider API on the local server (docs/product-spec.md §7): mailboxes, auth and citizen
 * accounts, captcha, assets, payments, requests (sending, paying and sending, following and replying), census,
 * surveys, appointments (docs/appointments.md), notices (docs/notices.md), local-shop vouchers (docs/vouchers.md) and geocoding, and the staff desk (docs/requests-api.md, docs/accounts-api.md), mounted under `/api` beside
 * the content API. Errors answer `{ err }` and never carry a stack trace; request data is never logged.
 */
import { roomMail } from '../mail/room-mail.ts';
import { Hono, type Context } from 'hono';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import { gatewayRegistry, type GatewayRegistry } from '../payment-gateways/gateway.ts';
import { accountMail } from '../mail/account-mail.ts';
import { appointmentMail } from '../mail/appointment-mail.ts';
import { citizenMail } from '../mail/citizen-mail.ts';
import { sandboxGateway } from '../payment-gateways/sandbox.ts';
import { Accounts } from '../store/accounts.ts';
import { ClerkNotices } from '../store/clerk-notices.ts';
import { DeskMembers } from '../store/desk-members.ts';
import { clerkMail } from '../mail/clerk-mail.ts';
import { RoomBookings } from '../store/room-bookings.ts';
import { roomRoutes } from './routes/rooms.ts';
import { deskRoomRoutes } from './routes/desk-rooms.ts';
import { Appointments } from '../store/appointments.ts';
import { Captchas } from '../store/captchas.ts';
import { Census } from '../store/census.ts';
import { uploadsPath } from '../store/database.ts';
import type { DocumentStore } from '../store/documents.ts';
import { MailOutbox } from '../store/mail-outbox.ts';
import { type DeliverNotice, Notices } from '../store/notices.ts';
import { SqlitePayments, type PaymentLedger } from '../store/payments.ts';
import { PendingRequests } from '../store/pending-requests.ts';
import { RequestActions } from '../store/request-actions.ts';
import { RequestQueue } from '../store/request-queue.ts';
import { Requests } from '../store/requests.ts';
import { Sessions } from '../store/sessions.ts';
import { Surveys } from '../store/surveys.ts';
import { Uploads } from '../store/uploads.ts';
import { Users } from '../store/users.ts';
import { answerUnexpected } from './errors.ts';
import { mailboxAccess } from './guards/mailbox-access.ts';
import { staffAccess } from './guards/staff-access.ts';
import { clientAddress, limitKey, type Limits } from './guards/rate-limit.ts';
import { guardWriteCalls } from './guards/write-calls.ts';
import { accountRoutes } from './routes/accounts.ts';
import { appointmentRoutes } from './routes/appointments.ts';
import { authRoutes } from './routes/auth.ts';
import { payAndSend } from './pay-and-send.ts';
import { pushRoutes } from './routes/push.ts';
import { noticeEmailRoutes } from './routes/notice-email.ts';
import { noticeMail } from '../mail/notice-copy.ts';
import { NoticeEmails } from '../store/notice-emails.ts';
import { vapidSubject } from '../push/vapid.ts';
import { withdrawNoticeDelivery } from '../push/notice-delivery.ts';
import { queuePersonalNotice, requestNewsTarget } from '../push/personal.ts';
import { PushStore } from '../store/push.ts';
import { captchaRoutes } from './routes/captcha.ts';
import { checkoutRoutes } from './routes/checkout.ts';
import { citizenRequestRoutes } from './routes/citizen-requests.ts';
import { AccountData } from '../store/account-data.ts';
import { censusRoutes } from './routes/census.ts';
import { deskRoutes } from './routes/desk.ts';
import { deskAppointmentRoutes } from './routes/desk-appointments.ts';
import { deskFileRoutes } from './routes/desk-files.ts';
import { deskNoticeRoutes } from './routes/desk-notices.ts';
import { deskView } from './routes/desk-view.ts';
import { geocodeRoutes } from './routes/geocode.ts';
import { mailboxRoutes } from './routes/mailbox.ts';
import { paymentRoutes } from './routes/payments.ts';
import { requestRoutes } from './routes/requests.ts';
import { surveyRoutes } from './routes/surveys.ts';
import { uploadRoutes } from './routes/uploads.ts';
import { realmById } from '../../src/realm/resolve.ts';
import { Vouchers } from '../store/vouchers.ts';
import { settleVoucherPayments, voucherRoutes } from './routes/vouchers.ts';
import { deskVoucherRoutes } from './routes/desk-vouchers.ts';

export interface WriteApiSettings {
  /** Folder of uploaded files, outside any web root (default: `uploadsPath()`). */
  uploadsDir?: string | undefined;
  /** Automated tests only: every captcha's answer (`LOCAL_API_CAPTCHA_ANSWER`). */
  captchaAnswer?: string | undefined;
  /** Payment status lookup for request creation; default: the `payments` table of the same database. */
  payments?: PaymentLedger | undefined;
  /** Payment gateways per realm; default: the sandbox for every realm (docs/payments.md). */
  gateways?: GatewayRegistry | undefined;
  /** Per-client limits (`LOCAL_API_RATE_LIMITS`); default: `DEFAULT_LIMITS`, `{}` for none. */
  rateLimits?: Limits | undefined;
  /** Read the client's address from X-Forwarded-For (`LOCAL_API_TRUST_PROXY=1`, only behind a proxy). */
  trustProxy?: boolean | undefined;
  /** Where the realms' sites are for links in e-mails (`PORTAL_SITE_URL`, `{realm}` in it); default https://<first host>. */
  siteUrl?: string | undefined;
  /**
   * A developer's server (`LOCAL_API_DEVELOPMENT=1`): the cross-site guard also trusts the realms' `localhost`
   * origins. Off unless set, whatever else is: `npm start` is the same command on a laptop and on a server.
   */
  development?: boolean | undefined;
  /** The clock of the appointments', the notices' calls and of room holds (tests give their own); default `Date.now`. */
  now?: (() => number) | undefined;
  /** Queues a realm's rebuild after staff publish or withdraw a notice (`npm start`: the editors' rebuild queue). */
  rebuild?: ((realm: string) => void) | undefined;
  /**
   * Where a published notice goes for its push and e-mail copies: THE delivery seam (server/store/notices.ts).
   * Default `noDelivery`, which does nothing; server/cli/main.ts passes `deliverNotice`.
   */
  deliverNotice?: DeliverNotice | undefined;
  /**
   * Push test mode (`LOCAL_API_PUSH_TEST=1`, tests and the e2e server only): the loopback test push service is a
   * valid endpoint and a realm's placeholder contact a valid VAPID subject (docs/notices.md "Delivery").
   */
  pushTestMode?: boolean | undefined;
  /**
   * How long a request's notice waits for the clerk's next step (`MAIL_NOTICE_WINDOW_SECONDS`); default
   * `NOTICE_WINDOW_MS`, two minutes (docs/requests-api.md "E-mail"). The e2e server shortens it.
   */
  noticeWindowMs?: number | undefined;
}

export interface WriteApiOptions extends WriteApiSettings {
  store: DocumentStore;
  realms: () => RealmConfig[];
}

export function writeRoutes({
  store,
  realms,
  captchaAnswer,
  uploadsDir,
  payments,
  gateways,
  rateLimits,
  trustProxy,
  siteUrl,
  development,
  now,
  rebuild,
  deliverNotice,
  pushTestMode,
  noticeWindowMs,
}: WriteApiOptions) {
  const api = new Hono();
  guardWriteCalls(api, { realms, limits: rateLimits, trustProxy, development });
  const knownRealm = (realm: string) => realmById(realms(), realm) !== undefined;
  const sessions = new Sessions(store.db);
  const users = new Users(store.db);
  const captchas = new Captchas(store.db);
  const uploads = new Uploads(store.db, uploadsDir ?? uploadsPath());
  const access = mailboxAccess({ store, sessions, users, knownRealm });
  const census = new Census(store.db);
  const outbox = new MailOutbox(store.db);
  // The staff hear of what arrives in their mailboxes, is assigned to them or replied to (docs/requests-api.md "E-mail").
  const clerks = new ClerkNotices(store.db, outbox, clerkMail({ store, realms, siteUrl }), noticeWindowMs);
  const requests = new Requests(store.db, { onCreated: (request, entry, at) => clerks.tell(request.realm, request._id, entry, at) });
  const ledger = new SqlitePayments(store.db);
  const surveys = new Surveys(store.db, uploadsDir ?? uploadsPath());
  const mail = citizenMail({ store, realms, users, uploads, payments: ledger, siteUrl });
  // News of a request also goes as a push to the devices of the citizen's account (docs/notices.md "Personal topics").
  const actions = new RequestActions(store.db, outbox, mail.notice, noticeWindowMs, clerks, (request, entry, at) => {
    const realm = realmById(realms(), request.realm);
    const target = requestNewsTarget(request, entry);
    if (realm && target) queuePersonalNotice(store.db, realm, 'request', target, at.getTime());
  });
  const pending = new PendingRequests(store.db);
  const rooms = new RoomBookings(store.db, ledger);
  const paid = payAndSend({ store, realms, ledger, pending, requests, uploads, outbox, mail, rooms, ...(now ? { now } : {}) });
  const appointments = new Appointments(store.db);
  const appointmentMails = appointmentMail({ store, realms, siteUrl });
  const gatewaysOfRealms = gateways ?? gatewayRegistry([{ gateway: sandboxGateway() }]);

  api.route('/', mailboxRoutes(store, knownRealm));
  const accounts = accountRoutes({
    sessions,
    users,
    accounts: new Accounts(store.db),
    realms,
    mail: accountMail({ store, realms, siteUrl }),
    data: new AccountData(store.db),
    outbox,
  });
  api.route('/', authRoutes({ sessions, users, realms, registerCitizen: accounts.register }));
  api.route('/', accounts.routes);
  api.route('/', captchaRoutes({ captchas, sessions, knownRealm, fixedAnswer: captchaAnswer }));
  // Per client, as the rate limits count: an IPv6 client holds a whole /64, so its addresses count as one.
  const addressOf = (c: Context) => limitKey(clientAddress(c, trustProxy));
  api.route('/', uploadRoutes(uploads, access, addressOf));
  api.route('/', censusRoutes({ census, sessions, knownRealm, addressOf }));
  api.route('/', geocodeRoutes(store, knownRealm));
  api.route(
    '/',
    paymentRoutes({
      ledger,
      gateways: gatewaysOfRealms,
      access,
      sessions,
      realms,
      finishWaiting: paid.finishQuietly,
      referenceOf: (realm, requestId) => requests.byId(realm, requestId)?.reference,
    }),
  );
  api.route(
    '/',
    requestRoutes({ realms, access, requests, uploads, captchas, census, payments: payments ?? ledger, outbox, mail, rooms: { store, bookings: rooms, now } }),
  );
  api.route(
    '/',
    checkoutRoutes({ realms, access, ledger, gateways: gatewaysOfRealms, pending, requests, uploads, captchas, census, store, rooms, ...(now ? { now } : {}) }),
  );
  api.route('/', surveyRoutes({ store, census, sessions, surveys, knownRealm, addressOf }));
  api.route(
    '/',
    appointmentRoutes({
      store,
      realms,
      sessions,
      captchas,
      appointments,
      outbox,
      mail: appointmentMails,
      now,
    }),
  );
  api.route('/', roomRoutes({ store, realms, bookings: rooms, now }));
  api.route(
    '/',
    citizenRequestRoutes({
      store,
      realms,
      sessions,
      users,
      requests,
      actions,
      uploads,
      payments: ledger,
      rooms: { bookings: rooms, gateways: gatewaysOfRealms, now, mail: roomMail({ store, realms, users, siteUrl }) },
      outbox,
      mail,
    }),
  );
  const staff = staffAccess({ sessions, users, knownRealm });
  const queue = new RequestQueue(store.db);
  const view = deskView({ store, uploads, payments: ledger, mail });
  api.route('/', deskRoutes({ store, realms, access: staff, users, requests, queue, actions, view, members: new DeskMembers(store.db) }));
  api.route('/', deskAppointmentRoutes({ store, realms, access: staff, appointments, outbox, mail: appointmentMails, now }));
  // A withdrawal always stops what delivery still holds of the notice: nothing, when it was never handed over.
  const stopDelivery = (realm: string, noticeId: string, at: number) => void withdrawNoticeDelivery(store.db, realm, noticeId, at);
  api.route('/', deskNoticeRoutes({ realms, access: staff, notices: new Notices(store, deliverNotice, stopDelivery), rebuild, now }));
  api.route(
    '/',
    pushRoutes({
      realms,
      sessions,
      push: new PushStore(store.db),
      staff,
      subjectOf: (realm) => vapidSubject(store, realm, { testMode: pushTestMode }),
      testMode: pushTestMode,
      now,
    }),
  );
  api.route(
    '/',
    noticeEmailRoutes({ realms, emails: new NoticeEmails(store.db), outbox, mail: noticeMail({ store, realms, siteUrl }), now, siteUrl, development }),
  );
  api.route('/', deskRoomRoutes({ store, access: staff, bookings: rooms, requests, ledger, gateways: gatewaysOfRealms, actions, now }));
  api.route('/', deskFileRoutes({ store, realms, access: staff, users, requests, queue, uploads, payments: ledger, census }));
  // Local-shop vouchers (docs/vouchers.md): citizens, shops' tills and the desk; a paid voucher's hold settles with its payment.
  const vouchers = new Vouchers(store.db, ledger);
  settleVoucherPayments({ vouchers, ledger, now });
  api.route('/', voucherRoutes({ store, realms, sessions, users, census, vouchers, ledger, gateways: gatewaysOfRealms, uploads, addressOf, rateLimits, now }));
  api.route('/', deskVoucherRoutes({ store, realms, access: staff, users, vouchers, now }));

  api.onError(answerUnexpected('api', realms));
  return api;
}
