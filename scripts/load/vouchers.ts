/**
 * Local-shop vouchers under load (`npm run bench -- --only v`, docs/vouchers.md): a real server process on a loopback
 * port with a database of its own, seeded in the store (accounts signed in by their session cookies, a census list,
 * a free campaign), then HTTP calls all at once.
 *
 * - `raceForVouchers`: `clients` citizens, each with its own account, address and census ID, apply for one voucher
 *   of a campaign whose budget pays for `cap`. Exactly `cap` must be issued (answered 201 and stored, each to another
 *   census ID), and every other citizen refused cleanly (409 `exhausted`; no 5xx, no cut connection).
 * - `raceForValidations`: `validations` calls of `shops` shops validate `vouchers` single-use vouchers at once, each
 *   voucher named by validations / vouchers calls. Exactly `vouchers` validations must stand, one per voucher, every
 *   voucher spent, and every other call refused cleanly (409 `spent`).
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { addDays, madridClock } from '../../src/domain/appointments/slots.ts';
import { VOUCHER_COLLECTION } from '../../src/schemas/vouchers.ts';
import { hashSecret, lookupHashAsync } from '../../server/core/passwords.ts';
import { SESSION_COOKIE } from '../../server/http/session-cookie.ts';
import { normalizeCensusId } from '../../server/store/census.ts';
import { openDatabase } from '../../server/store/database.ts';
import { DocumentStore } from '../../server/store/documents.ts';
import { Sessions } from '../../server/store/sessions.ts';
import { Users } from '../../server/store/users.ts';
import { Vouchers } from '../../server/store/vouchers.ts';
import { loadServerReady, startLoadServer } from './local-server.ts';
import { percentile } from './run.ts';

const root = join(import.meta.dirname, '..', '..');
const REALM = 'bonos';
const CAMPAIGN = 'bono-carga';
const CENSUS = 'padron-carga';
const YEAR = '1980';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const dni = (n: number) => `${String(n).padStart(8, '0')}${DNI_LETTERS[n % 23]}`;
/** Shop calls are counted per shop (docs/vouchers.md "Shops"): here the race is measured, not the limit. */
const UNLIMITED_SHOPS = 'shop=1000000/60,shophour=1000000/3600';

const spread = (values: number[]) => ({
  p50: percentile(values, 0.5),
  p95: percentile(values, 0.95),
  min: values.length ? Math.min(...values) : 0,
  max: values.length ? Math.max(...values) : 0,
});
export type Spread = ReturnType<typeof spread>;

/** A realm folder and a database holding one free campaign of `cap` vouchers (one per person, one use each), `people` census entries and `accounts` signed-in accounts. */
async function voucherRealm(dir: string, { cap, people, accounts }: { cap: number; people: number; accounts: number }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'realms', REALM), { recursive: true });
  writeFileSync(
    join(dir, 'realms', REALM, 'realm.json'),
    JSON.stringify({ id: REALM, name: 'Bonos', hosts: [`${REALM}.localhost`], languages: ['es'], referencePrefix: 'BON' }),
  );
  const db = openDatabase(join(dir, 'db.sqlite'));
  const today = madridClock(Date.now()).day;
  new DocumentStore(db).put(REALM, VOUCHER_COLLECTION, {
    _id: CAMPAIGN,
    slug: CAMPAIGN,
    title: { es: 'Bono de carga' },
    description: { es: 'Una campaña para medir.' },
    eligibility: { es: 'Personas del padrón.' },
    applyFrom: addDays(today, -1),
    applyUntil: addDays(today, 30),
    spendUntil: addDays(today, 60),
    price: 0,
    value: 20,
    budget: 20 * cap,
    minPurchase: 0,
    uses: 1,
    perPerson: 1,
    census: CENSUS,
    shops: Array.from({ length: 10 }, (_, i) => ({
      id: `comercio-${i}`,
      name: `Comercio ${i}`,
      sector: { es: 'Alimentación' },
      address: 'Calle Mayor, 1',
      coordinates: { lat: 39, lng: -0.5 },
    })),
  });
  // The census list as Census.replace keeps it, its IDs hashed on the thread pool and one answer's hash shared.
  db.prepare('INSERT INTO census_definitions (realm, census_id, definition) VALUES (?, ?, ?)').run(
    REALM,
    CENSUS,
    JSON.stringify({ questions: [{ id: 'nacimiento', label: { es: 'Año de nacimiento' } }], info: '' }),
  );
  const secrets = JSON.stringify({ nacimiento: hashSecret(YEAR) });
  const insert = db.prepare('INSERT INTO census_entries (realm, census_id, id_hash, secrets) VALUES (?, ?, ?, ?)');
  for (let i = 0; i < people; i += 64) {
    const hashes = await Promise.all(
      Array.from({ length: Math.min(64, people - i) }, (_, k) => lookupHashAsync(normalizeCensusId(dni(20_000_000 + i + k)), `${REALM}/${CENSUS}`)),
    );
    db.exec('BEGIN');
    for (const hash of hashes) insert.run(REALM, CENSUS, hash, secrets);
    db.exec('COMMIT');
  }
  const users = new Users(db);
  const sessions = new Sessions(db);
  const cookies: Array<{ cookie: string; userId: string }> = [];
  db.exec('BEGIN');
  for (let i = 0; i < accounts; i++) {
    const user = users.createCitizen(REALM, { firstName: 'Persona', lastName: `Número ${i}`, email: `persona${i}@example.org` }, 'not-a-password');
    if (user === 'taken') throw new Error('seeding: an address was taken');
    const { token, id } = sessions.create();
    sessions.login(id, REALM, user._id);
    cookies.push({ cookie: `${SESSION_COOKIE}=${token}`, userId: user._id });
  }
  db.exec('COMMIT');
  return { db, cookies };
}

