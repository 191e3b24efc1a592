/**
 * Migrations are frozen (server/store/schema.ts): a database made at any schema version and upgraded ends with
 * the schema of a new database, table by table, column by column, index, trigger and CHECK constraint alike.
 *
 * Why it matters, "add a status": when migration 2 read the request statuses from the code, adding a status to
 * src/domain/requests/request-status.ts changed what migration 2 wrote into a new database's CHECK constraint but not into
 * the databases that had already run it. A new database then accepted the status while every existing one
 * refused it ("CHECK constraint failed"), and nothing compared the two. With the statuses frozen in the
 * migration, both refuse it alike until a migration of its own adds it, and the last test here says so.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REQUEST_STATUSES } from '../../../../src/domain/requests/request-status.ts';
import { migrate, MIGRATIONS, schemaVersion, type Migration } from '../../../../server/store/schema.ts';
import { importsOf, ROOT } from '../../support/imports.ts';
import { rowsOf } from '../support/schema-snapshot.ts';

/**
 * The schema as SQLite keeps it in sqlite_master (tables, indexes, triggers, with their CHECK constraints in
 * their SQL; runs of white space made one, quotes around names dropped) and each table's columns.
 */
function normalisedSchema(db: DatabaseSync) {
  const entries = db.prepare("SELECT type, name, tbl_name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name").all() as Array<{
    type: string;
    name: string;
    tbl_name: string;
    sql: string | null;
  }>;
  return entries.map((entry) => ({
    ...entry,
    sql: entry.sql?.replace(/\s+/g, ' ').replace(/"(\w+)"/g, '$1'),
    ...(entry.type === 'table' ? { columns: db.prepare(`PRAGMA table_xinfo("${entry.name}")`).all() } : {}),
  }));
}

/** The CHECK of the requests' status column, as written in the table's SQL. */
function statusCheck(db: DatabaseSync): string | undefined {
  const { sql } = db.prepare("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'requests'").get() as { sql: string };
  return /status TEXT NOT NULL CHECK \(status IN \(([^)]*)\)\)/.exec(sql)?.[1];
}

const insert = (db: DatabaseSync, table: string, row: Record<string, string | number | null>) =>
  db
    .prepare(
      `INSERT INTO ${table} (${Object.keys(row).join(', ')}) VALUES (${Object.keys(row)
        .map(() => '?')
        .join(', ')})`,
    )
    .run(...Object.values(row));

