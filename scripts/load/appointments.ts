/**
 * Cita previa under load (`npm run bench -- --only r,f`, docs/appointments.md "Speed"):
 *
 * - `raceForPlaces`: a real server process on a free loopback port with a database of its own, one service whose
 *   only bookable day (tomorrow) has exactly `places` places, and `clients` citizens, each with its own address and
 *   session, who hold and book at once (taking the next free slot a `taken` refusal offers, as the island does).
 *   Exactly `places` must be booked, at as many distinct desks and times, and every other citizen refused cleanly
 *   (409 `taken` with no next slot to offer; no 5xx, no cut connection).
 * - `freeSlotQuery`: the days call's work (the content read, what is taken, `freeDays`) for one service over a
 *   30-day window at an office of 20 desks, in a database of 100,000 appointments past and future, timed over
 *   repeated runs; each run's answer is checked against the places the seeding left free.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { addDays, bookingWindow, freeDays, madridClock, madridInstant, slotsFor } from '../../src/domain/appointments/slots.ts';
import { isCaptchaWork, solveWork } from '../../src/domain/requests/captcha-work.ts';
import { SESSION_COOKIE } from '../../server/http/session-cookie.ts';
import { appointmentContent } from '../../server/store/appointment-content.ts';
import { Appointments } from '../../server/store/appointments.ts';
import { openDatabase } from '../../server/store/database.ts';
import { DocumentStore } from '../../server/store/documents.ts';
import { percentile } from './run.ts';
import { freePort } from './free-port.ts';
import { loadServerReady, startLoadServer } from './local-server.ts';

const REALM = 'cola';
const SERVICE = 'cola-servicio';
const OFFICE = 'cola-oficina';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** A valid DNI for `n`: its eight digits and their check letter. */
const dni = (n: number) => `${String(n).padStart(8, '0')}${DNI_LETTERS[n % 23]}`;

const title = (es: string) => ({ es });

/** A realm folder and a database holding one service at one office of `desks` desks, open only on `day` from 9:00. */
function raceRealm(dir: string, day: string, desks: number, slots: number) {
  mkdirSync(join(dir, 'realms', REALM), { recursive: true });
  writeFileSync(
    join(dir, 'realms', REALM, 'realm.json'),
    JSON.stringify({ id: REALM, name: 'Cola', hosts: [`${REALM}.localhost`], languages: ['es'], referencePrefix: 'COL' }),
  );
  const db = openDatabase(join(dir, 'db.sqlite'));
  const store = new DocumentStore(db);
  const deskIds = Array.from({ length: desks }, (_, i) => `puesto-${i + 1}`);
  store.put(REALM, 'citaprevia_servicios', { _id: SERVICE, title: title('Padrón'), duration: 30, offices: [OFFICE], bookingWindow: { days: 1 } });
  store.put(REALM, 'citaprevia_oficinas', {
    _id: OFFICE,
    title: title('Oficina'),
    address: { street: 'Plaza Mayor, 1', city: 'Cola', zipCode: '46000' },
    coordinates: { lat: 39, lng: -0.5 },
    telephone: '960 000 000',
    openingHours: title('De 9:00 a 14:00'),
    desks: deskIds.map((id) => ({ id, title: title(id), services: [SERVICE] })),
  });
  // Extra hours on tomorrow alone: whatever weekday or holiday it is, it has exactly desks × slots places.
  const end = 9 * 60 + slots * 30;
  store.put(REALM, 'citaprevia_excepciones', {
    _id: 'cola-dia',
    office: OFFICE,
    date: day,
    kind: 'extra',
    ranges: [{ start: '09:00', end: `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}` }],
  });
  db.close();
}

interface Answer {
  status: number;
  json: Record<string, unknown>;
  ms: number;
}

/** One citizen: an address, a session cookie, and the calls of the booking island. */
class Booker {
  private cookie = '';
  private work: unknown;
  readonly address: string;
  private readonly origin: string;
  readonly index: number;
  constructor(origin: string, index: number) {
    this.origin = origin;
    this.index = index;
    this.address = `10.${80 + (index >> 16)}.${(index >> 8) & 255}.${index & 255}`;
  }

