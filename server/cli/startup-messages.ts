/**
 * What `npm start` says (server/cli/main.ts): by default, a line or two a person reads at a glance, what they need
 * to go on (the database is ready, where the mail goes, the address to open); with `npm start -- --verbose` (or
 * PORTAL_VERBOSE=1), the details too: the migrations that ran, the documents seeded, the build's own log.
 */
import { relative } from 'node:path';

/** Whether `npm start` was asked for the details. */
export function isVerbose(argv: readonly string[] = process.argv, env: NodeJS.ProcessEnv = process.env): boolean {
  return argv.includes('--verbose') || env.PORTAL_VERBOSE === '1';
}

/** A path as short as it reads: relative to the working folder when inside it. */
export function shortPath(path: string, cwd = process.cwd()): string {
  const inside = relative(cwd, path);
  return inside && !inside.startsWith('..') ? inside : path;
}

export interface DatabaseFacts {
  path: string;
  /** Whether the file was there before this start. */
  existed: boolean;
  /** The migrations that ran on opening, in order (none when the file was up to date). */
  migrated: readonly string[];
  /** The schema version the file now has. */
  schemaVersion: number;
  /** The realms seeded from their demo content, with how many documents each. */
  seeded: Readonly<Record<string, number>>;
}

/** "Database ready: .data/portal.sqlite (new, with the demo content of alcantir and vilamar)." and, verbose, the details. */
export function databaseLines({ path, existed, migrated, schemaVersion, seeded }: DatabaseFacts, verbose: boolean): string[] {
  const realms = Object.keys(seeded);
  const state = !existed ? ['new'] : migrated.length ? [`upgraded to schema version ${schemaVersion}`] : [];
  const content = realms.length ? [`with the demo content of ${listed(realms)}`] : [];
  const notes = [...state, ...content];
  const lines = [`Database ready: ${shortPath(path)}${notes.length ? ` (${notes.join(', ')})` : ''}.`];
  if (verbose && migrated.length) lines.push(`  schema version ${schemaVersion} (ran: ${migrated.join('; ')})`);
  if (verbose && realms.length) lines.push(`  seeded: ${realms.map((id) => `${id} (${seeded[id]} documents)`).join(', ')}`);
  return lines;
}

/** Where the mail goes: over SMTP, or into files a developer opens. */
export function mailLine(mail: { smtpFrom: string } | { outbox: string }): string {
  return 'smtpFrom' in mail
    ? `Mail: sent over SMTP from ${mail.smtpFrom}.`
    : `Mail: not sent; each message is written as an .eml file in ${shortPath(mail.outbox)} (set SMTP_URL to send it).`;
}

/**
 * Rebuild tokens made on this start (the first): where they are, never the tokens (a log is read more widely than
 * the file).
 */
export function tokensLine(created: readonly string[], file: string): string | undefined {
  return created.length ? `Rebuild tokens (for deploying, docs/deploy.md): ${shortPath(file)}.` : undefined;
}

/**
 * The server listens: its own line, which scripts/load/run.ts waits for to know the port is this server's, and
 * what comes next.
 */
export function listeningLine(port: number, building: boolean): string {
  const api = `Local API on http://localhost:${port}/api`;
  return building ? `${api}; building the sites that are new or changed (a few minutes the first time)…` : api;
}

/** The address to open, once the sites are built (or served as last built). */
export function readyLine(port: number, realms: readonly string[]): string {
  const each = realms.map((id) => `http://${id}.localhost:${port}/`).join(', ');
  return `Portal ready: open http://localhost:${port}/${each ? `  (each town hall: ${each})` : ''}`;
}

function listed(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
