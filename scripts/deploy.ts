/**
 * `npm run deploy -- [--realm a,b] --target s3://bucket/prefix [--endpoint URL] [--region R] [--path-style]
 *                    [--profile P] [--keep 3] [--concurrency 16] [--dist DIR]`
 * `npm run deploy -- --rollback <realm> [--to <release>] --target s3://bucket/prefix`
 *
 * Puts each realm's published release (`dist/<id>`) on an S3-compatible object store behind a CDN, and makes it
 * live by switching the realm's pointer once every object is there (scripts/deploy/). Ends with 1 when a realm
 * failed, naming the object, 2 for a wrong option. docs/deploy.md has the CDN rules that read the pointer.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError } from '../src/config/config-error.ts';
import { loadRealms, realmsDir } from '../src/realm/load.ts';
import { DEFAULT_DEPLOY_OPTIONS, type DeployOptions, type DeployResult, deployRelease, describeDeploy } from './deploy/deploy-release.ts';
import { readLocalRelease } from './deploy/local-release.ts';
import { ObjectStore } from './deploy/object-store.ts';
import { rollback } from './deploy/rollback.ts';
import { deployTarget, TARGET_FLAGS } from './deploy/target-options.ts';
import { selectRealms } from './pipeline/realm-selection.ts';

/** Deploys one realm's local release and says how it went; failures come back as the error's message. */
export async function deployRealm(
  store: ObjectStore,
  distDir: string,
  realm: string,
  options: DeployOptions,
): Promise<{ result?: DeployResult; error?: string }> {
  try {
    const result = await deployRelease(store, readLocalRelease(distDir, realm), options);
    console.log(describeDeploy(result));
    return { result };
  } catch (error) {
    const message = (error as Error).message;
    console.error(`${realm.padEnd(16)} NOT DEPLOYED: ${message} (the live release is unchanged)`);
    return { error: message };
  }
}

/** The `--keep` and `--concurrency` flags, checked. */
export function deployOptions(values: { keep?: string; concurrency?: string }): DeployOptions {
  const keep = Number(values.keep ?? DEFAULT_DEPLOY_OPTIONS.keep);
  const concurrency = Number(values.concurrency ?? DEFAULT_DEPLOY_OPTIONS.concurrency);
  if (!Number.isInteger(keep) || keep < 2)
    throw new ConfigError(`--keep expects a whole number of releases, 2 or more (the live one and one to roll back to); received "${values.keep}"`);
  if (!Number.isInteger(concurrency) || concurrency < 1 || concurrency > 128)
    throw new ConfigError(`--concurrency expects 1 to 128; received "${values.concurrency}"`);
  return { keep, concurrency };
}

async function main(args: string[]): Promise<number> {
  const { values } = parseArgs({
    args,
    options: {
      ...TARGET_FLAGS,
      realm: { type: 'string' },
      dist: { type: 'string' },
      keep: { type: 'string' },
      concurrency: { type: 'string' },
      rollback: { type: 'string' },
      to: { type: 'string' },
    },
  });
  const store = new ObjectStore(deployTarget(values));
  try {
    if (values.rollback) {
      const [realm] = selectRealms(loadRealms(realmsDir()), { realm: values.rollback });
      const { from, pointer } = await rollback(store, realm!.id, values.to);
      console.log(`${realm!.id.padEnd(16)} rolled back from ${from} to ${pointer.release}`);
      return 0;
    }
    if (values.to) throw new ConfigError('--to goes with --rollback <realm>');
    const options = deployOptions(values);
    const distDir = values.dist ?? process.env.PORTAL_DIST_DIR ?? join(process.cwd(), 'dist');
    const realms = selectRealms(loadRealms(realmsDir()), { realm: values.realm });
    let failed = 0;
    // One realm at a time: each already keeps `concurrency` requests in flight.
    for (const realm of realms) if ((await deployRealm(store, distDir, realm.id, options)).error) failed++;
    console.log(`\n${realms.length} realm(s) to ${store.url}: ${realms.length - failed} live, ${failed} failed`);
    return failed ? 1 : 0;
  } finally {
    store.close();
  }
}

if (import.meta.main) {
  try {
    process.exit(await main(process.argv.slice(2)));
  } catch (error) {
    const usage = error instanceof ConfigError || (error as NodeJS.ErrnoException).code?.startsWith('ERR_PARSE_ARGS');
    console.error(usage ? (error as Error).message : `${(error as Error).message} (the live release is unchanged)`);
    process.exit(usage ? 2 : 1);
  }
}