  async call(path: string, json?: unknown): Promise<Answer> {
    const headers: Record<string, string> = { 'x-forwarded-for': this.address, origin: `http://${REALM}.localhost`, accept: 'application/json' };
    if (this.cookie) headers.cookie = this.cookie;
    if (json !== undefined) headers['content-type'] = 'application/json';
    const t0 = performance.now();
    const response = await fetch(`${this.origin}/api/${REALM}/${path}`, {
      method: json === undefined ? 'GET' : 'POST',
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      signal: AbortSignal.timeout(60_000),
    });
    const text = await response.text();
    for (const set of response.headers.getSetCookie()) if (set.startsWith(`${SESSION_COOKIE}=`)) this.cookie = set.split(';')[0]!;
    return { status: response.status, json: text ? (JSON.parse(text) as Record<string, unknown>) : {}, ms: performance.now() - t0 };
  }

  /** Before the race: a captcha shown and its proof of work done, as the form does while the person types. */
  async prepare() {
    // A GET may be tried again: solving the work blocks this process for seconds, and the server closes a
    // keep-alive connection idle for 5 s, which fetch may then reuse once ("other side closed").
    const { json } = await this.call('requests/captcha?format=json').catch(() => this.call('requests/captcha?format=json'));
    if (!isCaptchaWork(json.work)) throw new Error('the captcha came without its proof of work');
    this.work = await solveWork(json.work, (text) => createHash('sha256').update(text).digest());
  }

  /** Holds `startsAt` (or the next free slot offered) and books it: booked, refused (with why), or an unclean answer. */
  async book(startsAt: string, timings: { hold: number[]; book: number[] }): Promise<{ outcome: 'booked' | 'refused' | 'unclean'; detail: string }> {
    let at = startsAt;
    // The hold bucket takes 8 in 10 minutes per client: six tries leave room.
    for (let attempt = 0; attempt < 6; attempt++) {
      const held = await this.call('citaprevia/holds', { service: SERVICE, office: OFFICE, startsAt: at });
      timings.hold.push(held.ms);
      if (held.status === 409 && held.json.errCode === 'taken') {
        const next = held.json.next as Array<{ startsAt: string }> | undefined;
        if (!Array.isArray(next)) return { outcome: 'unclean', detail: 'taken without next' };
        if (!next.length) return { outcome: 'refused', detail: 'taken, nothing free' };
        at = next[0]!.startsAt;
        continue;
      }
      if (held.status !== 201) return { outcome: 'unclean', detail: `hold ${held.status} ${String(held.json.errCode)}` };
      const made = await this.call('citaprevia/appointments', {
        hold: held.json.hold,
        name: 'Persona',
        surnames: `Número ${this.index}`,
        identity: dni(10_000_000 + this.index),
        phone: `6${String(10_000_000 + this.index).slice(-8)}`,
        language: 'es',
        captcha: '7',
        captchaWork: this.work,
      });
      timings.book.push(made.ms);
      return made.status === 201 ? { outcome: 'booked', detail: '' } : { outcome: 'unclean', detail: `booking ${made.status} ${String(made.json.errCode)}` };
    }
    return { outcome: 'refused', detail: 'taken six times' };
  }
}

export interface RaceReport {
  clients: number;
  places: number;
  booked: number;
  refused: number;
  unclean: string[];
  stored: number;
  distinctPlaces: number;
  seconds: number;
  hold: { p50: number; p95: number; min: number; max: number };
  book: { p50: number; p95: number; min: number; max: number };
}

const spread = (values: number[]) => ({
  p50: percentile(values, 0.5),
  p95: percentile(values, 0.95),
  min: values.length ? Math.min(...values) : 0,
  max: values.length ? Math.max(...values) : 0,
});

