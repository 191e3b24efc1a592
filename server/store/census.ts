/**
 * The town hall's census lists (docs/product-spec.md §7 census): each one's public definition (questions and info) and its
 * entries, whose IDs and answers are stored only as scrypt hashes, plus the checks each session made. A session
 * that passed a check for a request is remembered, so request creation can trust its census field; a check made
 * for a vote or a proposal is not (docs/surveys.md: nothing pairs a ballot with its voter). A failed check keeps
 * the address it came from, and nothing of the ID tried, for the failure window (at most CHECK_TTL_MS), to cap
 * guessing per client.
 */
import * as v from 'valibot';
import { type CensusReference, RegisterRecordSchema, type RegisterRecord } from '../../src/domain/requests/register-entry.ts';
import { TranslatableSchema } from '../../src/schemas/common.ts';
import { hashSecret, lookupHash, lookupHashAsync, verifySecretAsync } from '../core/passwords.ts';
import type { Database } from './database.ts';

const CHECK_TTL_MS = 2 * 3_600_000;
const FAILURE_WINDOW_MS = 15 * 60_000;
/**
 * Wrong answers per census in the window from one address: the answers are short numbers. Counted per client,
 * never per ID tried, so nobody can lock another person out by typing their ID (docs/write-side.md).
 */
export const MAX_CENSUS_FAILURES = 10;

export const CensusFileSchema = v.array(
  v.object({
    _id: v.pipe(v.string(), v.regex(/^[\w-]{1,64}$/)),
    info: v.optional(TranslatableSchema),
    questions: v.array(v.object({ id: v.pipe(v.string(), v.regex(/^\w{1,40}$/)), label: TranslatableSchema })),
    /** `record`: the entry's official name and register entry, for a list that is a public register. */
    entries: v.array(v.object({ id: v.string(), secrets: v.record(v.string(), v.string()), record: v.optional(RegisterRecordSchema) })),
  }),
);

/** NIF/NIE/DNI as people type them: 'g-46.123.456' and 'G46123456' are the same ID. */
export const normalizeCensusId = (id: string) =>
  id
    .normalize('NFC')
    .toUpperCase()
    .replace(/[\s.\-/]/g, '');
const normalizeAnswer = (answer: string) => answer.normalize('NFC').trim().toLowerCase().replace(/\s+/g, ' ');
const DUMMY_HASH = hashSecret('no entry');

