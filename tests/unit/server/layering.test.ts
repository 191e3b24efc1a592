/**
 * The server's rooms stay what their names say: `cli → http → store/files/core`, read off every import of
 * every file. A new folder under server/ fails here until it is given its place below.
 */
import { describe, expect, it } from 'vitest';
import { importsOf, importTarget, sources } from '../support/imports.ts';

/** What each folder of server/ may import from server/ (besides src/ and packages). */
const MAY_IMPORT: Record<string, string[]> = {
  cli: ['cli', 'http', 'push', 'mail', 'payment-gateways', 'demo', 'jobs', 'store', 'files', 'core'],
  http: ['http', 'push', 'mail', 'payment-gateways', 'store', 'files', 'core'],
  // The notices' delivery: the push sender and the e-mail copies (docs/notices.md "Delivery").
  push: ['push', 'mail', 'store', 'files', 'core'],
  mail: ['mail', 'store', 'files', 'core'],
  'payment-gateways': ['payment-gateways', 'store', 'files', 'core'],
  demo: ['demo', 'store', 'files', 'core'],
  jobs: ['jobs', 'store', 'files', 'core'],
  store: ['store', 'files', 'core'],
  files: ['files', 'core'],
  core: ['core'],
};
/** Who may speak HTTP (Hono) and who SQL (node:sqlite, prepared statements). */
const SPEAKS_HTTP = ['cli', 'http', 'payment-gateways'];
const SPEAKS_SQL = ['store'];

/** The folder of server/ a repository path is in ('http' for server/http/routes/auth.ts), or undefined. */
function roomOf(path: string): string | undefined {
  const [top, room, ...rest] = path.split('/');
  return top === 'server' && rest.length > 0 ? room : top === 'server' ? '' : undefined;
}

/** Every import against the order, as `file: what it imports (why not)`. Paths are relative to the repository. */
function layeringProblems(files: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, source] of Object.entries(files)) {
    const room = roomOf(file);
    if (room !== undefined && !(room in MAY_IMPORT)) problems.push(`${file}: in no known folder of server/`);
    for (const specifier of importsOf(source)) {
      const target = importTarget(file, specifier);
      const targetRoom = roomOf(target);
      if (file.startsWith('src/') && targetRoom !== undefined) problems.push(`${file}: ${specifier} (src/ never imports server/)`);
      if (room === undefined) continue;
      if (targetRoom !== undefined && !MAY_IMPORT[room]?.includes(targetRoom))
        problems.push(`${file}: ${specifier} (${room}/ may not import ${targetRoom || 'server/'})`);
      if (/^(hono|@hono\/)/.test(specifier) && !SPEAKS_HTTP.includes(room)) problems.push(`${file}: ${specifier} (only ${SPEAKS_HTTP.join(', ')} speak HTTP)`);
      if (specifier === 'node:sqlite' && !SPEAKS_SQL.includes(room)) problems.push(`${file}: ${specifier} (only store/ speaks SQL)`);
    }
    if (room !== undefined && !SPEAKS_SQL.includes(room) && /\.prepare\(/.test(source)) problems.push(`${file}: prepares SQL (only store/ speaks SQL)`);
  }
  return problems;
}

describe('the layering of server/', () => {
  it('reads static, re-exported, multi-line and dynamic imports', () => {
    expect(
      importsOf(
        `import { a } from './a.ts';\nimport type {\n  B,\n  C,\n} from "../b.ts";\nexport { d } from './d.ts';\nimport 'side-effect';\nconst e = await import('./e.ts');`,
      ),
    ).toEqual(['./a.ts', '../b.ts', './d.ts', 'side-effect', './e.ts']);
  });

  it('finds an import against the order, HTTP or SQL out of their rooms, and a folder nobody placed', () => {
    expect(
      layeringProblems({
        'server/store/users.ts': "import { sessionOf } from '../http/session-cookie.ts';\nimport { Hono } from 'hono';",
        'server/core/streets.ts': "import type { Doc } from '../store/documents.ts';\nconst rows = db.prepare('SELECT 1');",
        'server/http/routes/auth.ts': "import { main } from '../../cli/main.ts';\nimport { DatabaseSync } from 'node:sqlite';",
        'server/misc/helper.ts': '',
        'src/islands/form.tsx': "import { Requests } from '../../server/store/requests.ts';",
        'server/http/app.ts': "import { DocumentStore } from '../store/documents.ts';\nimport { Hono } from 'hono';",
      }),
    ).toEqual([
      'server/store/users.ts: ../http/session-cookie.ts (store/ may not import http)',
      'server/store/users.ts: hono (only cli, http, payment-gateways speak HTTP)',
      'server/core/streets.ts: ../store/documents.ts (core/ may not import store)',
      'server/core/streets.ts: prepares SQL (only store/ speaks SQL)',
      'server/http/routes/auth.ts: ../../cli/main.ts (http/ may not import cli)',
      'server/http/routes/auth.ts: node:sqlite (only store/ speaks SQL)',
      'server/misc/helper.ts: in no known folder of server/',
      'src/islands/form.tsx: ../../server/store/requests.ts (src/ never imports server/)',
    ]);
  });

  it('holds for every file of server/ and src/', () => {
    const files = { ...sources('server'), ...sources('src') };
    expect(Object.keys(files).filter((f) => f.startsWith('server/')).length).toBeGreaterThan(40);
    expect(layeringProblems(files)).toEqual([]);
  });
});
