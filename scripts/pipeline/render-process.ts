/**
 * One render process (see render.ts): an Astro build of the realms in PORTAL_RENDER_REALMS, from the snapshots
 * in PORTAL_SNAPSHOT_DIR, of this process's share of the pages (PORTAL_RENDER_PART), into the folder given.
 */
import { build } from 'astro';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: render-process.ts OUT_DIR');
  process.exit(2);
}
// The parent build holds our stdin open; when it dies (killed, crashed), stop rather than render for nobody.
if (process.env.PORTAL_RENDER_WATCH_PARENT === '1') process.stdin.on('end', () => process.exit(1)).resume();
await build({ root: process.cwd(), outDir, logLevel: process.env.PORTAL_BUILD_VERBOSE ? 'info' : 'warn' });
// Astro leaves handles (its file watcher pool, Vite) open; the parent waits for this exit.
process.exit(0);