export class Census {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Replaces a realm's census data with a demo file's, hashing every ID and answer. */
  replace(realm: string, file: v.InferOutput<typeof CensusFileSchema>): void {
    this.db.exec('BEGIN');
    try {
      this.db.prepare('DELETE FROM census_definitions WHERE realm = ?').run(realm);
      this.db.prepare('DELETE FROM census_entries WHERE realm = ?').run(realm);
      for (const census of file) {
        this.db
          .prepare('INSERT INTO census_definitions (realm, census_id, definition) VALUES (?, ?, ?)')
          .run(realm, census._id, JSON.stringify({ questions: census.questions, info: census.info ?? '' }));
        const insert = this.db.prepare('INSERT OR REPLACE INTO census_entries (realm, census_id, id_hash, secrets, record) VALUES (?, ?, ?, ?, ?)');
        for (const entry of census.entries) {
          const secrets = Object.fromEntries(Object.entries(entry.secrets).map(([q, answer]) => [q, hashSecret(normalizeAnswer(answer))]));
          const idHash = lookupHash(normalizeCensusId(entry.id), `${realm}/${census._id}`);
          insert.run(realm, census._id, idHash, JSON.stringify(secrets), entry.record ? JSON.stringify(entry.record) : null);
        }
      }
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  definition(realm: string, censusId: string): { questions: Array<{ id: string; label: unknown }>; info: unknown } | undefined {
    const row = this.db.prepare('SELECT definition FROM census_definitions WHERE realm = ? AND census_id = ?').get(realm, censusId) as
      | { definition: string }
      | undefined;
    return row ? JSON.parse(row.definition) : undefined;
  }

  /** Wrong answers in the window for one census from one address, and when the oldest of them leaves the window. */
  private recentFailures(realm: string, censusId: string, address: string, now: number): { count: number; freedAt: number } {
    const row = this.db
      .prepare('SELECT count(*) AS n, min(at) AS oldest FROM census_checks WHERE realm = ? AND census_id = ? AND client_address = ? AND passed = 0 AND at > ?')
      .get(realm, censusId, address, now - FAILURE_WINDOW_MS) as { n: number; oldest: number | null };
    return { count: row.n, freedAt: (row.oldest ?? now) + FAILURE_WINDOW_MS };
  }

  /** The lookup hash of an ID as this census stores it, computed on the thread pool. */
  idHash(realm: string, censusId: string, id: string): Promise<string> {
    return lookupHashAsync(normalizeCensusId(id), `${realm}/${censusId}`);
  }

  /**
   * Checks an ID and its answers for a session, from `address`. After MAX_CENSUS_FAILURES wrong answers in the
   * window from that address (whatever the IDs, sessions or device users), it answers 'blocked' with the seconds
   * until a try is free again. Wrong answers for an ID lock nobody else out: they count against who sent them.
   *
   * `remember: false` (a vote, a proposal) keeps no trace of a check that passed: the caller uses the outcome at
   * once, and a passed check kept with its session and time would pair a ballot with its voter.
   *
   * A pass answers the ID's lookup hash (a voucher's holder is keyed from it, docs/vouchers.md "Applying").
   *
   * Hashing runs on the thread pool, so checks overlap: each attempt is written down as a failure before its
   * first hash and only turned into a pass (or removed) at the end, so a burst of simultaneous guesses counts in
   * full against the cap instead of all reading the count from before any of them.
   */
  async check(
    sessionId: string,
    address: string,
    realm: string,
    censusId: string,
    id: string,
    answers: Record<string, unknown>,
    { now = Date.now(), remember = true }: { now?: number; remember?: boolean } = {},
  ): Promise<{ outcome: 'ok'; idHash: string } | { outcome: 'invalid' } | { outcome: 'blocked'; retryAfterSeconds: number }> {
    const definition = this.definition(realm, censusId);
    if (!definition) return { outcome: 'invalid' };
    const byAddress = this.recentFailures(realm, censusId, address, now);
    if (byAddress.count >= MAX_CENSUS_FAILURES) {
      return { outcome: 'blocked', retryAfterSeconds: Math.max(1, Math.ceil((byAddress.freedAt - now) / 1000)) };
    }
    this.db.prepare('DELETE FROM census_checks WHERE at <= ?').run(now - CHECK_TTL_MS);
    // The attempt, counted as a failure until it passes; it holds nothing of the ID tried.
    const attempt = this.db
      .prepare('INSERT INTO census_checks (session_id, client_address, realm, census_id, id_hash, passed, at) VALUES (?, ?, ?, ?, ?, 0, ?)')
      .run(sessionId, address, realm, censusId, '', now).lastInsertRowid;
    const idHash = await this.idHash(realm, censusId, id);
    const row = this.db.prepare('SELECT secrets FROM census_entries WHERE realm = ? AND census_id = ? AND id_hash = ?').get(realm, censusId, idHash) as
      | { secrets: string }
      | undefined;
    const secrets = row ? (JSON.parse(row.secrets) as Record<string, string>) : {};
    // Every question is checked, found or not, so the time taken does not tell whether the ID exists.
    const verdicts = await Promise.all(
      definition.questions.map((question) => {
        const given = typeof answers[question.id] === 'string' ? normalizeAnswer(answers[question.id] as string) : '';
        return verifySecretAsync(given, secrets[question.id] ?? DUMMY_HASH).then((right) => right && given !== '');
      }),
    );
    const passed = !!row && definition.questions.length > 0 && verdicts.every(Boolean);
    if (passed && !remember) this.db.prepare('DELETE FROM census_checks WHERE rowid = ?').run(attempt);
    // A passed check keeps no address (it is needed only to count failures) and, to be found again, its ID's hash.
    else if (passed) this.db.prepare('UPDATE census_checks SET passed = 1, id_hash = ?, client_address = NULL WHERE rowid = ?').run(idHash, attempt);
    return passed ? { outcome: 'ok', idHash } : { outcome: 'invalid' };
  }

  /** The census lists of a realm that are public registers: those whose entries carry a record. */
  registers(realm: string): Set<string> {
    const rows = this.db.prepare('SELECT DISTINCT census_id FROM census_entries WHERE realm = ? AND record IS NOT NULL').all(realm) as Array<{
      census_id: string;
    }>;
    return new Set(rows.map((row) => row.census_id));
  }

  /** The record of a register's entry (named by its `idHash`), or undefined for an entry without one. */
  record(realm: string, censusId: string, idHash: string): RegisterRecord | undefined {
    const row = this.db.prepare('SELECT record FROM census_entries WHERE realm = ? AND census_id = ? AND id_hash = ?').get(realm, censusId, idHash) as
      | { record: string | null }
      | undefined;
    if (!row?.record) return undefined;
    const parsed = v.safeParse(RegisterRecordSchema, JSON.parse(row.record));
    return parsed.success ? parsed.output : undefined;
  }

  /** Whether this session passed the check of this entry (named by its `idHash`) in the last two hours. */
  verified(sessionId: string, realm: string, censusId: string, idHash: string, now = Date.now()): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM census_checks WHERE session_id = ? AND realm = ? AND census_id = ? AND id_hash = ? AND passed = 1 AND at > ?')
        .get(sessionId, realm, censusId, idHash, now - CHECK_TTL_MS) !== undefined
    );
  }
}

/**
 * What a request keeps of a census field: the ID's lookup hash, which the town hall can match against its own
 * census, never the answers that proved it. The ID itself only with a register's record (an association's NIF,
 * public as its entry is, src/domain/requests/register-entry.ts); a person's ID stays a hash.
 */
export function censusReference(idHash: string, register?: { id: string; record: RegisterRecord }): CensusReference {
  return register ? { idHash, verified: true, id: normalizeCensusId(register.id), record: register.record } : { idHash, verified: true };
}
