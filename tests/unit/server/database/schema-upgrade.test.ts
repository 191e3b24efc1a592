/**
 * The upgrade of a database made before schema versions: `tests/fixtures/db/before-schema-v1.sqlite`, made by
 * the server of that time over HTTP (its README says how). Always on a copy: the fixture itself never changes.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { buildRequest } from '../../../../src/domain/requests/request-rules.ts';
import { loadRealms, realmsDir } from '../../../../src/realm/load.ts';
import { MailboxSchema } from '../../../../src/schemas/mailbox.ts';
import { createApp } from '../../../../server/http/app.ts';
import { openDatabase } from '../../../../server/store/database.ts';
import { DocumentStore } from '../../../../server/store/documents.ts';
import { Requests } from '../../../../server/store/requests.ts';
import { MIGRATIONS, schemaVersion } from '../../../../server/store/schema.ts';
import { browser, deviceTab, solvedCaptcha, upload } from '../support/local-server.ts';
import { photoJpeg } from '../support/upload-samples.ts';
import { columnsOf, rowsOf, schemaOf, TABLES, TABLES_BEFORE_VERSIONS } from '../support/schema-snapshot.ts';

const FIXTURE = join(import.meta.dirname, '..', '..', '..', 'fixtures', 'db');
const made = JSON.parse(readFileSync(join(FIXTURE, 'before-schema-v1.json'), 'utf8')) as {
  madeAt: string;
  sessions: { vecina: string; passerBy: string };
  requests: Record<'incidencia' | 'reserva' | 'subvencion', { _id: string; iid: number }>;
  payments: { paid: string; pending: string };
};

/** A copy of the fixture in a folder of its own, and what it held before anything opened it with today's code. */
function copyOfFixture() {
  const dir = mkdtempSync(join(tmpdir(), 'before-schema-v1-'));
  const path = join(dir, 'db.sqlite');
  copyFileSync(join(FIXTURE, 'before-schema-v1.sqlite'), path);
  const raw = new DatabaseSync(path);
  const before = { version: schemaVersion(raw), rows: rowsOf(raw), columns: columnsOf(raw) };
  raw.close();
  return { dir, path, before };
}

const REFERENCE = /^ALC-20\d\d-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

/**
 * Every row of before is still there after the upgrade: the same in every table but `users` (which gain the
 * desk's role, off) and `requests`, whose rows keep every column they had and gain the lifecycle's (a
 * reference, version 1, their creation as last change, Spanish, a search text), each with its 'created'
 * history entry; the new tables start empty but for those.
 */
/**
 * Every row the file had is still there: in the tables migrations only add columns to, every column it had keeps
 * every value; requests, rebuilt with a reference, keep theirs and gain the new ones; each has its history.
 */
function expectEveryRowKept(before: { rows: Record<string, string[]>; columns: Record<string, string[]> }, db: DatabaseSync) {
  const after = rowsOf(db);
  const kept = rowsOf(db, before.columns);
  expect(Object.keys(after)).toEqual(TABLES);
  for (const table of TABLES_BEFORE_VERSIONS.filter((t) => t !== 'requests' && t !== 'users')) expect(kept[table], table).toEqual(before.rows[table]);
  // Users keep every column and gain the desk's role, which nobody gets by the upgrade: not even an administrator.
  expect(kept.users).toEqual(before.rows.users);
  expect(after.users!.map((row) => JSON.parse(row)).every((user) => user.staff === 0 && user.staff_mailboxes === null)).toBe(true);
  const oldRows = before.rows.requests!.map((row) => JSON.parse(row) as Record<string, unknown>);
  const newRows = after.requests!.map((row) => JSON.parse(row) as Record<string, unknown>);
  expect(newRows).toHaveLength(oldRows.length);
  for (const old of oldRows) {
    const upgraded = newRows.find((row) => row.id === old.id)!;
    expect(upgraded).toMatchObject(old);
    expect(upgraded).toMatchObject({ reference: expect.stringMatching(REFERENCE), version: 1, assigned_to: null, updated_at: old.created_at, language: 'es' });
    expect(upgraded.search_text).toContain(String(upgraded.reference).toLowerCase().replace(/-/g, ' '));
  }
  expect(new Set(newRows.map((row) => row.reference)).size).toBe(newRows.length);
  const history = after.request_history!.map((row) => JSON.parse(row) as Record<string, unknown>);
  expect(history.map((entry) => [entry.request_id, entry.action, entry.actor_kind, entry.at]).sort()).toEqual(
    oldRows.map((row) => [row.id, 'created', 'citizen', row.created_at]).sort(),
  );
  expect([after.request_follow_up_keys, after.mail_outbox]).toEqual([[], []]);
}