/** `clients` citizens at once for `desks` × `slots` places, over HTTP. */
export async function raceForPlaces({ dir, clients = 200, desks = 5, slots = 10 }: { dir: string; clients?: number; desks?: number; slots?: number }) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const day = addDays(madridClock(Date.now()).day, 1);
  raceRealm(dir, day, desks, slots);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const output: string[] = [];
  const server = startLoadServer(port, dir, output, { PORTAL_REALMS_DIR: join(dir, 'realms'), LOCAL_API_OUTBOX: join(dir, 'outbox') });
  try {
    await loadServerReady(origin, `/api/${REALM}/citaprevia/services`, server, output);
    const bookers = Array.from({ length: clients }, (_, i) => new Booker(origin, i));
    // The proof of work costs CPU, not the race: done first, a few at a time.
    try {
      for (let i = 0; i < bookers.length; i += 20) await Promise.all(bookers.slice(i, i + 20).map((b) => b.prepare()));
    } catch (error) {
      throw new Error(`the captchas failed (${(error as Error).message}); the server said: ${output.join('').slice(-600)}`, { cause: error });
    }
    // Let the connections the server closed meanwhile be seen closed before the race reuses any.
    await new Promise((resolve) => setTimeout(resolve, 500));
    const timings = { hold: [] as number[], book: [] as number[] };
    const starts = Array.from({ length: slots }, (_, i) => new Date(madridInstant(day, 9 * 60 + 30 * i)!.ms).toISOString());
    const t0 = performance.now();
    const results = await Promise.all(
      bookers.map((b) => b.book(starts[b.index % slots]!, timings).catch((error: Error) => ({ outcome: 'unclean' as const, detail: error.message }))),
    );
    const seconds = (performance.now() - t0) / 1000;
    const db = new DatabaseSync(join(dir, 'db.sqlite'), { readOnly: true });
    const stored = db
      .prepare("SELECT COUNT(*) AS n, COUNT(DISTINCT desk || '@' || starts_at) AS places FROM appointments WHERE realm = ? AND status = 'booked'")
      .get(REALM) as {
      n: number;
      places: number;
    };
    db.close();
    return {
      clients,
      places: desks * slots,
      booked: results.filter((r) => r.outcome === 'booked').length,
      refused: results.filter((r) => r.outcome === 'refused').length,
      unclean: [...new Set(results.filter((r) => r.outcome === 'unclean').map((r) => r.detail))],
      stored: Number(stored.n),
      distinctPlaces: Number(stored.places),
      seconds,
      hold: spread(timings.hold),
      book: spread(timings.book),
    } satisfies RaceReport;
  } finally {
    server.kill('SIGTERM');
  }
}

export interface FreeSlotReport {
  appointments: number;
  seedSeconds: number;
  runs: number;
  ms: { p50: number; p95: number; min: number; max: number };
  /** Free places the query answered, and those the seeding left: equal when it measured the right thing. */
  free: number;
  expectedFree: number;
  plan: string;
}

/**
 * The free-slot query over a crowded database: 20 desks open weekdays 9:00–14:00 in 15-minute slots (400 places a
 * day), a 30-day window; 100,000 appointments of which a third of the coming places are booked and the rest lie in
 * the past (attended, missed, cancelled, some never marked) or at two other offices.
 */
