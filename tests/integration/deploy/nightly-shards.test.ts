import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { spawn } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readRunReport, type RunReport } from '../../../scripts/pipeline/report-file.ts';
import { startFaultApi, type FaultApi } from '../../fixtures/fault-api.ts';
import { startS3Server, type S3Server } from '../../fixtures/s3-server.ts';

/**
 * The nightly workflow's command lines, run here as its matrix runs them: one build per shard, side by side, each
 * on its own "machine" (its own dist/ and cache) against one API and one S3-compatible store, then the summary
 * job's command over the reports the shards left. The realms are the demo town halls and the mini test realm —
 * their real realm.json, each with the mini realm's small content, so that the selection, the deploys and the
 * merged report are exercised end to end while rendering stays a few seconds a realm.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');
const SCRATCH = join(ROOT, '.cache', `test-nightly-${process.pid}`);
const REALMS = join(SCRATCH, 'realms');
const REALM_IDS = ['alcantir', 'mini', 'vilamar'];
const RUN_ID = 'nightly-test-1';

const workflow = parse(readFileSync(join(ROOT, '.github', 'workflows', 'nightly.yml'), 'utf8')) as {
  env: { SHARDS: number };
  jobs: Record<string, { strategy?: { matrix: { shard: number[] } }; steps: Array<{ run?: string }> }>;
};
const SHARDS = workflow.jobs.shard!.strategy!.matrix.shard;
const buildLine = workflow.jobs.shard!.steps.find((step) => step.run?.startsWith('npm run build'))!.run!;
const summaryLine = workflow.jobs.summary!.steps.find((step) => step.run?.startsWith('npm run fleet-report'))!.run!;

let api: FaultApi;
let s3: S3Server;

/** A workflow line with its expressions as GitHub would fill them, run by a shell. */
function runLine(line: string, values: Record<string, string | number>, env: Record<string, string>) {
  const command = line.replace(/\$\{\{ ([\w.-]+) \}\}/g, (_, name: string) => String(values[name] ?? `<unknown ${name}>`));
  const child = spawn('sh', ['-c', command], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise<{ command: string; code: number | null; output: string }>((resolve) => child.on('exit', (code) => resolve({ command, code, output })));
}

const machine = (shard: number) => join(SCRATCH, `shard-${shard}`);
const common = () => ({
  ...s3.env,
  PORTAL_REALMS_DIR: REALMS,
  PORTAL_RUN_ID: RUN_ID,
  PORTAL_API_ORIGIN: api.origin,
  PORTAL_DEPLOY_TARGET: 's3://portal/nightly',
});

beforeAll(async () => {
  rmSync(SCRATCH, { recursive: true, force: true });
  for (const id of REALM_IDS) {
    const from = id === 'mini' ? join(ROOT, 'tests', 'fixtures', 'realms', 'mini') : join(ROOT, 'realms', id);
    mkdirSync(join(REALMS, id), { recursive: true });
    copyFileSync(join(from, 'realm.json'), join(REALMS, id, 'realm.json'));
    cpSync(join(ROOT, 'tests', 'fixtures', 'realms', 'mini', 'demo'), join(REALMS, id, 'demo'), { recursive: true });
  }
  api = await startFaultApi(REALMS, REALM_IDS);
  s3 = await startS3Server(join(SCRATCH, 's3'));
}, 30_000);

afterAll(async () => {
  await s3?.close();
  await api?.close();
  rmSync(SCRATCH, { recursive: true, force: true });
});

describe('the nightly matrix run locally', () => {
  let reports: RunReport[];

  it('builds and deploys every realm exactly once across the shards, an empty shard included', async () => {
    expect(SHARDS).toEqual([1, 2, 3, 4]);
    const runs = await Promise.all(
      SHARDS.map((shard) =>
        runLine(
          buildLine,
          { 'matrix.shard': shard, 'strategy.job-total': SHARDS.length },
          { ...common(), PORTAL_DIST_DIR: join(machine(shard), 'dist'), PORTAL_CACHE_DIR: join(machine(shard), 'cache') },
        ),
      ),
    );
    for (const run of runs) expect(run.code, `${run.command}\n${run.output}`).toBe(0);
    expect(runs.map((run) => run.command)).toEqual(SHARDS.map((shard) => `npm run build -- --shard ${shard}/4 --deploy`));

    reports = SHARDS.map((shard) => {
      const dir = join(machine(shard), 'cache', 'reports');
      const files = readdirSync(dir);
      expect(files).toEqual([`${RUN_ID}-shard-${shard}-of-4.json`]);
      return readRunReport(join(dir, files[0]!));
    });
    expect(reports.map((report) => [report.shard, report.selected, report.target])).toEqual([
      ['1/4', ['alcantir'], 's3://portal/nightly'],
      ['2/4', ['mini'], 's3://portal/nightly'],
      ['3/4', ['vilamar'], 's3://portal/nightly'],
      ['4/4', [], 's3://portal/nightly'],
    ]);
    const rows = reports.flatMap((report) => report.rows);
    expect(rows.map((row) => [row.realm, row.result]).sort()).toEqual(REALM_IDS.map((id) => [id, 'published']));

    // Each realm's pointer names the release its shard reported.
    const client = new S3Client({
      endpoint: s3.endpoint,
      region: 'eu-south-2',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    try {
      for (const row of rows) {
        const pointer = await client.send(new GetObjectCommand({ Bucket: 'portal', Key: `nightly/${row.realm}/current.json` }));
        expect(JSON.parse(await pointer.Body!.transformToString()).release).toBe(row.deployed!.release);
      }
    } finally {
      client.destroy();
    }
  }, 120_000);

  it('the summary job’s command merges the downloaded reports into one table and passes', async () => {
    // download-artifact with merge-multiple: every shard's report in one folder.
    const merged = join(SCRATCH, 'summary');
    mkdirSync(join(merged, 'reports'), { recursive: true });
    for (const shard of SHARDS)
      for (const file of readdirSync(join(machine(shard), 'cache', 'reports')))
        copyFileSync(join(machine(shard), 'cache', 'reports', file), join(merged, 'reports', file));
    const stepSummary = join(SCRATCH, 'step-summary.md');
    const run = await runLine(summaryLine, { 'env.SHARDS': workflow.env.SHARDS }, { ...common(), PORTAL_CACHE_DIR: merged, GITHUB_STEP_SUMMARY: stepSummary });
    expect(run.code, run.output).toBe(0);
    for (const id of REALM_IDS) expect(run.output).toMatch(new RegExp(`^${id} +\\d+ +[\\d.]+ +\\d+  published$`, 'm'));
    expect(run.output).toContain('3 realm(s) in');
    const markdown = readFileSync(stepSummary, 'utf8');
    expect(markdown).toContain('| realm | pages | time (s) | result |');
    expect(markdown).toContain('3 realm(s): 3 published, 0 unchanged, 0 failed');

    // A shard whose machine died before reporting fails the summary, naming the shard and its realm.
    rmSync(join(merged, 'reports', `${RUN_ID}-shard-3-of-4.json`));
    const incomplete = await runLine(summaryLine, { 'env.SHARDS': workflow.env.SHARDS }, { ...common(), PORTAL_CACHE_DIR: merged });
    expect(incomplete.code).toBe(1);
    expect(incomplete.output).toContain('! shard 3/4 sent no report');
    expect(incomplete.output).toContain('! vilamar: no shard selected it');
  }, 60_000);
});
