/**
 * The build's deploy step (`--deploy`): what is live in the bucket stands for the published release, since a
 * scheduler's machines keep no dist/ between runs; each realm published in dist/ then goes to the bucket and
 * becomes live there (scripts/deploy/).
 */
import { type DeployOptions, deployRelease, describeDeploy } from '../deploy/deploy-release.ts';
import { readPointer } from '../deploy/live-pointer.ts';
import { readLocalRelease } from '../deploy/local-release.ts';
import type { ObjectStore } from '../deploy/object-store.ts';
import { atMost } from './at-most.ts';
import type { ReleaseInfo } from './publish.ts';
import type { ReportRow } from './report.ts';

/** Pointers read at once. */
const READS_AT_ONCE = 8;

/**
 * What is live in the bucket per realm (undefined: nothing yet), or the error that kept it from being read:
 * such a realm is not built, as its build could not be deployed.
 */
export async function readLiveReleases(store: ObjectStore, realms: string[]): Promise<Map<string, ReleaseInfo | undefined | Error>> {
  const live = new Map<string, ReleaseInfo | undefined | Error>();
  await atMost(READS_AT_ONCE, realms, async (realm) => {
    try {
      live.set(realm, (await readPointer(store, realm))?.info);
    } catch (error) {
      live.set(realm, error as Error);
    }
  });
  return live;
}

/**
 * Deploys the realm's release published in `distDir` and makes it live; returns what its report row says of it.
 * Throws, naming the object, when it fails: the bucket's live release is then the one it was.
 */
export async function deployPublished(store: ObjectStore, distDir: string, realm: string, options: DeployOptions): Promise<NonNullable<ReportRow['deployed']>> {
  const result = await deployRelease(store, readLocalRelease(distDir, realm), options);
  console.log(describeDeploy(result));
  const { release, uploaded, copied, bytes } = result;
  return { release, uploaded, copied, bytes };
}
