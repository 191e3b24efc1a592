import type { Database } from './database.ts';

export type Doc = Record<string, unknown> & { _id: string };

/**
 * The local API's document store: one table of JSON documents keyed by realm, collection and id, with parsed
 * collections cached in memory until the next write (reads vastly outnumber writes). Its connection, `db`, is
 * the one the server's other stores share.
 */
export class DocumentStore {
  readonly db: Database;
  private cache = new Map<string, Doc[]>();
  private dataVersion = -1;

  constructor(db: Database) {
    this.db = db;
  }

  realms(): string[] {
    return (this.db.prepare('SELECT DISTINCT realm FROM documents').all() as Array<{ realm: string }>).map((r) => r.realm);
  }

  hasRealm(realm: string): boolean {
    return this.db.prepare('SELECT 1 FROM documents WHERE realm = ? LIMIT 1').get(realm) !== undefined;
  }

  hasCollection(realm: string, collection: string): boolean {
    return this.db.prepare('SELECT 1 FROM documents WHERE realm = ? AND collection = ? LIMIT 1').get(realm, collection) !== undefined;
  }

  /**
   * Drops the parsed cache when another connection (a re-seed, an editor's tool) has committed since the last
   * read: SQLite's data_version changes exactly then, and reading it costs microseconds.
   */
  private freshen(): void {
    const { data_version: version } = this.db.prepare('PRAGMA data_version').get() as { data_version: number };
    if (version !== this.dataVersion) {
      this.cache.clear();
      this.dataVersion = version;
    }
  }

  /** Every document of a collection (cached, do not mutate). */
  all(realm: string, collection: string): Doc[] {
    this.freshen();
    const key = `${realm}\u0000${collection}`;
    let docs = this.cache.get(key);
    if (!docs) {
      const rows = this.db.prepare('SELECT doc FROM documents WHERE realm = ? AND collection = ?').all(realm, collection) as Array<{ doc: string }>;
      docs = rows.map((row) => JSON.parse(row.doc) as Doc);
      this.cache.set(key, docs);
    }
    return docs;
  }

  get(realm: string, collection: string, id: string): Doc | undefined {
    const row = this.db.prepare('SELECT doc FROM documents WHERE realm = ? AND collection = ? AND id = ?').get(realm, collection, id) as
      | { doc: string }
      | undefined;
    return row ? (JSON.parse(row.doc) as Doc) : undefined;
  }

  put(realm: string, collection: string, doc: Doc): void {
    this.db.prepare('INSERT OR REPLACE INTO documents (realm, collection, id, doc) VALUES (?, ?, ?, ?)').run(realm, collection, doc._id, JSON.stringify(doc));
    this.cache.delete(`${realm}\u0000${collection}`);
  }

  remove(realm: string, collection: string, id: string): void {
    this.db.prepare('DELETE FROM documents WHERE realm = ? AND collection = ? AND id = ?').run(realm, collection, id);
    this.cache.delete(`${realm}\u0000${collection}`);
  }

  /** Replaces a realm's documents in one transaction. */
  replaceRealm(realm: string, collections: Record<string, Doc[]>): void {
    this.db.exec('BEGIN');
    try {
      this.db.prepare('DELETE FROM documents WHERE realm = ?').run(realm);
      const insert = this.db.prepare('INSERT OR REPLACE INTO documents (realm, collection, id, doc) VALUES (?, ?, ?, ?)');
      for (const [collection, docs] of Object.entries(collections)) {
        for (const doc of docs) insert.run(realm, collection, String(doc._id), JSON.stringify(doc));
      }
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
    for (const key of [...this.cache.keys()]) if (key.startsWith(`${realm}\u0000`)) this.cache.delete(key);
  }

  /** Replaces one collection of a realm in one transaction (an import of the duty rota: docs/pharmacies.md). */
  replaceCollection(realm: string, collection: string, docs: readonly Doc[]): void {
    this.db.exec('BEGIN');
    try {
      this.db.prepare('DELETE FROM documents WHERE realm = ? AND collection = ?').run(realm, collection);
      const insert = this.db.prepare('INSERT INTO documents (realm, collection, id, doc) VALUES (?, ?, ?, ?)');
      for (const doc of docs) insert.run(realm, collection, String(doc._id), JSON.stringify(doc));
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
    this.cache.delete(`${realm}\u0000${collection}`);
  }

  /** Closes the connection, for every store that shares it. */
  close(): void {
    this.db.close();
  }
}
