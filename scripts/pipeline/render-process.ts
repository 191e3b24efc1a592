/**
 * One render process (see render.ts): an Astro build of the pages its render plan gives it (realms, snapshot
 * folder, share of the pages; src/data/render-plan.ts), into the folder given.
 */
import { build } from 'astro';
import { renderPlan } from '../../src/data/render-plan.ts';
import { hashDigestsInPlace } from './sync-digest.ts';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: render-process.ts OUT_DIR (with a render plan in the environment)');
  process.exit(2);
}
// Before Astro bundles for seconds: a missing or broken plan is the caller's mistake, said at once.
renderPlan();
// The parent build holds our stdin open; when it dies (killed, crashed), stop rather than render for nobody.
if (process.env.PORTAL_RENDER_WATCH_PARENT === '1') process.stdin.on('end', () => process.exit(1)).resume();
hashDigestsInPlace();
await build({ root: process.cwd(), outDir, logLevel: process.env.PORTAL_BUILD_VERBOSE ? 'info' : 'warn' });
// Astro leaves handles (its file watcher pool, Vite) open; the parent waits for this exit.
process.exit(0);
