/**
 * The payments calls of docs/product-spec.md §7 on the local API: `POST {host}/{realm}/payments/new` (amount, concept
 * → token), `GET {payments-api}/{realm}/payments/{paymentId}` (status; `pay` means paid), and the gateway page
 * the form opens with the token, the realm and a forward URL. Amounts are checked against the mailbox here,
 * whatever the browser says: a citizen cannot pay 0,01 € for a 20 € fee.
 */
import { Hono, type Context } from 'hono';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { htmlLang, locale, pick, t } from '../../../src/i18n/index.ts';
import { amountProblem, eurosToCents, parseEuros, problemParams } from '../../../src/domain/requests/payment-amount.ts';
import type { Mailbox } from '../../../src/schemas/mailbox.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import { realmById } from '../../../src/realm/resolve.ts';
import { pickLanguage } from '../../../src/domain/http/accept-language.ts';
import { escapeHtml, safeForward, type GatewayRegistry } from '../../payment-gateways/gateway.ts';
import type { Payment, SqlitePayments } from '../../store/payments.ts';
import type { Sessions } from '../../store/sessions.ts';
import { readJson } from '../guards/body.ts';
import type { MailboxAccess } from '../guards/mailbox-access.ts';
import { callerLanguage } from '../errors.ts';
import { idempotencyKey } from '../request-intake.ts';
import { sessionOf } from '../session-cookie.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };
const CONCEPT_MAX = 200;

export interface PaymentRoutesOptions {
  ledger: SqlitePayments;
  gateways: GatewayRegistry;
  access: MailboxAccess;
  sessions: Sessions;
  realms: () => RealmConfig[];
  /** Pay and send: finishes the request waiting on a decided payment, if the server has not yet. */
  finishWaiting?: ((realm: string, paymentId: string) => void) | undefined;
  /** The reference of the request a payment was spent on, for its owner's status call. */
  referenceOf?: ((realm: string, requestId: string) => string | undefined) | undefined;
}

/** What the API tells about a payment: never its token, its session or its user. */
export function paymentView(payment: Payment) {
  return { _id: payment.id, status: payment.status, amount: payment.cents / 100, concept: payment.concept, used: payment.usedBy !== null };
}

/** The amount asked for, in cents: a number of euros (the API's unit), a typed text, or nothing for a fixed fee. */
export function requestedCents(raw: unknown, mailbox: Mailbox): number | null {
  if (raw === undefined || raw === null || raw === '') return mailbox.payments?.amount != null ? eurosToCents(mailbox.payments.amount) : null;
  if (typeof raw === 'number') return eurosToCents(raw);
  if (typeof raw === 'string') return parseEuros(raw);
  return null;
}

/**
 * The concept the gateway shows, in the citizen's language (the form sends it as Accept-Language): the
 * mailbox's own when it sets one, else what the form sent, else the mailbox's title.
 */
export function conceptFor(mailbox: Mailbox, sent: unknown, lang: string): string {
  const own = pick(mailbox.payments?.concept, lang).trim();
  const given = typeof sent === 'string' ? sent.trim().slice(0, CONCEPT_MAX) : '';
  return own || given || pick(mailbox.title, lang);
}

function gatewayError(c: Context, realm: RealmConfig | undefined, lang: string | undefined, key: string, status: 400 | 404 | 409) {
  const language = realm ? pickLanguage(lang, realm) : 'es';
  const html = `<!doctype html><html lang="${htmlLang(language)}"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(t(language, 'payment.gateway.title'))}</title><main><h1>${escapeHtml(t(language, 'payment.gateway.title'))}</h1><p role="alert">${escapeHtml(t(language, key))}</p></main></html>`;
  return c.body(html, status, { 'Content-Type': 'text/html; charset=utf-8', 'Referrer-Policy': 'no-referrer', ...NO_STORE });
}

export function paymentRoutes({ ledger, gateways, access, sessions, realms, finishWaiting, referenceOf }: PaymentRoutesOptions) {
  const api = new Hono();
  const realmOf = (id: string | undefined) => realmById(realms(), id);

  api.post('/:realm/payments/new', async (c) => {
    const realm = c.req.param('realm');
    const key = idempotencyKey(c);
    const body = await readJson(c);
    const { mailbox, sessionId, user } = access(c, realm, typeof body.mailbox === 'string' ? body.mailbox : '');
    const terms = mailbox.payments;
    const gateway = terms ? gateways.for(realm, terms.gateway) : undefined;
    if (!terms || !gateway) throw new ApiError('mailboxMisconfigured');

    const cents = requestedCents(body.amount, mailbox);
    const problem = amountProblem(terms, cents);
    const lang = callerLanguage(c, realmOf(realm));
    if (problem) throw new ApiError('paymentAmount', { problems: [{ field: 'payment', key: problem.key, params: problemParams(problem, locale(lang)) }] });
    const concept = conceptFor(mailbox, body.concept, lang);
    const made = ledger.create({ realm, mailbox: mailbox._id, userId: user._id, sessionId, cents: cents!, concept, gateway: gateway.id, key });
    if ('conflict' in made) throw new ApiError('keyUsedForOtherPayment');
    return c.json({ ...paymentView(made.payment), token: made.token }, made.created ? 201 : 200, NO_STORE);
  });

  api.get('/:realm/payments/:paymentId', (c) => {
    const { realm, paymentId } = c.req.param();
    if (!realmOf(realm)) throw new ApiError('noRealm', { headers: NO_STORE });
    const userId = sessions.userOf(sessionOf(c, sessions), realm);
    if (!userId) throw new ApiError('noUser', { headers: NO_STORE });
    // Someone else's payment answers as a missing one: its reference alone tells nothing.
    const found = ledger.get(realm, paymentId);
    if (!found || (found.userId && found.userId !== userId)) throw new ApiError('paymentNotFound', { headers: NO_STORE });
    if (found.status !== 'pending') finishWaiting?.(realm, paymentId);
    const payment = ledger.get(realm, paymentId)!;
    // Paid and sent: the request's reference, for the form's success dialog.
    const reference = payment.usedBy ? referenceOf?.(realm, payment.usedBy) : undefined;
    return c.json({ ...paymentView(payment), ...(reference ? { reference } : {}) }, 200, NO_STORE);
  });

  api.get('/payments/gateway', (c) => {
    const { token, realm: realmId, forward: rawForward, lang } = c.req.query();
    const realm = realmOf(realmId);
    const payment = token ? ledger.byToken(token) : undefined;
    if (!realm || !payment || payment.realm !== realm.id) return gatewayError(c, realm, lang, 'payment.gateway.unknown', 404);
    const gateway = gateways.for(realm.id, payment.gateway);
    if (!gateway) return gatewayError(c, realm, lang, 'payment.gateway.unknown', 409);
    const forward = safeForward(rawForward, realm, c.req.header('host'));
    if (!forward) return gatewayError(c, realm, lang, 'payment.gateway.badForward', 400);
    return gateway.checkout({ payment, token: token!, realm, lang: pickLanguage(lang, realm), forward });
  });

  for (const gateway of gateways.all) api.route(`/payments/${gateway.id}`, gateway.routes({ ledger, realms }));
  return api;
}
