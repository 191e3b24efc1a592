/**
 * The build's options: what `main()` in scripts/build.ts takes, and how its command line and environment give them.
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { realmsDir } from '../../src/realm/load.ts';
import { DEFAULT_DEPLOY_OPTIONS, type DeployOptions } from '../deploy/deploy-release.ts';
import type { DeployTarget } from '../deploy/object-store.ts';
import { deployTarget, TARGET_FLAGS } from '../deploy/target-options.ts';

export interface BuildOptions {
  /** `--realm a,b`: only these realms (all by default). */
  realm?: string;
  /** `--shard k/n`: every n-th realm by id, from the k-th, so that n machines share a run. */
  shard?: string;
  /** Where same-origin `/api` endpoints are reached at build time. */
  apiOrigin: string;
  realmsDir: string;
  /** Where `<id>` links to each realm's live release. */
  distDir: string;
  /** Snapshots and render folders. */
  cacheDir: string;
  /** Renders even when nothing changed; publishes despite the drop and invalid-record checks. */
  force: boolean;
  /** Per API read attempt, and before its first retry; tests shorten them to exercise a hanging API quickly. */
  apiTimeout?: number;
  retryDelay?: number;
  /** `--report FILE`: where the run report goes (src/schemas/run-report.ts), instead of `<cacheDir>/reports/`. */
  report?: string;
  /** `--deploy`: where each realm's release goes live (scripts/deploy.ts), instead of `distDir` alone. */
  deploy?: { target: DeployTarget; options: DeployOptions };
}

/** The options of a command line, with their environment variables and defaults. */
export function buildOptions(args: string[]): BuildOptions {
  const env = process.env;
  const { values } = parseArgs({
    args,
    options: {
      realm: { type: 'string' },
      shard: { type: 'string' },
      'api-origin': { type: 'string' },
      force: { type: 'boolean', default: false },
      dist: { type: 'string' },
      report: { type: 'string' },
      deploy: { type: 'boolean', default: false },
      ...TARGET_FLAGS,
    },
  });
  return {
    realm: values.realm,
    shard: values.shard,
    apiOrigin: values['api-origin'] ?? env.PORTAL_API_ORIGIN ?? 'http://127.0.0.1:4321',
    realmsDir: realmsDir(),
    distDir: values.dist ?? env.PORTAL_DIST_DIR ?? join(process.cwd(), 'dist'),
    cacheDir: env.PORTAL_CACHE_DIR ?? join(process.cwd(), '.cache'),
    force: values.force,
    report: values.report,
    apiTimeout: Number(env.PORTAL_API_TIMEOUT_MS) || undefined,
    retryDelay: Number(env.PORTAL_API_RETRY_DELAY_MS) || undefined,
    deploy: values.deploy ? { target: deployTarget(values, env), options: DEFAULT_DEPLOY_OPTIONS } : undefined,
  };
}
