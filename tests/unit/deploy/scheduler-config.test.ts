import { validateWorkflow } from '@action-validator/core';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CronJob, Job } from 'kubernetes-models/batch/v1';
import { ConfigMap } from 'kubernetes-models/v1';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parse } from 'yaml';
import { selectRealms } from '../../../scripts/pipeline/realm-selection.ts';
import { loadRealms } from '../../../src/realm/load.ts';

/**
 * The nightly fleet's definitions for the two schedulers (GitHub Actions and Kubernetes), checked against their
 * schemas and for what they must say: n shards that together build each realm once, a summary that fails on a
 * failed or missing shard, and a one-realm run for an editor's request.
 */
const ROOT = join(import.meta.dirname, '..', '..', '..');
const WORKFLOW = readFileSync(join(ROOT, '.github', 'workflows', 'nightly.yml'), 'utf8');
const REALMS = loadRealms(join(ROOT, 'realms'));

interface Step {
  name?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface WorkflowJob {
  if?: string;
  needs?: string;
  strategy?: { matrix: { shard: number[] }; 'fail-fast': boolean };
  steps: Step[];
}
const workflow = parse(WORKFLOW) as { env: Record<string, string>; jobs: Record<string, WorkflowJob>; concurrency: { group: string } };

/** The Kubernetes manifests, every document of every file, by file. */
const manifests = Object.fromEntries(
  ['config.yaml', 'nightly-cronjob.yaml', 'rebuild-realm-job.yaml'].map((file) => [
    file,
    parseAllDocuments(readFileSync(join(ROOT, 'deploy', 'k8s', file), 'utf8')).map((doc) => doc.toJS()),
  ]),
);
const MODELS: Record<string, (data: never) => { validate(): void }> = {
  'v1/ConfigMap': (data) => new ConfigMap(data),
  'batch/v1/CronJob': (data) => new CronJob(data),
  'batch/v1/Job': (data) => new Job(data),
};

// biome-ignore-start lint/suspicious/noTemplateCurlyInString: `${{ … }}` is GitHub's expression syntax, compared as written in the workflow
describe('the nightly workflow for GitHub Actions', () => {
  it('is a valid workflow by the action-validator schema, which does reject a broken one', () => {
    expect(validateWorkflow(WORKFLOW).errors).toEqual([]);
    expect(validateWorkflow(WORKFLOW.replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest')).errors).not.toEqual([]);
  });

  it('runs one build per shard, 1 to SHARDS, each with --shard k/n --deploy, and does not stop the others when one fails', () => {
    const { strategy, steps } = workflow.jobs.shard!;
    expect(strategy!.matrix.shard).toEqual(Array.from({ length: Number(workflow.env.SHARDS) }, (_, i) => i + 1));
    expect(strategy!['fail-fast']).toBe(false);
    expect(steps.map((step) => step.run)).toContain('npm run build -- --shard ${{ matrix.shard }}/${{ strategy.job-total }} --deploy');
    expect(steps.find((step) => step.uses?.startsWith('actions/upload-artifact'))).toMatchObject({
      if: '${{ always() }}',
      with: { path: '.cache/reports/*.json' },
    });
  });

  it('merges every shard’s report in a summary that runs even after a failed shard and checks all of them arrived', () => {
    const summary = workflow.jobs.summary!;
    expect(summary.needs).toBe('shard');
    expect(summary.if).toMatch(/^\$\{\{ always\(\) && /);
    expect(summary.steps.find((step) => step.uses?.startsWith('actions/download-artifact'))?.with).toMatchObject({
      pattern: 'report-shard-*',
      path: '.cache/reports',
      'merge-multiple': true,
    });
    expect(summary.steps.map((step) => step.run)).toContain('npm run fleet-report -- --shards ${{ env.SHARDS }}');
    // The run's id names every shard's report, so that the summary reads this run's only.
    expect(workflow.env.PORTAL_RUN_ID).toContain('${{ github.run_id }}');
  });

  it('rebuilds one realm on request, its id passed to the shell as a variable rather than pasted into the script', () => {
    const run = workflow.jobs['one-realm']!.steps.find((step) => step.run?.startsWith('npm run build'))!;
    expect(run).toMatchObject({ env: { REALM: '${{ inputs.realm }}' }, run: 'npm run build -- --realm "$REALM" --deploy' });
    expect(WORKFLOW.match(/run: .*\$\{\{ inputs\./g)).toBeNull();
    // One publishing run at a time, whichever starts it.
    expect(workflow.concurrency.group).toBe('portal-publish');
  });
});

// biome-ignore-end lint/suspicious/noTemplateCurlyInString: -

describe('the Kubernetes manifests', () => {
  it('are valid objects by the kubernetes-models schemas, which do reject a wrong one', () => {
    for (const [file, docs] of Object.entries(manifests)) {
      for (const doc of docs) {
        const model = MODELS[`${doc.apiVersion}/${doc.kind}`];
        expect(model, `${file}: ${doc.apiVersion} ${doc.kind}`).toBeDefined();
        expect(() => model!(doc as never).validate(), file).not.toThrow();
      }
    }
    const wrong = structuredClone(manifests['nightly-cronjob.yaml']![0]);
    wrong.spec.jobTemplate.spec.completionMode = 'Sharded';
    expect(() => new CronJob(wrong).validate()).toThrow(/completionMode must be equal to one of the allowed values/);
  });

  const cronJob = manifests['nightly-cronjob.yaml']![0];
  const job = cronJob.spec.jobTemplate.spec;
  const container = job.template.spec.containers[0];
  const shards = Number(container.env.find((e: { name: string }) => e.name === 'SHARDS').value);

  it('is a CronJob of an Indexed Job with one completion per shard, never two runs at once', () => {
    expect(cronJob.spec.concurrencyPolicy).toBe('Forbid');
    expect(job).toMatchObject({ completionMode: 'Indexed', completions: shards, parallelism: shards });
    expect(job.template.spec.restartPolicy).toBe('Never');
  });

  it('turns each pod’s JOB_COMPLETION_INDEX into --shard k/n, so that the shards build every realm exactly once', () => {
    const [shell, flag, script] = container.command as string[];
    expect([shell, flag]).toEqual(['sh', '-c']);
    expect(script).toMatch(/^exec npm run build -- .* --deploy$/);
    // The container's own shell line, with `echo` in place of npm: what each index really runs.
    const args = Array.from({ length: shards }, (_, index) =>
      execFileSync('sh', ['-c', script!.replace('exec npm run build --', 'echo')], {
        env: { PATH: process.env.PATH, JOB_COMPLETION_INDEX: String(index), SHARDS: String(shards) },
        encoding: 'utf8',
      }).trim(),
    );
    expect(args).toEqual(Array.from({ length: shards }, (_, i) => `--shard ${i + 1}/${shards} --deploy`));
    const built = args.flatMap((line) => selectRealms(REALMS, { shard: line.split(' ')[1] }).map((realm) => realm.id));
    expect(built.sort()).toEqual(REALMS.map((realm) => realm.id).sort());
  });

  it('rebuilds one named realm that exists, with the same settings and secrets as the nightly run', () => {
    const rebuild = manifests['rebuild-realm-job.yaml']![0];
    const build = rebuild.spec.template.spec.containers[0];
    expect(build.command[2]).toBe('exec npm run build -- --realm "$PORTAL_REALM" --deploy');
    const realm = build.env.find((e: { name: string }) => e.name === 'PORTAL_REALM').value;
    expect(REALMS.map((r) => r.id)).toContain(realm);
    expect(build.envFrom).toEqual(container.envFrom);
    expect(manifests['config.yaml']![0].metadata.name).toBe(container.envFrom[0].configMapRef.name);
  });
});
