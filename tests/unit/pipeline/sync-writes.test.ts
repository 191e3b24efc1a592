import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { promises } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { writePagesInPlace } from '../../../scripts/pipeline/sync-writes.ts';

const root = mkdtempSync(join(tmpdir(), 'sync-writes-'));
const out = join(root, 'out');
let restore: (() => void) | undefined;
afterEach(() => {
  restore?.();
  restore = undefined;
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe("a render process's pages, written on the spot", () => {
  it('makes the folder and writes the page before the call returns, with the bytes given', async () => {
    restore = writePagesInPlace(out);
    const folder = join(out, 'va', 'associacions', 'a1');
    const made = promises.mkdir(folder, { recursive: true });
    expect(existsSync(folder)).toBe(true);
    await made;
    const written = promises.writeFile(new URL(`file://${folder}/index.html`), Buffer.from('<p>Hola</p>'));
    expect(readFileSync(join(folder, 'index.html'), 'utf8')).toBe('<p>Hola</p>');
    await written;
  });

  it('rejects, as before, what cannot be written, and leaves other folders and abortable writes to the usual way', async () => {
    // The usual writeFile, watched: the one the patch falls back on.
    const usualWrite = promises.writeFile;
    const usual: string[] = [];
    promises.writeFile = ((file: Parameters<typeof usualWrite>[0], ...rest: [never, never]) => {
      usual.push(String(file));
      return usualWrite.call(promises, file, ...rest);
    }) as typeof promises.writeFile;
    try {
      restore = writePagesInPlace(out);
      await promises.mkdir(out, { recursive: true });
      writeFileSync(join(out, 'not-a-folder'), '');
      await expect(promises.mkdir(join(out, 'not-a-folder', 'x'))).rejects.toMatchObject({ code: 'ENOTDIR' });
      await expect(promises.writeFile(join(out, 'missing', 'index.html'), 'x')).rejects.toMatchObject({ code: 'ENOENT' });
      await promises.writeFile(join(out, 'page.html'), 'dentro');
      expect(usual).toEqual([]);
      // A sibling whose name starts like the output folder's is not inside it.
      await promises.mkdir(`${out}-2`, { recursive: true });
      await promises.writeFile(`${out}-2/page.html`, 'fuera');
      expect(readFileSync(`${out}-2/page.html`, 'utf8')).toBe('fuera');
      // A write that can be aborted, and a URL that names no file, are the usual calls' to answer: they reject.
      await expect(promises.writeFile(join(out, 'aborted.html'), 'x', { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
      expect(existsSync(join(out, 'aborted.html'))).toBe(false);
      const unnamed = promises.writeFile(new URL(`file://${out}/a%2Fb.html`), 'x');
      await expect(unnamed).rejects.toMatchObject({ code: 'ERR_INVALID_FILE_URL_PATH' });
      expect(usual).toEqual([`${out}-2/page.html`, join(out, 'aborted.html'), `file://${out}/a%2Fb.html`]);
    } finally {
      restore?.();
      restore = undefined;
      promises.writeFile = usualWrite;
    }
  });

  it('goes back to the event loop now and then, so that timers and signals are seen during a long render', async () => {
    restore = writePagesInPlace(out);
    await promises.mkdir(join(out, 'many'), { recursive: true });
    let ticked = false;
    setTimeout(() => {
      ticked = true;
    }, 0);
    const started = performance.now();
    let pages = 0;
    // Without the turns, every write resolves at once and this loop would run to its end before the timer.
    while (!ticked && performance.now() - started < 1_000) await promises.writeFile(join(out, 'many', `${pages++ % 50}.html`), 'x'.repeat(20_000));
    expect(ticked).toBe(true);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('gives the usual calls back when restored', () => {
    const mkdir = promises.mkdir;
    const writeFile = promises.writeFile;
    writePagesInPlace(out)();
    expect(promises.mkdir).toBe(mkdir);
    expect(promises.writeFile).toBe(writeFile);
  });
});
