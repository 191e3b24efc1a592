import { GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main, type BuildOptions } from '../../../scripts/build.ts';
import { readLocalRelease, type Manifest } from '../../../scripts/deploy/local-release.ts';
import { startFaultApi, type FaultApi } from '../../fixtures/fault-api.ts';
import { startS3Server, type S3Server } from '../../fixtures/s3-server.ts';

/**
 * `npm run deploy` and `npm run build -- --deploy` against a real S3-compatible server on loopback (s3rver),
 * with real builds of the small `mini` realm: the first deploy, an unchanged one, a one-page change, a store
 * that goes away midway, old releases deleted, and a rollback. What the store received is read from the
 * store's own record of writes, not from the deploy's word.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');
const REALMS = join(ROOT, 'tests', 'fixtures', 'realms');
const SCRATCH = join(ROOT, '.cache', `test-deploy-${process.pid}`);
const PREFIX = 'sitios';
const TARGET = `s3://portal/${PREFIX}`;

let api: FaultApi;
let s3: S3Server;
let client: S3Client;

const buildOptions = (over: Partial<BuildOptions> = {}): BuildOptions => ({
  apiOrigin: api.origin,
  realmsDir: REALMS,
  distDir: join(SCRATCH, 'dist'),
  cacheDir: join(SCRATCH, 'cache'),
  force: false,
  realm: 'mini',
  ...over,
});

/** `npm run deploy -- …` as an operator runs it (the script itself, without npm's start-up). */
function deploy(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, [join(ROOT, 'scripts', 'deploy.ts'), '--target', TARGET, ...args], {
    cwd: ROOT,
    env: { ...process.env, ...s3.env, PORTAL_REALMS_DIR: REALMS, PORTAL_DIST_DIR: join(SCRATCH, 'dist') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

async function pointer(): Promise<{ release: string; previous?: string; info: { snapshotHash: string } }> {
  const answer = await client.send(new GetObjectCommand({ Bucket: 'portal', Key: `${PREFIX}/mini/current.json` }));
  return JSON.parse(await answer.Body!.transformToString());
}

const head = (release: string, path: string) => client.send(new HeadObjectCommand({ Bucket: 'portal', Key: `${PREFIX}/mini/releases/${release}/${path}` }));

async function exists(key: string): Promise<boolean> {
  try {
    await client.send(new HeadObjectCommand({ Bucket: 'portal', Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** The paths the store received bytes for (or copied) from `from` on, under a release. */
function written(from: number, release: string, type: 'Put' | 'Copy'): string[] {
  const prefix = `${PREFIX}/mini/releases/${release}/`;
  return s3.events
    .slice(from)
    .filter((event) => event.type === type && event.key.startsWith(prefix))
    .map((event) => event.key.slice(prefix.length))
    .sort();
}

/** Paths whose bytes differ between two releases, or that only the second has. */
const changedFiles = (before: Manifest, after: Manifest) =>
  Object.keys(after.files)
    .filter((path) => before.files[path]?.sha256 !== after.files[path]!.sha256)
    .sort();

/** An editor's change to one association: a telephone number, shown on its page and in the lists of data. */
let edits = 0;
function editAssociation(id: string) {
  const doc = api.store.all('mini', 'asociaciones').find((d) => d._id === id)!;
  api.store.put('mini', 'asociaciones', { ...structuredClone(doc), telephones: [{ value: `962 000 1${String(++edits).padStart(2, '0')}` }] });
}

const local = () => readLocalRelease(join(SCRATCH, 'dist'), 'mini');

const environment = { ...process.env };

beforeAll(async () => {
  rmSync(SCRATCH, { recursive: true, force: true });
  api = await startFaultApi(REALMS, ['mini']);
  s3 = await startS3Server(join(SCRATCH, 's3'));
  // For the build run in this process with a deploy target: the store's address and credentials.
  Object.assign(process.env, s3.env);
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'eu-south-2',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
}, 30_000);

afterAll(async () => {
  process.env = environment;
  client?.destroy();
  await s3?.close();
  await api?.close();
  rmSync(SCRATCH, { recursive: true, force: true });
});

describe('deploying a realm to an S3-compatible store', () => {
  let first: ReturnType<typeof local>;
  let second: ReturnType<typeof local>;
  let third: ReturnType<typeof local>;

  it('first deploy: every file under the release’s own prefix, then the live pointer names it', async () => {
    await main(buildOptions());
    first = local();
    const from = s3.events.length;
    const run = await deploy(['--realm', 'mini']);
    expect(run.stderr).not.toContain('NOT DEPLOYED');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(new RegExp(`mini +deployed ${first.release} in [\\d.]+ s: ${Object.keys(first.manifest.files).length} uploaded`));
    expect(written(from, first.release, 'Put')).toEqual(Object.keys(first.manifest.files).sort());
    // The pointer is the last object written, once the release is whole.
    expect(s3.events.at(-1)).toEqual({ type: 'Put', key: `${PREFIX}/mini/current.json` });
    expect(await pointer()).toMatchObject({ release: first.release, info: { snapshotHash: first.info.snapshotHash } });

    const page = await client.send(new GetObjectCommand({ Bucket: 'portal', Key: `${PREFIX}/mini/releases/${first.release}/index.html` }));
    expect(await page.Body!.transformToString()).toContain('Mini');
    expect(page.Metadata?.sha256).toBe(first.manifest.files['index.html']!.sha256);
  }, 60_000);

  it('serves each kind of file with its type and caching: fingerprinted files for a year, pages revalidated, the service worker never', async () => {
    const asset = Object.keys(first.manifest.files).find((path) => path.startsWith('_astro/') && path.endsWith('.js'))!;
    const fragment = Object.keys(first.manifest.files).find((path) => path.startsWith('pagefind/fragment/'))!;
    const expected: Array<[string, string, string]> = [
      ['index.html', 'text/html; charset=utf-8', 'public, max-age=0, must-revalidate'],
      ['va/associacions/a2/index.html', 'text/html; charset=utf-8', 'public, max-age=0, must-revalidate'],
      ['noticias/rss.xml', 'application/rss+xml; charset=utf-8', 'public, max-age=0, must-revalidate'],
      ['agenda/calendario.ics', 'text/calendar; charset=utf-8', 'public, max-age=0, must-revalidate'],
      ['sitemap.xml', 'application/xml; charset=utf-8', 'public, max-age=0, must-revalidate'],
      ['descargas/asociaciones-mini.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', 'public, max-age=0, must-revalidate'],
      [asset, 'text/javascript; charset=utf-8', 'public, max-age=31536000, immutable'],
      [fragment, 'application/octet-stream', 'public, max-age=31536000, immutable'],
      ['sw.js', 'text/javascript; charset=utf-8', 'no-store'],
    ];
    for (const [path, type, caching] of expected) {
      const object = await head(first.release, path);
      expect([path, object.ContentType, object.CacheControl]).toEqual([path, type, caching]);
      // Nothing is stored compressed: CDNs compress on the way out, by what each browser accepts.
      expect(object.ContentEncoding, path).toBeUndefined();
    }
  });

  it('an unchanged re-deploy uploads nothing', async () => {
    const from = s3.events.length;
    const run = await deploy(['--realm', 'mini']);
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(`mini             unchanged ${first.release} (already live, nothing uploaded)`);
    expect(s3.events.slice(from)).toEqual([]);
  });

  it('a one-page change, built with --deploy, uploads only that page and the files that list it', async () => {
    editAssociation('a2');
    const from = s3.events.length;
    const rows = await main(
      buildOptions({ deploy: { target: { bucket: 'portal', prefix: PREFIX, endpoint: s3.endpoint, pathStyle: true }, options: { keep: 3, concurrency: 8 } } }),
    );
    second = local();
    const changed = changedFiles(first.manifest, second.manifest);
    expect(rows).toMatchObject([{ realm: 'mini', result: 'published', deployed: { release: second.release, uploaded: changed.length } }]);

    const uploaded = written(from, second.release, 'Put');
    expect(uploaded).toEqual(changed);
    expect(uploaded).toEqual(expect.arrayContaining(['asociaciones/a2/index.html', 'va/associacions/a2/index.html', 'descargas/asociaciones-mini.csv']));
    expect(uploaded.filter((path) => /^(asociaciones|va\/associacions)\/a[134]\//.test(path) || path.startsWith('_astro/'))).toEqual([]);
    // The rest is copied inside the store from the live release: no bytes travel.
    const copied = written(from, second.release, 'Copy');
    expect(copied).toEqual(
      Object.keys(second.manifest.files)
        .filter((path) => !changed.includes(path))
        .sort(),
    );
    expect(copied).toContain('robots.txt');
    const copy = await head(second.release, 'robots.txt');
    expect(copy.CacheControl).toBe('public, max-age=0, must-revalidate');
    expect(copy.Metadata?.sha256).toBe(second.manifest.files['robots.txt']!.sha256);
    expect(await pointer()).toMatchObject({ release: second.release, previous: first.release });
  }, 60_000);

  it('a store that goes away midway leaves the live release, exits non-zero naming the object, and the next deploy resumes', async () => {
    editAssociation('a3');
    await main(buildOptions());
    third = local();
    const prefix = `${PREFIX}/mini/releases/${third.release}/`;
    let stopping: Promise<void> | undefined;
    s3.onEvent = (event) => {
      if (!stopping && event.key.startsWith(prefix) && s3.events.filter((e) => e.key.startsWith(prefix)).length === 5) stopping = s3.stop();
    };
    const failed = await deploy(['--realm', 'mini', '--concurrency', '1']);
    s3.onEvent = undefined;
    await stopping;
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(new RegExp(`mini +NOT DEPLOYED: (uploading|copying \\S+ to) ${prefix}\\S+: .+ \\(the live release is unchanged\\)`));

    await s3.restart();
    expect((await pointer()).release).toBe(second.release);
    expect(await exists(`${PREFIX}/mini/manifests/${third.release}.json`)).toBe(false);

    const from = s3.events.length;
    const resumed = await deploy(['--realm', 'mini', '--keep', '2']);
    expect(resumed.code, resumed.stderr).toBe(0);
    expect(resumed.stdout).toMatch(/, 5 already there; deleted 1 old release\(s\)/);
    const again = [...written(from, third.release, 'Put'), ...written(from, third.release, 'Copy')];
    expect(again).toHaveLength(Object.keys(third.manifest.files).length - 5);
    expect(await pointer()).toMatchObject({ release: third.release, previous: second.release });
  }, 60_000);

  it('keeps the last releases asked for, and deletes the older ones whole', async () => {
    expect(await exists(`${PREFIX}/mini/manifests/${first.release}.json`)).toBe(false);
    expect(await exists(`${PREFIX}/mini/releases/${first.release}/index.html`)).toBe(false);
    expect(await exists(`${PREFIX}/mini/manifests/${second.release}.json`)).toBe(true);
    expect(await exists(`${PREFIX}/mini/releases/${second.release}/index.html`)).toBe(true);
  });

  it('rolls back to the release before, without uploading, and refuses when there is none older', async () => {
    const from = s3.events.length;
    const run = await deploy(['--rollback', 'mini']);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`mini             rolled back from ${third.release} to ${second.release}`);
    expect(await pointer()).toMatchObject({ release: second.release, previous: third.release, info: { snapshotHash: second.info.snapshotHash } });
    expect(s3.events.slice(from)).toEqual([{ type: 'Put', key: `${PREFIX}/mini/current.json` }]);

    const none = await deploy(['--rollback', 'mini']);
    expect(none.code).toBe(1);
    expect(none.stderr).toContain(`mini has no complete release older than the live one (${second.release}) to roll back to`);
    expect((await pointer()).release).toBe(second.release);
  });
});