export function freeSlotQuery({ dir, count = 100_000, runs = 200 }: { dir: string; count?: number; runs?: number }): FreeSlotReport {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const db = openDatabase(join(dir, 'db.sqlite'));
  try {
    db.exec('PRAGMA synchronous = OFF');
    const store = new DocumentStore(db);
    const desks = Array.from({ length: 20 }, (_, i) => `p${i + 1}`);
    store.put(REALM, 'citaprevia_servicios', {
      _id: SERVICE,
      title: title('Padrón'),
      duration: 15,
      offices: [OFFICE, 'otra-1', 'otra-2'],
      bookingWindow: { days: 30 },
    });
    for (const office of [OFFICE, 'otra-1', 'otra-2']) {
      store.put(REALM, 'citaprevia_oficinas', {
        _id: office,
        title: title(office),
        address: { street: 'Plaza Mayor, 1', city: 'Cola', zipCode: '46000' },
        coordinates: { lat: 39, lng: -0.5 },
        telephone: '960 000 000',
        openingHours: title('De 9:00 a 14:00'),
        desks: desks.map((id) => ({ id, title: title(id), services: [SERVICE] })),
      });
      store.put(REALM, 'citaprevia_horarios', {
        _id: `plan-${office}`,
        office,
        service: SERVICE,
        ranges: [{ days: [1, 2, 3, 4, 5], start: '09:00', end: '14:00' }],
      });
    }
    const now = Date.now();
    const content = appointmentContent(store, REALM);
    const window = bookingWindow(content.services[0]!, now)!;
    const coming = slotsFor(content, { service: SERVICE, office: OFFICE, from: window.first, to: window.last, now });
    const t0 = performance.now();
    const insert = db.prepare(
      `INSERT INTO appointments (id, realm, code, service, office, desk, starts_at, ends_at, status, key_digest, language, name, created_at, changed_at)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'x', 'es', 'Persona', ?, ?)`,
    );
    let n = 0;
    const add = (office: string, desk: string, startMs: number, status: string) => {
      insert.run(`a${n}`, REALM, `COL-CP-${n}`, SERVICE, office, desk, startMs, startMs + 15 * 60_000, status, now, now);
      n++;
    };
    db.exec('BEGIN');
    // A third of the coming places: every third desk of every slot.
    let booked = 0;
    for (const slot of coming)
      for (const [i, desk] of desks.entries())
        if (i % 3 === 0) {
          add(OFFICE, desk, slot.startMs, 'booked');
          booked++;
        }
    // The rest: the past of the three offices, day after day back, 400 places a day.
    const statuses = ['attended', 'attended', 'attended', 'missed', 'cancelled', 'booked'];
    for (let back = 1; n < count; back++) {
      const day = addDays(madridClock(now).day, -back);
      const office = [OFFICE, 'otra-1', 'otra-2'][back % 3]!;
      for (let s = 0; s < 20 && n < count; s++)
        for (const [i, desk] of desks.entries())
          if (n < count) add(office, desk, madridInstant(day, 9 * 60 + 15 * s)!.ms, statuses[(s + i) % statuses.length]!);
    }
    db.exec('COMMIT');
    db.exec('ANALYZE');
    const seedSeconds = (performance.now() - t0) / 1000;
    const appointments = new Appointments(db);
    const DAY = 86_400_000;
    // The days call's work (server/http/routes/appointments.ts): the content, what is taken around the days, freeDays.
    const query = () => {
      const content = appointmentContent(store, REALM);
      const taken = appointments.taken(REALM, OFFICE, Date.parse(`${window.first}T00:00:00Z`) - DAY, Date.parse(`${window.last}T00:00:00Z`) + 2 * DAY, now);
      return freeDays(content, { service: SERVICE, office: OFFICE, from: window.first, to: window.last, now }, taken);
    };
    const times: number[] = [];
    let free = 0;
    for (let i = 0; i < runs; i++) {
      const t = performance.now();
      const days = query();
      times.push(performance.now() - t);
      free = days.reduce((sum, d) => sum + d.free, 0);
    }
    const plan = (
      db
        .prepare(
          "EXPLAIN QUERY PLAN SELECT office, desk, service, starts_at, ends_at FROM appointments WHERE realm = ? AND status IN ('booked', 'arrived') AND starts_at < ? AND ends_at > ? AND office = ? AND starts_at > ?",
        )
        .all(REALM, now, now, OFFICE, now) as Array<{ detail: string }>
    )
      .map((row) => row.detail)
      .join('; ');
    return { appointments: n, seedSeconds, runs, ms: spread(times), free, expectedFree: coming.length * desks.length - booked, plan };
  } finally {
    db.close();
  }
}
