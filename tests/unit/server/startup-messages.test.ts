/**
 * What `npm start` says (server/cli/startup-messages.ts): what a person needs at a glance by default, the details
 * with --verbose. A newcomer was greeted with a 900-character line of migrations.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseLines, isVerbose, listeningLine, mailLine, readyLine, shortPath, tokensLine } from '../../../server/cli/startup-messages.ts';
import { MIGRATIONS } from '../../../server/store/schema.ts';
import { ROOT } from '../support/imports.ts';

const cwd = process.cwd();
const fresh = {
  path: join(cwd, '.data', 'portal.sqlite'),
  existed: false,
  migrated: MIGRATIONS.map((m) => m.name),
  schemaVersion: MIGRATIONS.length,
  seeded: { alcantir: 412, vilamar: 198 },
};

describe('what npm start says', () => {
  it('on a first start: one short line that the database is ready, with the demo content', () => {
    const lines = databaseLines(fresh, false);
    expect(lines).toEqual([`Database ready: ${join('.data', 'portal.sqlite')} (new, with the demo content of alcantir and vilamar).`]);
    expect(lines[0]!.length).toBeLessThan(120);
  });

  it('the migrations and documents only when asked for the details', () => {
    const [, ...details] = databaseLines(fresh, true);
    expect(details).toEqual([
      `  schema version ${MIGRATIONS.length} (ran: ${MIGRATIONS.map((m) => m.name).join('; ')})`,
      '  seeded: alcantir (412 documents), vilamar (198 documents)',
    ]);
    expect(isVerbose(['node', 'main.ts', '--verbose'], {})).toBe(true);
    expect(isVerbose(['node', 'main.ts'], { PORTAL_VERBOSE: '1' })).toBe(true);
    expect(isVerbose(['node', 'main.ts'], {})).toBe(false);
  });

  it('says an existing file was upgraded, and nothing more when it was up to date', () => {
    expect(databaseLines({ ...fresh, existed: true, migrated: ['x'], seeded: {} }, false)).toEqual([
      `Database ready: ${join('.data', 'portal.sqlite')} (upgraded to schema version ${MIGRATIONS.length}).`,
    ]);
    expect(databaseLines({ ...fresh, existed: true, migrated: [], seeded: {} }, true)).toEqual([`Database ready: ${join('.data', 'portal.sqlite')}.`]);
  });

  it('where the mail goes, where the rebuild tokens are (never the tokens), and the address to open', () => {
    expect(mailLine({ outbox: join(cwd, '.data', 'outbox') })).toBe(
      `Mail: not sent; each message is written as an .eml file in ${join('.data', 'outbox')} (set SMTP_URL to send it).`,
    );
    expect(mailLine({ smtpFrom: 'portal@alcantir.es' })).toBe('Mail: sent over SMTP from portal@alcantir.es.');
    expect(tokensLine(['alcantir'], join(cwd, '.data', 'rebuild-tokens.json'))).toBe(
      `Rebuild tokens (for deploying, docs/deploy.md): ${join('.data', 'rebuild-tokens.json')}.`,
    );
    expect(tokensLine([], join(cwd, '.data', 'rebuild-tokens.json'))).toBeUndefined();
    expect(listeningLine(4321, true)).toMatch(/^Local API on http:\/\/localhost:4321\/api; building the sites/);
    expect(readyLine(4321, ['alcantir', 'vilamar'])).toBe(
      'Portal ready: open http://localhost:4321/  (each town hall: http://alcantir.localhost:4321/, http://vilamar.localhost:4321/)',
    );
    expect(shortPath('/elsewhere/db.sqlite', '/work/portal')).toBe('/elsewhere/db.sqlite');
  });

  it('without Node’s warning that SQLite is experimental, which asks nothing of the person starting it', () => {
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts.start).toMatch(/^node --disable-warning=ExperimentalWarning server\/cli\/main\.ts$/);
  });
});
