/**
 * The deploy target as both command lines take it (`npm run deploy`, and `npm run build -- --deploy`): flags,
 * else the environment. Credentials are never flags (a command line is visible to every user of the machine):
 * they come from the standard AWS variables, a named `--profile`, or the platform's identity (CI, Kubernetes).
 */
import { ConfigError } from '../../src/config/config-error.ts';
import type { DeployTarget } from './object-store.ts';

/** The flags, in `node:util` parseArgs form. */
export const TARGET_FLAGS = {
  target: { type: 'string' },
  endpoint: { type: 'string' },
  region: { type: 'string' },
  'path-style': { type: 'boolean' },
  profile: { type: 'string' },
} as const;

export interface TargetFlags {
  target?: string;
  endpoint?: string;
  region?: string;
  'path-style'?: boolean;
  profile?: string;
}

/** Reads `s3://bucket/some/prefix`. */
export function parseTarget(url: string): Pick<DeployTarget, 'bucket' | 'prefix'> {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match) throw new ConfigError(`--target expects s3://bucket/prefix (a bucket name of lower-case letters, digits, dots and hyphens); received "${url}"`);
  return { bucket: match[1]!, prefix: (match[2] ?? '').replace(/^\/+|\/+$/g, '') };
}

/** The target from the flags and the environment (`PORTAL_DEPLOY_TARGET`, `AWS_ENDPOINT_URL`, `AWS_REGION`…). */
export function deployTarget(flags: TargetFlags, env: NodeJS.ProcessEnv = process.env): DeployTarget {
  const url = flags.target ?? env.PORTAL_DEPLOY_TARGET;
  if (!url) throw new ConfigError('Where to deploy: --target s3://bucket/prefix, or PORTAL_DEPLOY_TARGET');
  return {
    ...parseTarget(url),
    endpoint: flags.endpoint ?? env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL,
    region: flags.region,
    pathStyle: flags['path-style'] ?? ['1', 'true'].includes(env.AWS_S3_FORCE_PATH_STYLE ?? ''),
    profile: flags.profile,
  };
}