interface Answer {
  status: number;
  errCode: string | undefined;
  ms: number;
}

async function call(origin: string, path: string, cookie: string, address: string, body: unknown): Promise<Answer> {
  const t0 = performance.now();
  const json = !(body instanceof FormData);
  const response = await fetch(`${origin}/api/${REALM}/${path}`, {
    method: 'POST',
    headers: { cookie, 'x-forwarded-for': address, accept: 'application/json', ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(body) : body,
    signal: AbortSignal.timeout(300_000),
  });
  const text = await response.text();
  const errCode = text.startsWith('{') ? ((JSON.parse(text) as { errCode?: string }).errCode ?? undefined) : undefined;
  return { status: response.status, errCode, ms: performance.now() - t0 };
}

const addressOf = (i: number) => `10.${90 + (i >> 16)}.${(i >> 8) & 255}.${i & 255}`;

async function withServer<T>(dir: string, port: number, work: (origin: string) => Promise<T>): Promise<T> {
  const origin = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const server = startLoadServer(port, dir, output, {
    PORTAL_REALMS_DIR: join(dir, 'realms'),
    LOCAL_API_OUTBOX: join(dir, 'outbox'),
    LOCAL_API_RATE_LIMITS: UNLIMITED_SHOPS,
  });
  try {
    await loadServerReady(origin, `/api/${REALM}/vouchers/${CAMPAIGN}`, server, output);
    return await work(origin);
  } catch (error) {
    throw new Error(`${(error as Error).message}; the server said: ${output.join('').slice(-600)}`, { cause: error });
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
  }
}

export interface VoucherRaceReport {
  clients: number;
  cap: number;
  issued: number;
  exhausted: number;
  unclean: string[];
  /** Vouchers in the database, the census IDs they went to, and holds left. */
  stored: number;
  holders: number;
  held: number;
  seconds: number;
  apply: Spread;
}

/** `clients` citizens at once for the `cap` vouchers a campaign's budget pays for, over HTTP. */
export async function raceForVouchers({ dir, port, clients = 2000, cap = 1000 }: { dir: string; port: number; clients?: number; cap?: number }) {
  const { db, cookies } = await voucherRealm(dir, { cap, people: clients, accounts: clients });
  db.close();
  return withServer(dir, port, async (origin): Promise<VoucherRaceReport> => {
    const t0 = performance.now();
    const answers = await Promise.all(
      cookies.map(({ cookie }, i) =>
        call(origin, `vouchers/${CAMPAIGN}/apply`, cookie, addressOf(i), {
          census: { id: dni(20_000_000 + i), answers: { nacimiento: YEAR } },
          count: 1,
        }).catch((error: Error) => ({ status: 0, errCode: error.message, ms: 0 })),
      ),
    );
    const seconds = (performance.now() - t0) / 1000;
    const check = new DatabaseSync(join(dir, 'db.sqlite'), { readOnly: true });
    const stored = check
      .prepare('SELECT count(*) AS n, count(DISTINCT holder_hash) AS holders FROM vouchers WHERE realm = ? AND campaign = ?')
      .get(REALM, CAMPAIGN) as {
      n: number;
      holders: number;
    };
    const held = check.prepare('SELECT count(*) AS n FROM voucher_holds').get() as { n: number };
    check.close();
    const clean = (a: Answer) => a.status === 201 || (a.status === 409 && a.errCode === 'exhausted');
    return {
      clients,
      cap,
      issued: answers.filter((a) => a.status === 201).length,
      exhausted: answers.filter((a) => a.status === 409 && a.errCode === 'exhausted').length,
      unclean: [...new Set(answers.filter((a) => !clean(a)).map((a) => `${a.status} ${a.errCode}`))],
      stored: Number(stored.n),
      holders: Number(stored.holders),
      held: Number(held.n),
      seconds,
      apply: spread(answers.map((a) => a.ms)),
    };
  });
}

export interface ValidationRaceReport {
  vouchers: number;
  validations: number;
  validated: number;
  spent: number;
  unclean: string[];
  /** Validations in the database, the vouchers they took, and vouchers left with a use. */
  stored: number;
  distinctVouchers: number;
  stillActive: number;
  seconds: number;
  validate: Spread;
}

/** `validations` calls of `shops` shops at once over `vouchers` single-use vouchers, over HTTP. */
export async function raceForValidations({
  dir,
  port,
  vouchers = 50,
  validations = 200,
  shops = 4,
}: {
  dir: string;
  port: number;
  vouchers?: number;
  validations?: number;
  shops?: number;
}) {
  const { db, cookies } = await voucherRealm(dir, { cap: vouchers, people: 0, accounts: shops });
  const store = new Vouchers(db);
  const codes: string[] = [];
  for (let i = 0; i < vouchers; i++) {
    const made = store.apply(
      { realm: REALM, userId: `persona-${i}`, holderHash: `h${i}`, holderMasked: '•••••000', count: 1, now: Date.now() },
      { slug: CAMPAIGN, cap: vouchers, valueCents: 2000, priceCents: 0, uses: 1, perPerson: 1 },
    );
    if (made.outcome !== 'issued') throw new Error(`seeding: voucher ${i} ${made.outcome}`);
    codes.push(made.vouchers[0]!.code);
  }
  for (const [i, { userId }] of cookies.entries()) store.grantShop(REALM, userId, `comercio-${i}`, null, Date.now());
  db.close();
  const photo = new Uint8Array(readFileSync(join(root, 'tests', 'fixtures', 'uploads', 'photo.jpg')));
  return withServer(dir, port, async (origin): Promise<ValidationRaceReport> => {
    const t0 = performance.now();
    const answers = await Promise.all(
      Array.from({ length: validations }, (_, i) => {
        const form = new FormData();
        form.set('amount', '12.50');
        form.set('ticket', new File([photo], 'tique.jpg', { type: 'image/jpeg' }));
        const shop = cookies[i % cookies.length]!;
        return call(origin, `shop/vouchers/${codes[i % codes.length]}/validate`, shop.cookie, addressOf(i), form).catch((error: Error) => ({
          status: 0,
          errCode: error.message,
          ms: 0,
        }));
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    const check = new DatabaseSync(join(dir, 'db.sqlite'), { readOnly: true });
    const stored = check
      .prepare('SELECT count(*) AS n, count(DISTINCT code) AS codes FROM voucher_validations WHERE realm = ? AND undone_at IS NULL')
      .get(REALM) as { n: number; codes: number };
    const active = check.prepare('SELECT count(*) AS n FROM vouchers WHERE realm = ? AND uses_left > 0').get(REALM) as { n: number };
    check.close();
    const clean = (a: Answer) => a.status === 201 || (a.status === 409 && a.errCode === 'spent');
    return {
      vouchers,
      validations,
      validated: answers.filter((a) => a.status === 201).length,
      spent: answers.filter((a) => a.status === 409 && a.errCode === 'spent').length,
      unclean: [...new Set(answers.filter((a) => !clean(a)).map((a) => `${a.status} ${a.errCode}`))],
      stored: Number(stored.n),
      distinctVouchers: Number(stored.codes),
      stillActive: Number(active.n),
      seconds,
      validate: spread(answers.map((a) => a.ms)),
    };
  });
}

/** Whether a race measured what it should: exactly the budget issued, to as many people, and the rest refused cleanly. */
export const exactlyIssued = (r: VoucherRaceReport) =>
  r.issued === r.cap && r.stored === r.cap && r.holders === r.cap && r.held === 0 && r.exhausted === r.clients - r.cap && r.unclean.length === 0;

/** Whether a race measured what it should: one validation per voucher, every voucher spent, the rest refused cleanly. */
export const exactlySpent = (r: ValidationRaceReport) =>
  r.validated === r.vouchers &&
  r.stored === r.vouchers &&
  r.distinctVouchers === r.vouchers &&
  r.stillActive === 0 &&
  r.spent === r.validations - r.vouchers &&
  r.unclean.length === 0;
