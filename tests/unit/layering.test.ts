/**
 * What may import what, read off every import of the project: no folder reaches "up" into one that depends on it.
 * Top level: the site (`src/`) stands alone; the server and the command lines use it; tests use anything. Inside
 * `src/`, pure parts (schemas, i18n, domain) never reach build-time data or the page layer, and what ships to the
 * browser (islands, browser scripts) never reads the build's snapshots. The server's own rooms are kept by
 * `server/layering.test.ts`. A new folder fails here until it is given its place.
 */
import { describe, expect, it } from 'vitest';
import { importsOf, importTarget, sources } from './support/imports.ts';

/** Top-level folders and what each may import besides itself. */
const TOP: Record<string, string[]> = {
  src: [],
  server: ['src'],
  scripts: ['src', 'server'],
};

/** Folders of `src/` and what each may import besides itself. */
const SRC: Record<string, string[]> = {
  schemas: [],
  i18n: ['schemas'],
  /** What a misconfigured run throws (ConfigError), for the realm loader and the command lines. */
  config: [],
  /** The rewrites of old addresses read each language's words for them (src/i18n/addresses.ts). */
  realm: ['schemas', 'config', 'i18n'],
  domain: ['schemas', 'i18n'],
  stores: ['schemas', 'domain'],
  api: ['schemas', 'domain', 'stores'],
  browser: ['schemas', 'i18n', 'domain', 'stores', 'api'],
  islands: ['schemas', 'i18n', 'domain', 'stores', 'api', 'browser'],
  /** Build-time: reads the snapshot the pipeline wrote. */
  data: ['schemas', 'i18n', 'realm', 'domain', 'api'],
  sw: [],
  /** Around each page as it is rendered: what the build knows of the page's scripts. */
  middleware: ['data'],
  styles: [],
  components: ['schemas', 'i18n', 'realm', 'domain', 'stores', 'api', 'browser', 'islands', 'data', 'styles', 'layouts'],
  layouts: ['schemas', 'i18n', 'realm', 'domain', 'stores', 'api', 'browser', 'islands', 'data', 'styles', 'components'],
  pages: ['schemas', 'i18n', 'realm', 'domain', 'stores', 'api', 'browser', 'islands', 'data', 'styles', 'components', 'layouts'],
};

/** An island's examples feed its tests, never the page: they may build their data with the build's own helpers. */
const EXAMPLES = /\.examples\.tsx?$/;

const topOf = (path: string) => path.split('/')[0]!;
const srcRoomOf = (path: string) => (path.startsWith('src/') ? path.split('/')[1] : undefined);

function layeringProblems(files: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [file, source] of Object.entries(files)) {
    const top = topOf(file);
    const room = srcRoomOf(file);
    if (!(top in TOP)) problems.push(`${file}: in no known top-level folder`);
    if (room !== undefined && !(room in SRC)) problems.push(`${file}: in no known folder of src/`);
    for (const specifier of importsOf(source)) {
      if (!specifier.startsWith('.')) continue;
      const target = importTarget(file, specifier);
      const targetTop = topOf(target);
      if (targetTop !== top && !TOP[top]?.includes(targetTop)) problems.push(`${file}: ${specifier} (${top}/ may not import ${targetTop}/)`);
      const targetRoom = srcRoomOf(target);
      if (room === undefined || targetRoom === undefined || targetRoom === room) continue;
      const allowed = SRC[room]?.includes(targetRoom) || (EXAMPLES.test(file) && targetRoom === 'data');
      if (!allowed) problems.push(`${file}: ${specifier} (src/${room}/ may not import src/${targetRoom}/)`);
    }
  }
  return problems;
}

describe('the layering of the project', () => {
  it('finds an import up the order, out of the site, and a folder nobody placed', () => {
    expect(
      layeringProblems({
        'src/domain/maps/map.ts': "import { CATEGORIES } from '../../data/categories.ts';",
        'src/islands/Form/Form.tsx': "import { snapshot } from '../../data/snapshot.ts';\nimport { pick } from '../../i18n/pick.ts';",
        'src/islands/Form/Form.examples.ts': "import { formLabels } from '../../data/mailboxes.ts';",
        'src/schemas/realm.ts': "import { build } from '../../scripts/build.ts';",
        'scripts/bench.ts': "import { chromiumPath } from '../tests/e2e/browser.ts';",
        'src/widgets/x.ts': '',
      }),
    ).toEqual([
      'src/domain/maps/map.ts: ../../data/categories.ts (src/domain/ may not import src/data/)',
      'src/islands/Form/Form.tsx: ../../data/snapshot.ts (src/islands/ may not import src/data/)',
      'src/schemas/realm.ts: ../../scripts/build.ts (src/ may not import scripts/)',
      'scripts/bench.ts: ../tests/e2e/browser.ts (scripts/ may not import tests/)',
      'src/widgets/x.ts: in no known folder of src/',
    ]);
  });

  it('holds for every file of src/, server/ and scripts/', () => {
    const files = { ...sources('src'), ...sources('server'), ...sources('scripts') };
    expect(Object.keys(files).length).toBeGreaterThan(200);
    expect(layeringProblems(files)).toEqual([]);
  });
});
