import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { migrate, MIGRATIONS } from '../../../server/store/schema.ts';
import { deviceTab, localServer } from './support/local-server.ts';

/**
 * The secrecy of the ballot (docs/surveys.md, "What is kept"): people vote one after another through the real
 * routes, each signed in as an account of their own, and the test then reads the database file as the town hall
 * could, with every table and column. The town hall knows (or can learn from sessions, accounts and census
 * checks) the order in which its residents voted; so a ballot must carry nothing that puts ballots in that
 * order, and no census check of a vote may be kept at all.
 */
const SURVEY = '6650e1a0c0ffee0000000001';
/** The demo census of the open survey (realms/alcantir/demo/census.json, `padron`), in the order they vote. */
const VOTERS = [
  ['12345678Z', '1985'],
  ['23456789D', '1992'],
  ['34567890V', '1978'],
  ['45678901G', '2001'],
  ['56789012B', '1969'],
  ['67890123B', '1996'],
  ['78901234X', '1988'],
  ['89012345E', '2004'],
] as const;
/**
 * What each voter writes in the free text, to tell their ballot from the others'. The letters are not in the
 * order of voting, so that sorting the ballots by their answers is not itself the order of voting.
 */
const MARKS = 'HCFADGBE';

describe('the secrecy of the ballot', () => {
  const server = localServer();

  it('keeps nothing that pairs a ballot with its voter: no census check of a vote, no id or time in the order of voting', async () => {
    const castOrder: string[] = [];
    for (const [i, [id, nacimiento]] of VOTERS.entries()) {
      const tab = await deviceTab(server.app);
      const mark = `papeleta ${MARKS[i]}`;
      const response = await tab.post(`/api/alcantir/surveys/${SURVEY}/vote`, {
        census: { id, answers: { nacimiento } },
        answers: [
          { question: 'uso', value: 'biblioteca' },
          { question: 'servicios', value: ['wifi'] },
          { question: 'horario', value: ['tardes', 'mananas', 'findes'] },
          { question: 'sugerencias', value: mark },
        ],
      });
      expect(response.status).toBe(201);
      castOrder.push(mark);
    }

    // The town hall's copy of the file, read with SQL as anyone holding it can.
    const db = new DatabaseSync(join(server.dir, 'db.sqlite'), { readOnly: true });
    try {
      const tables = (
        db.prepare("SELECT name, sql FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%'").all() as Array<{ name: string; sql: string }>
      ).map((t) => ({ name: t.name, rowid: !/WITHOUT ROWID\s*$/i.test(t.sql) }));
      const columnsOf = (table: string) => (db.prepare(`PRAGMA table_info(${table})`).all() as Array<{ name: string }>).map((c) => c.name);

      // No census check of a vote is kept: not a pass, not its session, not its time.
      expect(db.prepare('SELECT count(*) AS n FROM census_checks').get()).toEqual({ n: 0 });

      // A ballot holds the answers and nothing that could be a time, a sequence or a voter.
      const ballotTable = tables.find((t) => t.name === 'survey_ballots')!;
      expect(columnsOf('survey_ballots').sort()).toEqual(['answers', 'id', 'realm', 'survey_id']);
      const ballots = db.prepare('SELECT * FROM survey_ballots WHERE realm = ? AND survey_id = ?').all('alcantir', SURVEY) as Array<Record<string, unknown>>;
      expect(ballots).toHaveLength(VOTERS.length);

      // Every order the ballots can be read in: the table's own, by each column, by SQLite's rowid if it has one.
      const orders = ['', ...columnsOf('survey_ballots').map((c) => `ORDER BY ${c}`), ...(ballotTable.rowid ? ['ORDER BY rowid'] : [])];
      for (const order of orders) {
        const marks = (
          db.prepare(`SELECT answers FROM survey_ballots WHERE realm = ? AND survey_id = ? ${order}`).all('alcantir', SURVEY) as Array<{ answers: string }>
        ).map((row) => JSON.parse(row.answers).sugerencias as string);
        expect(marks, order || 'the table order').not.toEqual(castOrder);
        expect(marks, order || 'the table order').not.toEqual([...castOrder].reverse());
      }

      // Its id is 128 random bits, which say nothing of when it was cast.
      for (const ballot of ballots) expect(String(ballot.id)).toMatch(/^[0-9a-f]{32}$/);

      // No other table names a ballot: nothing joins a ballot to a session, an account or a census check.
      const ids = new Set(ballots.map((b) => String(b.id)));
      for (const { name } of tables.filter((t) => t.name !== 'survey_ballots')) {
        for (const row of db.prepare(`SELECT * FROM ${name}`).all() as Array<Record<string, unknown>>) {
          for (const value of Object.values(row)) if (typeof value === 'string') expect(ids.has(value), `${name} holds a ballot's id`).toBe(false);
        }
      }
    } finally {
      db.close();
    }
  });
});

describe('ballots cast before ballots had random ids', () => {
  it('keep their answers under new random ids, in a table without a rowid', () => {
    const db = new DatabaseSync(':memory:');
    const before = MIGRATIONS.findIndex((m) => m.name === 'survey ballots get random ids and no order of casting');
    migrate(db, 'before', MIGRATIONS.slice(0, before));
    for (const answers of ['{"uso":"a"}', '{"uso":"b"}', '{"uso":"c"}']) {
      db.prepare('INSERT INTO survey_ballots (realm, survey_id, answers) VALUES (?, ?, ?)').run('alcantir', 'e1', answers);
    }
    migrate(db, 'after');
    const rows = db.prepare('SELECT id, answers FROM survey_ballots ORDER BY answers').all() as Array<{ id: string; answers: string }>;
    expect(rows.map((r) => r.answers)).toEqual(['{"uso":"a"}', '{"uso":"b"}', '{"uso":"c"}']);
    for (const row of rows) expect(row.id).toMatch(/^[0-9a-f]{32}$/);
    expect(() => db.prepare('SELECT rowid FROM survey_ballots').all()).toThrow(/rowid/);
    db.close();
  });
});
