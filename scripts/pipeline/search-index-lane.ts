/**
 * One lane of the search indexer (search-index.ts): a worker thread with a Pagefind service of its own. Pagefind's
 * Node API runs one service process per module instance, which takes one call at a time; a thread imports the
 * module afresh, so each lane is a Pagefind process of its own and two lanes index on two cores.
 *
 * Takes `{ release, globs, dir }` (one index of the pages the globs find, written to `dir`) and answers
 * `{ pages }` or `{ error }`; `'close'` stops its Pagefind process and ends the thread.
 */
import { rmSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import * as pagefind from 'pagefind';

export interface LaneJob {
  release: string;
  globs: string[];
  dir: string;
}
export type LaneReply = { pages: number } | { error: string };

/** One Pagefind index of the pages `globs` find in the release, written to `dir`; how many pages it holds. */
async function indexPages({ release, globs, dir }: LaneJob): Promise<number> {
  // The share buttons and the lightbox are controls, not content: their labels would fill every excerpt.
  const { index, errors } = await pagefind.createIndex({ excludeSelectors: ['.share', '.lightbox'] });
  if (!index) throw new Error(`search index: ${errors.join('; ')}`);
  try {
    let pages = 0;
    for (const glob of globs) {
      const added = await index.addDirectory({ path: release, glob });
      if (added.errors.length) throw new Error(`search index: ${added.errors.join('; ')}`);
      pages += added.page_count;
    }
    rmSync(dir, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath: dir });
    if (written.errors.length) throw new Error(`search index: ${written.errors.join('; ')}`);
    return pages;
  } finally {
    await index.deleteIndex();
  }
}

const port = parentPort;
if (!port) throw new Error('search-index-lane.ts runs as a worker thread of search-index.ts');
port.on('message', async (message: LaneJob | 'close') => {
  if (message === 'close') {
    await pagefind.close();
    port.close();
    return;
  }
  let reply: LaneReply;
  try {
    reply = { pages: await indexPages(message) };
  } catch (error) {
    reply = { error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