describe('a database made before schema versions', () => {
  it('is the fixture it claims to be: version 0, the twelve tables, rows in every one', () => {
    const { before } = copyOfFixture();
    expect(before.version).toBe(0);
    expect(Object.keys(before.rows)).toEqual(TABLES_BEFORE_VERSIONS);
    for (const table of TABLES_BEFORE_VERSIONS) expect(before.rows[table]!.length, table).toBeGreaterThan(0);
  });

  it('is upgraded to the latest version keeping every row of every table, with the schema of a new database', () => {
    const { path, before } = copyOfFixture();
    const ran: string[][] = [];
    const db = openDatabase(path, { onMigrated: (names) => ran.push(names) });
    expect(ran).toEqual([MIGRATIONS.map((m) => m.name)]);
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    expectEveryRowKept(before, db);
    const fresh = openDatabase(':memory:');
    expect(schemaOf(db)).toEqual(schemaOf(fresh));
    fresh.close();
    db.close();
  });

  it('serves on after the upgrade: logins, old sessions, payments and requests, and the next request number', async () => {
    // An hour after the fixture was made, when its sessions (30 days) were still open.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(made.madeAt) + 3_600_000 });
    try {
      await servesOn();
    } finally {
      vi.useRealTimers();
    }
  });

  async function servesOn() {
    const { dir, path } = copyOfFixture();
    const store = new DocumentStore(openDatabase(path));
    const realms = loadRealms(realmsDir());
    const app = createApp({
      store,
      realms: () => realms,
      realmsRoot: realmsDir(),
      distDir: join(dir, 'dist'),
      writeApi: { uploadsDir: join(dir, 'uploads'), captchaAnswer: '7', rateLimits: {} },
    });

    const login = await browser(app).post('/api/alcantir/login', { user: 'vecina', password: 'alcantir-demo' });
    expect(login.status).toBe(200);
    expect(await login.json()).toMatchObject({ user: 'vecina', firstName: 'Lucía', emailVerified: true });

    // A session opened before the upgrade is still open after it.
    const vecina = browser(app);
    vecina.jar.set('portal_session', made.sessions.vecina);
    expect(await (await vecina.get('/api/alcantir/loggedin')).json()).toMatchObject({ user: 'vecina' });
    const passerBy = browser(app);
    passerBy.jar.set('portal_session', made.sessions.passerBy);
    expect(await (await passerBy.get(`/api/alcantir/payments/${made.payments.paid}`)).json()).toMatchObject({ status: 'pay', amount: 20, used: true });
    expect(await (await passerBy.get(`/api/alcantir/payments/${made.payments.pending}`)).json()).toMatchObject({
      status: 'pending',
      amount: 12.5,
      used: false,
    });

    // The requests read back as they were sent; the retry of one finds it instead of making another.
    const sent = new Requests(store.db).list('alcantir');
    expect(sent.map((r) => [r.iid, r.mailbox])).toEqual([
      [3, 'subvenciones'],
      [2, 'reservas'],
      [1, 'incidencias'],
    ]);
    const application = sent.find((r) => r._id === made.requests.subvencion._id)!;
    expect(application).toMatchObject({ status: 'Recibida', title: 'Tallers de percussió', contact: { firstName: 'Lucía', lastName: 'Ferrer Puig' } });
    expect(application.extra).toMatchObject({ registro: { idHash: expect.stringMatching(/^[\w-]{43}$/), verified: true } });
    expect(sent.find((r) => r.mailbox === 'reservas')!.payment).toBe(made.payments.paid);

    // A new request after the upgrade takes the next number.
    const tab = await deviceTab(app);
    const photo = await (await upload(tab, '/api/alcantir/incidencias/assets2', photoJpeg(), 'farola.jpg', 'images')).json();
    const captchaWork = await solvedCaptcha(tab);
    const mailbox = v.parse(MailboxSchema, await (await tab.get('/api/alcantir/mailbox/incidencias')).json());
    const body = buildRequest(
      mailbox,
      {
        category: 'Alumbrado público',
        body: 'La farola del número 3 parpadea toda la noche y deslumbra',
        address: 'Calle Abadia, 3',
        images: [photo],
        captcha: '7',
      },
      { firstName: 'Marta', lastName: 'Soler', telephone: '600111222', email: 'marta@example.org' },
      undefined,
      true,
    );
    const created = await tab.post('/api/alcantir/requests/incidencias/create', { ...body, captchaWork });
    expect(created.status).toBe(200);
    const receipt = await created.json();
    expect(receipt).toMatchObject({ iid: 4, reference: expect.stringMatching(REFERENCE), followUpKey: expect.stringMatching(/^[\w-]{43}$/) });

    // An old request reads back by its new reference, with the history the upgrade gave it.
    const old = new Requests(store.db).byReference('alcantir', application.reference)!;
    expect(old).toMatchObject({ _id: made.requests.subvencion._id, status: 'Recibida', version: 1, threads: [] });
    expect(old.history.map((entry) => entry.action)).toEqual(['created']);
    store.close();
  }

  it('is upgraded in place by npm start, which then serves what the file holds', async () => {
    const { dir, path, before } = copyOfFixture();
    const port = await freePort();
    // --verbose: the migrations that ran are among the details (a plain start says only that the file was upgraded).
    const server = spawn(process.execPath, [join('server', 'cli', 'main.ts'), '--verbose'], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        PORTAL_SKIP_BUILD: '1',
        LOCAL_API_DB: path,
        LOCAL_API_UPLOADS: join(dir, 'uploads'),
        // Tokens given, so the server writes no token file into the checkout.
        PORTAL_REBUILD_TOKEN_ALCANTIR: 'test-token',
        PORTAL_REBUILD_TOKEN_VILAMAR: 'test-token',
      },
    });
    let output = '';
    for (const stream of [server.stdout, server.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
      });
    }
    try {
      // The fixture's four associations, not the demo's: the server reads the upgraded file, not a new seed.
      const associations = await retry(() => fetch(`http://127.0.0.1:${port}/api/alcantir/collections/asociaciones?fields=_id`));
      expect((await associations.json()).items).toHaveLength(4);
      expect((await fetch(`http://127.0.0.1:${port}/api/alcantir/mailbox/reservas`)).status).toBe(200);
      expect(output).toContain(`upgraded to schema version ${MIGRATIONS.length}`);
      expect(output).toContain(`schema version ${MIGRATIONS.length} (ran: ${MIGRATIONS.map((m) => m.name).join('; ')})`);
    } finally {
      server.kill('SIGTERM');
      await new Promise((done) => server.once('exit', done));
    }
    const after = new DatabaseSync(path);
    expect(schemaVersion(after)).toBe(MIGRATIONS.length);
    expectEveryRowKept(before, after);
    after.close();
  }, 30_000);
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
      .listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      })
      .on('error', reject);
  });
}

async function retry(call: () => Promise<Response>, until = Date.now() + 20_000): Promise<Response> {
  for (;;) {
    try {
      return await call();
    } catch (error) {
      if (Date.now() > until) throw error;
      await new Promise((done) => setTimeout(done, 100));
    }
  }
}
