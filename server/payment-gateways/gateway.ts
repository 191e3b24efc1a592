/**
 * The payment gateway seam (docs/payments.md "Gateway adapters"). The payments routes own the ledger and the
 * citizen's side of the flow (create, status, the window that opens); a gateway adapter owns only what differs
 * between banks: the page or bank form the citizen's window shows, and the routes on which the gateway reports back.
 * The sandbox is the one implementation here; docs/payments.md says what a real one (Redsys) needs.
 */
import type { Hono } from 'hono';
import type { Language, RealmConfig } from '../../src/schemas/realm.ts';
import type { Payment, SqlitePayments } from '../store/payments.ts';

export interface Checkout {
  payment: Payment;
  /** The secret of the citizen's window; whatever decides the payment from that window must present it again. */
  token: string;
  realm: RealmConfig;
  /** The realm's language the window speaks. */
  lang: Language;
  /** Where the window goes when the gateway is done: a page of the realm's own site (already checked). */
  forward: string;
}

export interface GatewayContext {
  ledger: SqlitePayments;
  realms: () => RealmConfig[];
}

export interface PaymentGateway {
  /** The name a mailbox gives in `payments.gateway`. */
  readonly id: string;
  /** A test gateway moves no money; its page must say so plainly. */
  readonly test: boolean;
  /**
   * The answer to the citizen's window (`GET {payments}/payments/gateway`): the gateway's own page (the
   * sandbox), or a page that posts the signed order to the bank (a real gateway).
   */
  checkout(checkout: Checkout): Response;
  /**
   * Routes the gateway needs on this server, mounted at `{payments}/payments/<id>/`: the sandbox's pay and
   * cancel, a bank's notification URL. They settle payments through `ledger.settle`, never directly.
   */
  routes(context: GatewayContext): Hono;
  /**
   * Gives back `cents` of a paid payment (a room booking cancelled within its terms, docs/rooms.md "Cancelling and
   * refunds"). A gateway that cannot refund through its API answers `unsupported`, never a pretended success.
   */
  refund(payment: Payment, cents: number): RefundOutcome;
}

/**
 * What a refund came to: money given back (the gateway's reference of it), a gateway that cannot refund through
 * its API (the town hall refunds in the bank's own module and says so), or a refusal of the gateway.
 */
export type RefundOutcome = { outcome: 'refunded'; reference: string } | { outcome: 'unsupported' } | { outcome: 'failed'; reason: string };

/** Which gateway takes a realm's payments for a gateway name, or undefined when the realm has none by that name. */
export type GatewayLookup = (realm: string, gatewayId: string) => PaymentGateway | undefined;

/**
 * Whether a forward URL may receive the citizen after paying: http(s) on one of the realm's own hosts (any
 * port, as local servers use), or on the host that served the gateway page. Anything else would make the
 * gateway an open redirect.
 */
export function safeForward(raw: string | undefined, realm: RealmConfig, requestHost: string | undefined): string | undefined {
  if (!raw || raw.length > 2000) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password) return undefined;
  const ownHost = requestHost?.toLowerCase();
  return realm.hosts.includes(url.hostname.toLowerCase()) || url.host.toLowerCase() === ownHost ? url.toString() : undefined;
}

/** Gateway pages are built as strings, and every value in them is escaped. */
export { escapeHtml } from '../core/escape-html.ts';

/** The gateways a server offers, and which one takes a realm's payments for a gateway name. */
export interface GatewayRegistry {
  /** Every adapter, so each one's routes are mounted once. */
  all: PaymentGateway[];
  for: GatewayLookup;
}

/**
 * A registry from adapters and, per realm, the names it allows. With no realm list a gateway serves every
 * realm: right for the local server's sandbox, wrong for a bank, whose merchant account belongs to one town hall.
 */
export function gatewayRegistry(entries: Array<{ gateway: PaymentGateway; realms?: string[] }>): GatewayRegistry {
  return {
    all: entries.map((e) => e.gateway),
    for: (realm, id) => entries.find((e) => e.gateway.id === id && (!e.realms || e.realms.includes(realm)))?.gateway,
  };
}
