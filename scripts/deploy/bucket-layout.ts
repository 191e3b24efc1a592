/**
 * Where a realm's releases live in the bucket, under the target's prefix:
 *
 *     <realm>/current.json                 the live pointer: which release visitors get (what the CDN rule reads)
 *     <realm>/releases/<release>/<path>    every file of a release, as the release folder has it
 *     <realm>/manifests/<release>.json     each file's content hash, written once every file is there
 *
 * A release without a manifest is incomplete (a deploy stopped midway): it is never made live or rolled back to.
 * Release names are the build's ids (`20261125T085300-16471`), so that sorting them sorts them by age.
 */
import { ConfigError } from '../../src/config/config-error.ts';

export const pointerPath = (realm: string) => `${realm}/current.json`;
export const releasesPath = (realm: string) => `${realm}/releases/`;
export const releasePath = (realm: string, release: string) => `${realm}/releases/${release}/`;
export const manifestsPath = (realm: string) => `${realm}/manifests/`;
export const manifestPath = (realm: string, release: string) => `${realm}/manifests/${release}.json`;

/** A release's name as the bucket spells it: one path segment, nothing a CDN rule would have to escape. */
export function checkReleaseName(release: string): string {
  if (!/^[\w.-]+$/.test(release) || release.startsWith('.')) throw new ConfigError(`Not a release name: "${release}"`);
  return release;
}
