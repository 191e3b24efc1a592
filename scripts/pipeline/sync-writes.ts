import nodeFs from 'node:fs';
import { resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** How long the pages' writes may keep the event loop before they give it a turn. */
const YIELD_MS = 20;

/**
 * Makes this process's `fs.promises.mkdir` and `fs.promises.writeFile` write on the spot for paths inside `outDir`;
 * gives back a function that restores them. Astro writes each page it renders with those two calls, and every call
 * is a job handed to libuv's thread pool and back, for a write that lands in the page cache in tens of
 * microseconds: in a render process of 12,000 pages the two calls were 3.3 s of its main thread's 44 s. The same
 * (b) build with the pages written on the spot rendered in 29.2–33.1 s against 31.8–36.5 s, in five alternating
 * pairs (docs/performance.md). The files and folders are the same; an error rejects the promise as before. Render
 * processes only (render-process.ts), whose main thread has nothing else to do; paths outside `outDir` (Vite's and
 * Astro's own work) go the usual way. `written` is told of each file written on the spot, with its bytes
 * (render-process.ts writes the pages' search sources from them, search-source.ts).
 */
export function writePagesInPlace(outDir: string, { written }: { written?: (file: string, data: string | NodeJS.ArrayBufferView) => void } = {}): () => void {
  const root = resolve(outDir) + sep;
  const promises = nodeFs.promises;
  const { mkdir, writeFile } = promises;
  /** The file's path when it is inside `outDir`; anything else (another folder, a URL that names no file) goes the usual way. */
  const inside = (path: unknown): string | undefined => {
    let file: string | undefined;
    try {
      file = path instanceof URL ? fileURLToPath(path) : typeof path === 'string' ? resolve(path) : undefined;
    } catch {
      return undefined;
    }
    return file !== undefined && (file + sep).startsWith(root) ? file : undefined;
  };
  // Written on the spot, every page's promise is resolved already, and Astro's loop would run to its end within
  // one turn of the event loop: no timer, no word from the parent (render-process.ts stops when it goes) and no
  // clean-up that waits for a turn would run meanwhile. With no turn, a render process also held about 270 MiB
  // more (760 MiB against 490 MiB). So a write after YIELD_MS of work resolves on the loop's next turn.
  let since = performance.now();
  const turn = (): Promise<void> => {
    if (performance.now() - since < YIELD_MS) return Promise.resolve();
    return new Promise((done) =>
      setImmediate(() => {
        since = performance.now();
        done();
      }),
    );
  };
  promises.mkdir = ((path: nodeFs.PathLike, options?: nodeFs.MakeDirectoryOptions | nodeFs.Mode | null) => {
    const dir = inside(path);
    if (dir === undefined) return mkdir.call(promises, path, options as nodeFs.MakeDirectoryOptions);
    try {
      return Promise.resolve(nodeFs.mkdirSync(dir, options as nodeFs.MakeDirectoryOptions));
    } catch (error) {
      return Promise.reject(error);
    }
  }) as typeof promises.mkdir;
  promises.writeFile = ((file: Parameters<typeof writeFile>[0], data: Parameters<typeof writeFile>[1], options?: Parameters<typeof writeFile>[2]) => {
    const path = inside(file);
    // A write that can be aborted keeps its signal: writeFileSync would not look at it.
    const signalled = typeof options === 'object' && options !== null && 'signal' in options && options.signal !== undefined;
    if (path === undefined || signalled || !(typeof data === 'string' || ArrayBuffer.isView(data))) return writeFile.call(promises, file, data, options);
    try {
      nodeFs.writeFileSync(path, data, options as nodeFs.WriteFileOptions);
      written?.(path, data);
    } catch (error) {
      return Promise.reject(error);
    }
    return turn();
  }) as typeof promises.writeFile;
  return () => {
    promises.mkdir = mkdir;
    promises.writeFile = writeFile;
  };
}
