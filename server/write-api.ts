/**
 * The write side of the provider API on the local server (spec §7): mailboxes, auth, captcha, assets,
 * payments, requests, census and geocoding, mounted under `/api` beside the content API. Errors answer `{ err }` and
 * never carry a stack trace; request data is never logged.
 */
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { RealmConfig } from '../src/schemas/realm.ts';
import { authRoutes } from './auth.ts';
import { Captchas, captchaRoutes } from './captcha.ts';
import { databasePath, type DocumentStore } from './db.ts';
import { mailboxRoutes } from './mailbox.ts';
import { Sessions } from './sessions.ts';
import { Users } from './users.ts';
import { Uploads, uploadRoutes } from './uploads.ts';
import { Census, censusRoutes } from './census.ts';
import { SqlitePayments, type PaymentLedger } from './payments.ts';
import { paymentRoutes } from './payment-routes.ts';
import { gatewayRegistry, type GatewayRegistry } from './payment-gateways/gateway.ts';
import { sandboxGateway } from './payment-gateways/sandbox.ts';
import { Requests } from './request-store.ts';
import { requestRoutes } from './requests.ts';
import { geocodeRoutes } from './geocode.ts';
import { mailboxAccess } from './write-access.ts';

export interface WriteApiSettings {
  /** Folder of uploaded files, outside any web root (default: `uploads/` beside the database). */
  uploadsDir?: string | undefined;
  /** Automated tests only: every captcha's answer (`LOCAL_API_CAPTCHA_ANSWER`). */
  captchaAnswer?: string | undefined;
  /** Payment status lookup for request creation; default: the `payments` table of the same database. */
  payments?: PaymentLedger | undefined;
  /** Payment gateways per realm; default: the sandbox for every realm (docs/payments.md). */
  gateways?: GatewayRegistry | undefined;
}

export interface WriteApiOptions extends WriteApiSettings {
  store: DocumentStore;
  realms: () => RealmConfig[];
}

export function writeRoutes({ store, realms, captchaAnswer, uploadsDir, payments, gateways }: WriteApiOptions) {
  const api = new Hono();
  const knownRealm = (realm: string) => realms().some((r) => r.id === realm);
  const sessions = new Sessions(store.db);
  const users = new Users(store.db);
  const captchas = new Captchas(store.db);
  const uploads = new Uploads(store.db, uploadsDir ?? join(dirname(databasePath()), 'uploads'));
  const access = mailboxAccess({ store, sessions, users, knownRealm });
  const census = new Census(store.db);
  const requests = new Requests(store.db);
  const ledger = new SqlitePayments(store.db);

  api.route('/', mailboxRoutes(store, knownRealm));
  api.route('/', authRoutes({ sessions, users, realms }));
  api.route('/', captchaRoutes({ captchas, sessions, knownRealm, fixedAnswer: captchaAnswer }));
  api.route('/', uploadRoutes(uploads, access));
  api.route('/', censusRoutes({ census, sessions, knownRealm }));
  api.route('/', geocodeRoutes(store, knownRealm));
  api.route('/', paymentRoutes({ ledger, gateways: gateways ?? gatewayRegistry([{ gateway: sandboxGateway() }]), access, sessions, realms }));
  api.route('/', requestRoutes({ access, requests, uploads, captchas, census, payments: payments ?? ledger }));

  api.onError((error, c) => {
    if (error instanceof HTTPException) return c.json({ err: error.message }, error.status);
    // The path only: bodies and queries may hold what a citizen wrote.
    console.error(`[api] ${c.req.method} ${new URL(c.req.url).pathname}: ${error.name}`);
    return c.json({ err: 'Ha ocurrido un error' }, 500);
  });
  return api;
}
