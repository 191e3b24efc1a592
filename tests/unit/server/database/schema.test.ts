import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../server/store/database.ts';
import { migrate, MIGRATIONS, NewerSchemaError, schemaVersion, type Migration } from '../../../../server/store/schema.ts';
import { rowsOf, schemaOf, TABLES } from '../support/schema-snapshot.ts';

const scratch = () => mkdtempSync(join(tmpdir(), 'schema-'));

describe('a new database', () => {
  it('gets every table and index of the local API, at the latest schema version', () => {
    const db = openDatabase(':memory:');
    expect(schemaVersion(db)).toBe(MIGRATIONS.length);
    expect(Object.keys(schemaOf(db))).toEqual(TABLES);
    const indexes = db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'index' AND sql IS NOT NULL ORDER BY name")
      .all()
      .map((row) => row.name);
    expect(indexes).toEqual([
      'account_tokens_address',
      'account_tokens_expiry',
      'account_tokens_session',
      'account_tokens_user',
      'appointment_closures_office',
      'appointment_holds_expiry',
      'appointment_holds_place',
      'appointment_holds_session',
      'appointments_code',
      'appointments_email',
      'appointments_idempotency',
      'appointments_identity',
      'appointments_office_time',
      'appointments_place',
      'appointments_reminder',
      'appointments_retention',
      'census_checks_address',
      'census_checks_id',
      'census_checks_session',
      'login_failures_account',
      'login_failures_time',
      'mail_outbox_appointment_recipient',
      'mail_outbox_debounce',
      'mail_outbox_due',
      'mail_outbox_recipient',
      'mail_outbox_request',
      'notice_email_subscriptions_address',
      'notice_email_subscriptions_confirm',
      'payments_key',
      'payments_token',
      'push_notices_fan_out',
      'push_queue_due',
      'push_queue_once',
      'push_queue_subscription',
      'push_subscription_topics_seq',
      'push_subscriptions_endpoint',
      'push_subscriptions_user',
      'request_history_request',
      'requests_assignee',
      'requests_created',
      'requests_mailbox',
      'requests_reply_unread',
      'requests_status',
      'requests_updated',
      'requests_user',
      'room_bookings_block',
      'room_bookings_expiry',
      'room_bookings_payment',
      'room_bookings_time',
      'survey_proposals_author',
      'uploads_pending_address',
      'uploads_pending_user',
      'users_device',
      'users_email_key',
      'users_name',
      'users_name_key',
      'users_staff',
      'voucher_holds_campaign',
      'voucher_holds_expiry',
      'voucher_validations_campaign',
      'voucher_validations_code',
      'voucher_validations_key',
      'voucher_validations_shop',
      'vouchers_campaign',
      'vouchers_holder',
      'vouchers_user',
    ]);
    db.close();
  });

  it('is opened with WAL, a busy timeout and durable commits before its tables are made', () => {
    const db = openDatabase(join(scratch(), 'db.sqlite'));
    const pragma = (name: string) => Object.values(db.prepare(`PRAGMA ${name}`).get() as object)[0];
    expect([pragma('journal_mode'), pragma('busy_timeout'), pragma('synchronous')]).toEqual(['wal', 5000, 2]);
    db.close();
  });
});

describe('a database from before the payment columns of docs/payments.md', () => {
  it('gets those columns, keeps its payments and ends with the schema of a new database', () => {
    const path = join(scratch(), 'db.sqlite');
    const old = new DatabaseSync(path);
    old.exec(`CREATE TABLE payments (
      id TEXT PRIMARY KEY, realm TEXT NOT NULL, amount REAL NOT NULL, concept TEXT, status TEXT NOT NULL,
      created_at TEXT NOT NULL, used_by TEXT
    )`);
    old.prepare("INSERT INTO payments (id, realm, amount, concept, status, created_at) VALUES ('p1', 'alcantir', 20, 'Reserva', 'pay', '2026-01-01')").run();
    old.close();
    const db = openDatabase(path);
    expect(db.prepare('SELECT * FROM payments').all()).toEqual([
      {
        id: 'p1',
        realm: 'alcantir',
        amount: 20,
        concept: 'Reserva',
        status: 'pay',
        created_at: '2026-01-01',
        used_by: null,
        mailbox: null,
        user_id: null,
        session_id: null,
        token: null,
        gateway: null,
        idem_key: null,
        updated_at: null,
        body_hash: null,
      },
    ]);
    const fresh = openDatabase(':memory:');
    expect(schemaOf(db).payments).toEqual(schemaOf(fresh).payments);
    fresh.close();
    db.close();
  });
});