/** A database at `version` (migrations 1 to `version` run), holding the rows its tables had at that version. */
function databaseAt(version: number, migrations: readonly Migration[] = MIGRATIONS): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  migrate(db, `version ${version}`, migrations.slice(0, version));
  expect(schemaVersion(db)).toBe(version);
  if (version === 0) return db;
  const at = '2025-11-03T09:00:00.000Z';
  insert(db, 'documents', { realm: 'alcantir', collection: 'asociaciones', id: 'a1', doc: '{"title":"Falla"}' });
  insert(db, 'sessions', { id: 's1', created_at: 1, expires_at: 2 });
  insert(db, 'session_logins', { session_id: 's1', realm: 'alcantir', user_id: 'u1' });
  // Two names and two e-mails that differ only in case: migration 6 settles them when it runs after this.
  const keys = version >= 6;
  for (const [id, user, email, verified] of [
    ['u1', 'Gestor', 'Lucia@example.org', 1],
    ['u2', keys ? 'gestor-u2' : 'gestor', keys ? 'otra@example.org' : 'lucia@example.org', 0],
  ] as const) {
    insert(db, 'users', {
      id,
      realm: 'alcantir',
      user,
      email,
      email_verified: verified,
      password_hash: 'x',
      created_at: at,
      ...(keys ? { name_key: user.toLowerCase(), email_key: email.toLowerCase() } : {}),
    });
  }
  insert(db, 'captchas', { session_id: 's1', realm: 'alcantir', a: 3, op: '+', b: 4, answer: '7', expires_at: 2 });
  insert(db, 'census_checks', { session_id: 's1', realm: 'alcantir', census_id: 'padron', id_hash: 'h', passed: 0, at: 1 });
  insert(db, 'uploads', {
    id: 'f1',
    realm: 'alcantir',
    mailbox: 'incidencias',
    session_id: 's1',
    user_id: 'u1',
    name: 'foto.jpg',
    size: 10,
    mime: 'image/jpeg',
    kind: 'image',
    path: 'f1.jpg',
    created_at: at,
    request_id: 'r1',
  });
  insert(db, 'payments', { id: 'p1', realm: 'alcantir', amount: 20, status: 'paid', created_at: at, token: 't1', session_id: 's1', idem_key: 'k1' });
  const request = { id: 'r1', realm: 'alcantir', iid: 1, mailbox: 'incidencias', status: 'En gestión', created_at: at, user_id: 'u1' };
  const doc = JSON.stringify({ title: 'Farola fundida', body: 'En la plaza', contact: { telephone: '600 123 456' } });
  if (version < 2) insert(db, 'requests', { ...request, doc });
  else insert(db, 'requests', { ...request, reference: 'ALC-2025-7KX4-M9QP', updated_at: at, search_text: ' alc 2025 7kx4 m9qp ', doc });
  insert(db, 'request_keys', { realm: 'alcantir', session_id: 's1', key: 'fixture-1', request_id: 'r1' });
  if (version >= 3)
    insert(db, 'request_history', { request_id: 'r1', at, actor_kind: 'citizen', actor_id: 'u1', action: 'created', after: '{}', citizen_visible: 1 });
  if (version >= 4) insert(db, 'request_follow_up_keys', { request_id: 'r1', digest: 'd1', expires_at: at });
  if (version >= 5)
    insert(db, 'mail_outbox', {
      realm: 'alcantir',
      request_id: 'r1',
      kind: 'receipt',
      to_address: 'a@b.c',
      from_name: 'x',
      subject: 's',
      created_at: 1,
      next_attempt_at: 1,
    });
  if (version >= 10) {
    insert(db, 'survey_voters', { realm: 'alcantir', survey_id: 'e1', voter_hash: 'v1' });
    // From version 18 a ballot's id is random and given by the store.
    insert(db, 'survey_ballots', { realm: 'alcantir', survey_id: 'e1', answers: '[]', ...(version >= 18 ? { id: 'b1' } : {}) });
  }
  if (version >= 12)
    insert(db, 'pending_requests', {
      payment_id: 'p1',
      realm: 'alcantir',
      mailbox: 'reservas',
      user_id: 'u1',
      session_id: 's1',
      language: 'es',
      doc: '{}',
      uploads: '[]',
      body_hash: 'b',
      created_at: at,
    });
  if (version >= 13) insert(db, 'account_tokens', { digest: 'd', realm: 'alcantir', purpose: 'notice', email_key: 'a@b.c', created_at: 1, expires_at: 2 });
  if (version >= 15) insert(db, 'login_failures', { realm: 'alcantir', account_key: 'user:u1', failed_at: 1 });
  if (version >= 20) {
    insert(db, 'appointments', {
      id: 'c1',
      realm: 'alcantir',
      code: 'ALC-CP-7KX4-M9QP',
      service: 's1',
      office: 'o1',
      desk: 'puesto-1',
      starts_at: 1,
      ends_at: 2,
      status: 'booked',
      key_digest: 'k',
      language: 'es',
      created_at: 1,
      changed_at: 1,
    });
    insert(db, 'appointment_holds', {
      digest: 'h',
      realm: 'alcantir',
      service: 's1',
      office: 'o1',
      desk: 'puesto-2',
      starts_at: 1,
      ends_at: 2,
      session_id: 's1',
      expires_at: 3,
    });
  }
  if (version >= 21) insert(db, 'notice_handovers', { realm: 'alcantir', notice_id: 'a7150000000000000000a001', handed_over_at: 1 });
  if (version >= 22) {
    insert(db, 'push_subscriptions', {
      id: 'ps1',
      realm: 'alcantir',
      endpoint: 'https://push.example/1',
      p256dh: 'k',
      auth: 'a',
      language: 'es',
      created_at: 1,
      used_at: 1,
    });
    insert(db, 'push_subscription_topics', { realm: 'alcantir', topic: 'urgentes', seq: 1 });
    insert(db, 'notice_email_subscriptions', {
      id: 'es1',
      realm: 'alcantir',
      email: 'a@b.c',
      topics: '[]',
      requested_topics: '[]',
      language: 'es',
      created_at: 1,
    });
  }
  if (version >= 23) {
    insert(db, 'appointment_closures', { id: 'z1', realm: 'alcantir', office: 'o1', day: '2026-03-24', starts_at: 1, ends_at: 2, created_at: 1 });
    insert(db, 'appointment_waits', { realm: 'alcantir', service: 's1', day: '2026-03-24', days: 2 });
  }
  if (version >= 24)
    insert(db, 'room_bookings', {
      id: 'r1',
      realm: 'alcantir',
      room: 'sala-1',
      starts_at: 1,
      ends_at: 2,
      status: 'requested',
      history: '[]',
      created_at: 1,
      changed_at: 1,
    });
  // Version 27 gives census entries a record (a public register's name for the entry).
  insert(db, 'census_entries', {
    realm: 'alcantir',
    census_id: 'registro-asociaciones',
    id_hash: 'h',
    secrets: '{}',
    ...(version >= 27 ? { record: '{"name":"Sociedad Unión Musical de Alcantir"}' } : {}),
  });
  // Version 28 adds the vouchers (docs/vouchers.md).
  if (version >= 28) {
    insert(db, 'vouchers', {
      code: '7K2M9QHX4D1RZP8TW',
      realm: 'alcantir',
      campaign: 'bono',
      user_id: 'u1',
      holder_hash: 'h',
      holder_masked: '•••••678Z',
      value_cents: 2500,
      remaining_cents: 2500,
      uses_left: 2,
      issued_at: 1,
    });
    insert(db, 'voucher_holds', {
      payment_id: 'p9',
      realm: 'alcantir',
      campaign: 'bono',
      holder_hash: 'h',
      holder_masked: '•••••678Z',
      count: 1,
      value_cents: 2500,
      price_cents: 1500,
      uses: 2,
      expires_at: 2,
      created_at: 1,
    });
    insert(db, 'voucher_validations', {
      id: 'v1',
      realm: 'alcantir',
      campaign: 'bono',
      code: '7K2M9QHX4D1RZP8TW',
      shop: 'forn',
      amount_cents: 1000,
      covered_cents: 1000,
      at: 1,
    });
    insert(db, 'voucher_shop_accounts', { realm: 'alcantir', user_id: 'u2', shop: 'forn', granted_at: 1 });
    insert(db, 'voucher_shop_status', { realm: 'alcantir', shop: 'forn', suspended: 1, changed_at: 1 });
  }
  if (version >= 30) insert(db, 'notice_ends_checked', { realm: 'alcantir', checked_at: 1 });
  return db;
}

