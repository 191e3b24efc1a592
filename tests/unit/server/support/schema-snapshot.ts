/** What a database holds, to compare before and after a migration: its schema and every row of every table. */
import type { DatabaseSync } from 'node:sqlite';

/** The twelve tables of the local API before schema versions (the fixture of tests/fixtures/db/). */
export const TABLES_BEFORE_VERSIONS = [
  'captchas',
  'census_checks',
  'census_definitions',
  'census_entries',
  'documents',
  'payments',
  'request_keys',
  'requests',
  'session_logins',
  'sessions',
  'uploads',
  'users',
];

/** The local API's tables today, by name. */
export const TABLES = [
  ...TABLES_BEFORE_VERSIONS,
  'account_tokens',
  'appointment_closures',
  'appointment_holds',
  'appointment_waits',
  'appointments',
  'login_failures',
  'mail_outbox',
  'notice_email_sent',
  'notice_email_subscriptions',
  'notice_ends_checked',
  'notice_handovers',
  'pending_requests',
  'push_keys',
  'push_notices',
  'push_queue',
  'push_subscription_topics',
  'push_subscriptions',
  'request_follow_up_keys',
  'request_history',
  'room_bookings',
  'survey_ballots',
  'survey_proposals',
  'survey_voters',
  'voucher_holds',
  'voucher_shop_accounts',
  'voucher_shop_status',
  'voucher_validations',
  'vouchers',
].sort();

const tableNames = (db: DatabaseSync) =>
  (db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as Array<{ name: string }>).map(
    (t) => t.name,
  );

/**
 * Each table's columns (name, type, not null, default, key position), its indexes and its SQL as SQLite keeps
 * it (runs of white space made one: the text is the statement as it was written).
 */
export function schemaOf(db: DatabaseSync): Record<string, unknown> {
  const sql = (name: string) =>
    (db.prepare('SELECT sql FROM sqlite_schema WHERE name = ?').get(name) as { sql: string | null } | undefined)?.sql?.replace(/\s+/g, ' ');
  return Object.fromEntries(
    tableNames(db).map((table) => [
      table,
      {
        sql: sql(table),
        columns: db.prepare(`PRAGMA table_xinfo("${table}")`).all(),
        indexes: (db.prepare(`PRAGMA index_list("${table}")`).all() as Array<{ name: string }>).map((index) => ({
          ...index,
          sql: sql(index.name),
          columns: db.prepare(`PRAGMA index_info("${index.name}")`).all(),
        })),
      },
    ]),
  );
}

/** Each table's column names. */
export function columnsOf(db: DatabaseSync): Record<string, string[]> {
  return Object.fromEntries(
    tableNames(db).map((table) => [table, (db.prepare(`PRAGMA table_info("${table}")`).all() as Array<{ name: string }>).map((c) => c.name)]),
  );
}

/**
 * Every row of every table, in a stable order; with `columns`, only those columns of each row (what a database
 * had before migrations that add columns, which must keep their values).
 */
export function rowsOf(db: DatabaseSync, columns?: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(
    tableNames(db).map((table) => [
      table,
      db
        .prepare(`SELECT ${columns?.[table]?.map((c) => `"${c}"`).join(', ') ?? '*'} FROM "${table}"`)
        .all()
        .map((row) => JSON.stringify(row))
        .sort(),
    ]),
  );
}