describe('running the migrations again', () => {
  it('changes nothing, neither the schema nor a row', () => {
    const path = join(scratch(), 'db.sqlite');
    const db = openDatabase(path);
    db.prepare("INSERT INTO documents (realm, collection, id, doc) VALUES ('r', 'c', '1', '{}')").run();
    db.prepare("INSERT INTO payments (id, realm, amount, status, created_at) VALUES ('p', 'r', 20, 'pay', 'now')").run();
    const before = { schema: schemaOf(db), rows: rowsOf(db) };
    expect(migrate(db, path)).toEqual([]);
    db.close();
    const ran: string[][] = [];
    const again = openDatabase(path, { onMigrated: (names) => ran.push(names) });
    expect(ran).toEqual([]);
    expect({ schema: schemaOf(again), rows: rowsOf(again) }).toEqual(before);
    expect(schemaVersion(again)).toBe(MIGRATIONS.length);
    again.close();
  });
});

describe('a database written by newer code', () => {
  function newerDatabase(): string {
    const path = join(scratch(), 'newer.sqlite');
    const db = new DatabaseSync(path);
    db.exec(`CREATE TABLE things_to_come (id TEXT PRIMARY KEY); PRAGMA user_version = ${MIGRATIONS.length + 1}`);
    db.close();
    return path;
  }

  it('is refused with a message that says why and what to do, and is left byte for byte as it was', () => {
    const path = newerDatabase();
    const bytes = readFileSync(path);
    expect(() => openDatabase(path)).toThrow(NewerSchemaError);
    expect(() => openDatabase(path)).toThrow(`${path} has schema version ${MIGRATIONS.length + 1}, but this code knows versions up to ${MIGRATIONS.length}`);
    expect(() => openDatabase(path)).toThrow(/Update this checkout .* The database was not changed\.$/);
    expect(readFileSync(path).equals(bytes)).toBe(true);
  });

  it('stops a command with that message alone, not a stack trace', () => {
    const path = newerDatabase();
    let failure: { status: number; stderr: string } | undefined;
    try {
      execFileSync(process.execPath, [join('server', 'cli', 'requests.ts')], {
        env: { ...process.env, LOCAL_API_DB: path },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toContain('but this code knows versions up to');
    expect(failure?.stderr).not.toMatch(/^\s+at /m);
  });
});

describe('a migration that fails', () => {
  const first: Migration = { name: 'adds a', up: (db) => db.exec('CREATE TABLE a (id TEXT)') };
  const broken: Migration = {
    name: 'adds b',
    up: (db) => {
      db.exec('CREATE TABLE b (id TEXT)');
      db.exec('INSERT INTO nowhere VALUES (1)');
    },
  };
  const mended: Migration = { name: 'adds b', up: (db) => db.exec('CREATE TABLE b (id TEXT)') };
  const tables = (db: DatabaseSync) =>
    db
      .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name")
      .all()
      .map((row) => row.name);

  it('leaves the database as the migrations before it left it, and the next run takes it from there', () => {
    const db = new DatabaseSync(':memory:');
    expect(() => migrate(db, 'test.sqlite', [first, broken])).toThrow(
      'test.sqlite: schema migration 2 (adds b) failed, the database stays at version 1: no such table: nowhere',
    );
    expect(schemaVersion(db)).toBe(1);
    expect(tables(db)).toEqual(['a']);
    expect(migrate(db, 'test.sqlite', [first, mended])).toEqual(['adds b']);
    expect([schemaVersion(db), tables(db)]).toEqual([2, ['a', 'b']]);
  });
});