function freshDatabase(migrations: readonly Migration[] = MIGRATIONS): DatabaseSync {
  const db = new DatabaseSync(':memory:');
  migrate(db, 'fresh', migrations);
  return db;
}

describe('the migrations', () => {
  it('import nothing that can change: what they use is copied into server/store/schema.ts', () => {
    const source = readFileSync(join(ROOT, 'server', 'store', 'schema.ts'), 'utf8');
    expect(importsOf(source)).toEqual(['node:sqlite']);
  });

  it('know the tables this test fills at each version', () => {
    // A new migration that adds a table should add its rows to databaseAt() above; then raise this number.
    expect(MIGRATIONS).toHaveLength(31);
  });

  const fresh = normalisedSchema(freshDatabase());
  for (let version = 0; version < MIGRATIONS.length; version++) {
    it(`upgrade a database made at version ${version} to the schema of a new one, keeping its rows`, () => {
      const db = databaseAt(version);
      const before = rowsOf(db);
      migrate(db, `version ${version}`);
      expect(schemaVersion(db)).toBe(MIGRATIONS.length);
      expect(normalisedSchema(db)).toEqual(fresh);
      const after = rowsOf(db);
      for (const [table, rows] of Object.entries(before)) expect(after[table], table).toHaveLength(rows.length);
      if (version >= 1) expect(db.prepare('SELECT status FROM requests').all()).toEqual([{ status: 'En gestión' }]);
      db.close();
    });
  }
});

describe('a request status added to the code', () => {
  afterEach(() => {
    vi.doUnmock('../../../../src/domain/requests/request-status.ts');
    vi.resetModules();
  });

  it('changes no database, new or upgraded: the status CHECK stays the same for both', async () => {
    // A database made by today's code, before the status exists.
    const made = databaseAt(2);
    vi.resetModules();
    vi.doMock('../../../../src/domain/requests/request-status.ts', async (original) => ({
      ...(await original<object>()),
      REQUEST_STATUSES: [...REQUEST_STATUSES, 'Archivada'],
    }));
    const later = (await import('../../../../server/store/schema.ts')).MIGRATIONS;
    migrate(made, 'made before', later);
    const fresh = freshDatabase(later);
    expect(statusCheck(fresh)).toBe(statusCheck(made));
    expect(normalisedSchema(made)).toEqual(normalisedSchema(fresh));
    for (const db of [made, fresh]) expect(() => insert(db, 'requests', { ...ARCHIVED, id: `r-${db === made}` })).toThrow(/CHECK constraint failed/);
  });

  it('is refused by the database until a migration admits it: the CHECK admits exactly the code’s statuses', () => {
    const db = freshDatabase();
    expect(statusCheck(db)).toBe(REQUEST_STATUSES.map((status) => `'${status}'`).join(', '));
    for (const [i, status] of REQUEST_STATUSES.entries()) insert(db, 'requests', { ...ARCHIVED, id: `r${i}`, iid: i, reference: `R${i}`, status });
    expect(() => insert(db, 'requests', { ...ARCHIVED, id: 'r9', iid: 9, reference: 'R9' })).toThrow(/CHECK constraint failed/);
  });
});

const ARCHIVED = {
  realm: 'alcantir',
  iid: 7,
  reference: 'ALC-2026-0000-0007',
  mailbox: 'incidencias',
  status: 'Archivada',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  user_id: 'u1',
  doc: '{}',
};
