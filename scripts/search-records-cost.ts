/**
 * `node scripts/search-records-cost.ts <release> [records|directory]`: what Pagefind costs a built release when it
 * is given records (`addCustomRecord`) instead of reading the pages (`addDirectory`), for docs/performance.md
 * ("The search index from records").
 *
 * The records are the fragments of the release's own index (url, content, meta, filters: what Pagefind took from
 * each page's HTML), so the record mode pays only what a build that made its records from the snapshot would pay
 * Pagefind: adding them and writing the index. Both modes write one index of every language to a scratch folder
 * and print wall time and the Pagefind process's CPU time (from /proc) for the adding and the writing. The
 * fragments are read before the clock starts.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import * as pagefind from 'pagefind';

const [release, mode = 'records'] = process.argv.slice(2);
if (!release || !['records', 'directory'].includes(mode)) {
  console.error('usage: search-records-cost.ts RELEASE [records|directory]');
  process.exit(2);
}

interface Fragment {
  url: string;
  content: string;
  meta: Record<string, string>;
  filters: Record<string, string[]>;
}
/** Pagefind's fragments are gzipped JSON behind this signature. */
const SIGNATURE = 'pagefind_dcd';

function fragments(): Array<Fragment & { language: string }> {
  const dir = join(release!, 'pagefind', 'fragment');
  return readdirSync(dir).map((name) => {
    const raw = gunzipSync(readFileSync(join(dir, name))).toString('utf8');
    const fragment = JSON.parse(raw.startsWith(SIGNATURE) ? raw.slice(SIGNATURE.length) : raw) as Fragment;
    return { ...fragment, language: /^([a-z-]+)_/.exec(name)![1]! };
  });
}

/** CPU seconds the Pagefind process (this process's one child) has used. */
function pagefindCpu(): number {
  const pid = execFileSync('pgrep', ['-P', String(process.pid), 'pagefind'], { encoding: 'utf8' })
    .trim()
    .split('\n')[0];
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

const records = mode === 'records' ? fragments() : [];
const out = join(tmpdir(), `search-records-cost-${process.pid}`);
const { index, errors } = await pagefind.createIndex(mode === 'directory' ? { excludeSelectors: ['.share', '.lightbox'] } : {});
if (!index) throw new Error(errors.join('; '));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const started = performance.now();
const ownAtStart = process.cpuUsage();
const cpuAtStart = pagefindCpu();
let count: number;
if (mode === 'records') {
  await Promise.all(records.map(({ url, content, language, meta, filters }) => index.addCustomRecord({ url, content, language, meta, filters })));
  count = records.length;
} else {
  const added = await index.addDirectory({ path: release, glob: '**/index.html' });
  count = added.page_count;
}
const added = performance.now();
const cpuAdded = pagefindCpu();
await index.writeFiles({ outputPath: out });
const cpuWritten = pagefindCpu();
const done = performance.now();
const own = process.cpuUsage(ownAtStart);
console.log(
  `${mode}: ${count} pages; adding ${seconds(added - started)} (Pagefind CPU ${(cpuAdded - cpuAtStart).toFixed(1)} s), ` +
    `writing ${seconds(done - added)} (CPU ${(cpuWritten - cpuAdded).toFixed(1)} s); this process's CPU ${seconds(own.user / 1000 + own.system / 1000)}`,
);
rmSync(out, { recursive: true, force: true });
await pagefind.close();
