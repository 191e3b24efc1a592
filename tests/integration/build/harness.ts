/**
 * Runs the real build script as a child process against a fault-injecting API, in a scratch folder: generated
 * realms, their own dist/ and cache, so that tests can look at what a visitor would be served.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeRealm } from '../../../scripts/generate-realm.ts';
import { readRunReport } from '../../../scripts/pipeline/report-file.ts';
import { BUILD_ENTRY, REPORT_FLAG, type RunReport } from '../../../src/schemas/run-report.ts';
import { startFaultApi, type FaultApi } from '../../fixtures/fault-api.ts';

export const ROOT = join(import.meta.dirname, '..', '..', '..');

export interface Scratch {
  dir: string;
  realms: string;
  dist: string;
  cache: string;
}

/** A generated realm's id and size (see scripts/generate-realm.ts). */
export interface RealmSpec {
  id: string;
  associations: number;
  events: number;
  news: number;
  seed: number;
}

/** A scratch folder with generated realms, each with a logo the frame shows. */
export function scratch(name: string, realms: RealmSpec[]): Scratch {
  const dir = join(ROOT, '.cache', 'test-build', `${name}-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  const realmsDir = join(dir, 'realms');
  for (const realm of realms) {
    const root = writeRealm(realmsDir, { ...realm, languages: ['es', 'va'] });
    mkdirSync(join(root, 'demo', 'assets'), { recursive: true });
    writeFileSync(
      join(root, 'demo', 'assets', 'escudo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>',
    );
    const settingsFile = join(root, 'demo', 'settings.json');
    const settings = JSON.parse(readFileSync(settingsFile, 'utf8')) as Array<Record<string, unknown>>;
    settings[0]!.logo = 'escudo.svg';
    writeFileSync(settingsFile, JSON.stringify(settings));
  }
  return { dir, realms: realmsDir, dist: join(dir, 'dist'), cache: join(dir, 'cache') };
}

/** A scratch folder with generated realms and a fault API serving them, as most build tests start. */
export async function scratchWithApi(name: string, realms: RealmSpec[]): Promise<{ s: Scratch; api: FaultApi }> {
  const s = scratch(name, realms);
  return {
    s,
    api: await startFaultApi(
      s.realms,
      realms.map((realm) => realm.id),
    ),
  };
}

export interface BuildRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** The run report the build wrote (validated against its schema), if it wrote one. */
  report?: RunReport;
  /** A realm's result in the run report: "published", "unchanged" or "failed: <cause>". */
  result(realm: string): string | undefined;
}

let reports = 0;

/** Starts `scripts/build.ts`; asynchronous, so that an API in this process can answer it. */
export function startBuild(
  s: Scratch,
  apiOrigin: string,
  args: string[] = [],
  env: Record<string, string> = {},
): { child: ChildProcess; done: Promise<BuildRun> } {
  const reportFile = join(s.dir, 'run-reports', `${++reports}.json`);
  const child = spawn(process.execPath, [fileURLToPath(BUILD_ENTRY), '--api-origin', apiOrigin, REPORT_FLAG, reportFile, ...args], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORTAL_REALMS_DIR: s.realms,
      PORTAL_DIST_DIR: s.dist,
      PORTAL_CACHE_DIR: s.cache,
      PORTAL_API_TIMEOUT_MS: '400',
      PORTAL_API_RETRY_DELAY_MS: '50',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout!.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr!.on('data', (chunk) => {
    stderr += chunk;
  });
  const done = new Promise<BuildRun>((resolve) => {
    child.on('exit', (code, signal) => {
      const report = existsSync(reportFile) ? readRunReport(reportFile) : undefined;
      resolve({
        code,
        signal,
        stdout,
        stderr,
        report,
        result: (realm) => {
          const row = report?.rows.find((r) => r.realm === realm);
          return row && `${row.result}${row.detail ? `: ${row.detail}` : ''}`;
        },
      });
    });
  });
  return { child, done };
}

export const runBuild = (s: Scratch, apiOrigin: string, args: string[] = [], env: Record<string, string> = {}) => startBuild(s, apiOrigin, args, env).done;

/** Where `dist/<realm>` points now. */
export const releaseOf = (s: Scratch, realm: string) => realpathSync(join(s.dist, realm));

/** A digest of every file of the published site (paths and contents): equal digests mean an intact site. */
export function siteDigest(s: Scratch, realm: string): string {
  const root = releaseOf(s, realm);
  const hash = createHash('sha256');
  const files = readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name))
    .sort();
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file));
  return `${files.length}:${hash.digest('hex')}`;
}

/** The published home page of a realm. */
export const homePage = (s: Scratch, realm: string) => readFileSync(join(s.dist, realm, 'index.html'), 'utf8');

/**
 * An editor's change to a realm in the fault API: the municipality gets a new name ("<prefix> 1", "<prefix> 2"…),
 * so that each build has something real to publish there. Returns the new name, which the home page shows.
 */
export function municipalityEditor(api: () => FaultApi, realm: string, prefix: string): () => string {
  let edits = 0;
  return () => {
    const name = `${prefix} ${++edits}`;
    const settings = api()
      .store.all(realm, 'settings')
      .find((doc) => doc.name === 'asociaciones')!;
    api().store.put(realm, 'settings', { ...structuredClone(settings), municipio: name });
    return name;
  };
}
