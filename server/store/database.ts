/**
 * The local API's SQLite database: where it lives, how a connection is set up, and its schema brought up to
 * date (`schema.ts`) before any store reads it. Stores take a `Database`, which only `openDatabase` makes,
 * so none can run on a connection whose tables were never created.
 */
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { migrate, refuseNewer } from './schema.ts';
import { rememberDatabasePath } from './sealed.ts';

declare const upToDate: unique symbol;
/** A connection whose schema is up to date. */
export type Database = DatabaseSync & { readonly [upToDate]: true };

/** Where the local API keeps its SQLite file (git ignores `.data/`). */
export function databasePath(): string {
  return process.env.LOCAL_API_DB ?? join(process.cwd(), '.data', 'portal.sqlite');
}

/** Where uploaded files go: `LOCAL_API_UPLOADS`, else `uploads/` beside the database, outside any web root. */
export function uploadsPath(): string {
  return process.env.LOCAL_API_UPLOADS ?? join(dirname(databasePath()), 'uploads');
}

export interface OpenOptions {
  /** Told which migrations ran, when any did (the server prints them). */
  onMigrated?: (migrations: string[]) => void;
}

/**
 * Opens (or creates) the database and runs the migrations it lacks. WAL lets readers go on while a request
 * is written; the busy timeout makes a second connection (the requests command, a re-seed) wait instead of
 * failing; synchronous FULL syncs the log at every commit, so a request the API acknowledged survives a power
 * cut, not only a killed process (NORMAL only promises the latter).
 */
export function openDatabase(path = databasePath(), { onMigrated }: OpenOptions = {}): Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new DatabaseSync(path);
  try {
    db.exec('PRAGMA busy_timeout = 5000');
    // Before anything that writes, the journal mode included: a newer database is left exactly as it was.
    refuseNewer(db, path);
    db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL;');
    const ran = migrate(db, path);
    if (ran.length) onMigrated?.(ran);
    rememberDatabasePath(db, path);
  } catch (error) {
    db.close();
    throw error;
  }
  return db as Database;
}

/**
 * Runs `work` in one IMMEDIATE transaction: the write lock first, so what it reads stays true until it commits;
 * anything it throws rolls it back and is thrown again.
 */
export function immediateTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    db.exec('ROLLBACK');
    throw error;
  }
}
