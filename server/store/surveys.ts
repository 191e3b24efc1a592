/**
 * Votes and proposals of citizen surveys (docs/surveys.md "What is kept"): who voted (a per-survey hash of the census
 * ID, nothing else) apart from what was voted (the answers, nothing of the voter), and the proposals of a call with
 * their author's hash. The one-vote rule is the voters table's primary key; the proposal limit is counted and kept in
 * one write transaction.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Answers } from '../../src/domain/surveys/survey-rules.ts';
import type { Coordinates } from '../../src/schemas/common.ts';
import { KIND_INFO, type FileKind } from '../files/sniff.ts';
import type { Database } from './database.ts';

export type Channel = 'web' | 'office';

/**
 * The voter's key in one survey, from the census ID's lookup hash: the same person meets their earlier vote,
 * while the key says nothing without the census (and matches no other survey's or request's hash).
 */
export function voterHash(realm: string, surveyId: string, censusIdHash: string): string {
  return createHash('sha256').update(`survey-voter\u0000${realm}\u0000${surveyId}\u0000${censusIdHash}`).digest('base64url');
}

/**
 * A ballot's id: 128 random bits, so that ids (and the table, ordered by them) carry no order of casting that
 * could be laid beside a voter's (docs/surveys.md).
 */
const ballotId = () => randomBytes(16).toString('hex');

export interface NewProposal {
  realm: string;
  surveyId: string;
  authorHash: string;
  title: string;
  text: string;
  location?: Coordinates | undefined;
  image?: { bytes: Uint8Array; kind: FileKind } | undefined;
  language: string;
}

export class Surveys {
  readonly db: Database;
  /** Where proposal images go (outside any web root). */
  readonly filesDir: string;

  constructor(db: Database, filesDir: string) {
    this.db = db;
    this.filesDir = filesDir;
  }

  /** Stores a vote unless this voter has one in this survey; voter and ballot are written together or not at all. */
  castVote(realm: string, surveyId: string, voter: string, answers: Answers, channel: Channel = 'web'): 'stored' | 'already-voted' {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const inserted = this.db
        .prepare('INSERT INTO survey_voters (realm, survey_id, voter_hash, channel) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING')
        .run(realm, surveyId, voter, channel).changes;
      if (inserted === 0) {
        this.db.exec('ROLLBACK');
        return 'already-voted';
      }
      this.db
        .prepare('INSERT INTO survey_ballots (realm, survey_id, id, answers) VALUES (?, ?, ?, ?)')
        .run(realm, surveyId, ballotId(), JSON.stringify(answers));
      this.db.exec('COMMIT');
      return 'stored';
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  hasVoted(realm: string, surveyId: string, voter: string): boolean {
    return this.db.prepare('SELECT 1 FROM survey_voters WHERE realm = ? AND survey_id = ? AND voter_hash = ?').get(realm, surveyId, voter) !== undefined;
  }

  ballots(realm: string, surveyId: string): Answers[] {
    const rows = this.db.prepare('SELECT answers FROM survey_ballots WHERE realm = ? AND survey_id = ?').all(realm, surveyId) as Array<{ answers: string }>;
    return rows.map((row) => JSON.parse(row.answers) as Answers);
  }

  /** How many took part online and at the office. */
  channels(realm: string, surveyId: string): Record<Channel, number> {
    const rows = this.db
      .prepare('SELECT channel, count(*) AS n FROM survey_voters WHERE realm = ? AND survey_id = ? GROUP BY channel')
      .all(realm, surveyId) as Array<{
      channel: Channel;
      n: number;
    }>;
    const counts = { web: 0, office: 0 };
    for (const row of rows) counts[row.channel] = row.n;
    return counts;
  }

  /**
   * Stores a proposal unless its author already sent `limit` to this call; the count and the insert share one
   * write transaction, so simultaneous sends cannot pass the limit together.
   */
  addProposal(proposal: NewProposal, limit: number, now = new Date()): { id: string; sent: number } | 'limit-reached' {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const { n } = this.db
        .prepare('SELECT count(*) AS n FROM survey_proposals WHERE realm = ? AND survey_id = ? AND author_hash = ?')
        .get(proposal.realm, proposal.surveyId, proposal.authorHash) as { n: number };
      if (n >= limit) {
        this.db.exec('ROLLBACK');
        return 'limit-reached';
      }
      const id = randomBytes(12).toString('hex');
      const image = proposal.image ? this.saveImage(proposal.realm, id, proposal.image) : null;
      this.db
        .prepare(
          'INSERT INTO survey_proposals (id, realm, survey_id, author_hash, title, text, lat, lng, image, language, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        )
        .run(
          id,
          proposal.realm,
          proposal.surveyId,
          proposal.authorHash,
          proposal.title,
          proposal.text,
          proposal.location?.lat ?? null,
          proposal.location?.lng ?? null,
          image,
          proposal.language,
          now.toISOString(),
        );
      this.db.exec('COMMIT');
      return { id, sent: n + 1 };
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  proposalCount(realm: string, surveyId: string): number {
    return (this.db.prepare('SELECT count(*) AS n FROM survey_proposals WHERE realm = ? AND survey_id = ?').get(realm, surveyId) as { n: number }).n;
  }

  /**
   * Replaces a realm's demo ballots (the office and online votes of a survey already closed), in one transaction:
   * one sync to disk for all of them, since every route test's server seeds them.
   */
  replaceDemoBallots(realm: string, surveys: Array<{ survey: string; ballots: Array<{ answers: Answers; count: number; channel: Channel }> }>): number {
    let stored = 0;
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const voter = this.db.prepare('INSERT INTO survey_voters (realm, survey_id, voter_hash, channel) VALUES (?, ?, ?, ?)');
      const ballot = this.db.prepare('INSERT INTO survey_ballots (realm, survey_id, id, answers) VALUES (?, ?, ?, ?)');
      for (const { survey, ballots } of surveys) {
        this.db.prepare('DELETE FROM survey_voters WHERE realm = ? AND survey_id = ?').run(realm, survey);
        this.db.prepare('DELETE FROM survey_ballots WHERE realm = ? AND survey_id = ?').run(realm, survey);
        for (const { answers, count, channel } of ballots) {
          for (let i = 0; i < count; i++) {
            // Demo voters are nobody: their keys could not come from a census ID hash.
            voter.run(realm, survey, `demo-voter-${stored++}`, channel);
            ballot.run(realm, survey, ballotId(), JSON.stringify(answers));
          }
        }
      }
      this.db.exec('COMMIT');
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
    return stored;
  }

  private saveImage(realm: string, id: string, image: { bytes: Uint8Array; kind: FileKind }): string {
    const folder = join(this.filesDir, realm, 'proposals');
    mkdirSync(folder, { recursive: true, mode: 0o700 });
    const file = `${id}.${KIND_INFO[image.kind].ext}`;
    writeFileSync(join(folder, file), image.bytes, { mode: 0o600 });
    return file;
  }
}
