/**
 * One render process (see render.ts): an Astro build of the pages its render plan gives it (realms, snapshot
 * folder, share of the pages; src/data/render-plan.ts), into the folder given.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { build } from 'astro';
import { renderPlan } from '../../src/data/render-plan.ts';
import { removeStaleRenders } from './render.ts';
import { hashDigestsInPlace } from './sync-digest.ts';
import { writeSearchSource } from './search-source.ts';
import { writePagesInPlace } from './sync-writes.ts';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: render-process.ts OUT_DIR (with a render plan in the environment)');
  process.exit(2);
}
// Before Astro bundles for seconds: a missing or broken plan is the caller's mistake, said at once.
const plan = renderPlan();
hashDigestsInPlace();
// Astro writes its server build to `<outDir>/.prerender` when the output folder is under the working directory,
// else to `<cwd>/.astro/.prerender` (inside the project, where its imports of React and the rest resolve), the same
// folder for every process: with the cache outside the repository (PORTAL_CACHE_DIR), two render processes moved
// each other's files away and the render failed ("ENOENT … rename '.astro/.prerender/_astro/…'"), about one build
// in fifteen. Each process works from a folder of its own inside the project instead, removed when it is done;
// the realms and Astro's root stay the repository's.
const root = process.cwd();
process.env.PORTAL_REALMS_DIR = resolve(process.env.PORTAL_REALMS_DIR ?? join(root, 'realms'));
const out = resolve(outDir);
const { searchSources } = plan;
// Each page's search source beside it, cut from the bytes just written (search-source.ts).
writePagesInPlace(out, {
  written: searchSources
    ? (file, data) => {
        if (file.endsWith(`${sep}index.html`))
          writeSearchSource(
            searchSources,
            relative(out, file),
            typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength),
          );
      }
    : undefined,
});
const work = workFolder(root);
// The parent build holds our stdin open; when it dies (killed, crashed), stop rather than render for nobody.
if (process.env.PORTAL_RENDER_WATCH_PARENT === '1') {
  process.stdin
    .on('end', () => {
      rmSync(work, { recursive: true, force: true });
      process.exit(1);
    })
    .resume();
}
process.chdir(work);
try {
  await build({ root, outDir: out, logLevel: process.env.PORTAL_BUILD_VERBOSE ? 'info' : 'warn' });
} finally {
  // A failed or abandoned render leaves nothing behind either; only a killed process does (removeStaleRenders).
  process.chdir(root);
  rmSync(work, { recursive: true, force: true });
}
// Astro leaves handles (its file watcher pool, Vite) open; the parent waits for this exit.
process.exit(0);

/** `<root>/.astro/render/work-<pid>`, made empty, after removing those of render processes that are gone (killed). */
function workFolder(root: string): string {
  const parent = join(root, '.astro', 'render');
  removeStaleRenders(parent);
  const dir = join(parent, `work-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  return dir;
}
