/**
 * Demo data that must never reach the public content API: accounts (`users.json`, passwords hashed on the
 * way in; a shop's account names its shop, docs/vouchers.md), census entries (`census.json`, IDs and answers hashed) and the ballots of closed demo surveys
 * (`survey-ballots.json`, votes of nobody). The document seeder skips these files.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { Census, CensusFileSchema } from '../store/census.ts';
import { uploadsPath, type Database } from '../store/database.ts';
import { Surveys } from '../store/surveys.ts';
import { Users } from '../store/users.ts';
import { Vouchers } from '../store/vouchers.ts';

/** Files of `realms/<id>/demo` kept out of the document store. */
export const PRIVATE_DEMO_FILES = ['users.json', 'census.json', 'survey-ballots.json'];

/** Ballots of a demo survey: each answer set `count` times, online or at the office. */
export const DemoBallotsSchema = v.array(
  v.object({
    survey: v.string(),
    ballots: v.array(
      v.object({
        answers: v.record(v.string(), v.union([v.string(), v.array(v.string())])),
        count: v.pipe(v.number(), v.integer(), v.minValue(1)),
        channel: v.picklist(['web', 'office']),
      }),
    ),
  }),
);

const DemoUsersSchema = v.array(
  v.object({
    user: v.pipe(v.string(), v.minLength(1)),
    password: v.pipe(v.string(), v.minLength(8)),
    firstName: v.optional(v.string()),
    lastName: v.optional(v.string()),
    telephone: v.optional(v.string()),
    email: v.optional(v.pipe(v.string(), v.email())),
    emailVerified: v.optional(v.boolean()),
    admin: v.optional(v.boolean()),
    /** Works at the desk; `staffMailboxes` narrows it to some mailboxes (every one when left out). */
    staff: v.optional(v.boolean()),
    staffMailboxes: v.optional(v.array(v.pipe(v.string(), v.minLength(1)))),
    /** The offices of cita previa the member attends (every one when left out). */
    staffOffices: v.optional(v.array(v.pipe(v.string(), v.minLength(1)))),
    /** The local shop the account validates vouchers for (docs/vouchers.md "Shops"): a shop id of the realm's campaigns. */
    shop: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/))),
  }),
);

function readJson(path: string): unknown {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

/**
 * Loads a realm's demo accounts (refreshing them, leaving registered users alone) and replaces its census
 * data. Returns how many of each.
 */
export function seedPrivate(db: Database, realmDir: string, realm: string): { users: number; census: number } {
  const demo = join(realmDir, 'demo');
  const users = readJson(join(demo, 'users.json'));
  let userCount = 0;
  if (users !== undefined) {
    const store = new Users(db);
    const vouchers = new Vouchers(db);
    for (const account of v.parse(DemoUsersSchema, users)) {
      store.upsertDemo(realm, account);
      const id = store.withAddress(realm, account.user)?._id;
      if (account.shop && id) vouchers.grantShop(realm, id, account.shop, null, Date.now());
    }
    userCount = (users as unknown[]).length;
  }
  const census = readJson(join(demo, 'census.json'));
  const parsedCensus = census === undefined ? [] : v.parse(CensusFileSchema, census);
  new Census(db).replace(realm, parsedCensus);
  const ballots = readJson(join(demo, 'survey-ballots.json'));
  if (ballots !== undefined) new Surveys(db, uploadsPath()).replaceDemoBallots(realm, v.parse(DemoBallotsSchema, ballots));
  return { users: userCount, census: parsedCensus.reduce((n, c) => n + c.entries.length, 0) };
}
