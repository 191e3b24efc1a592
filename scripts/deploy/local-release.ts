/**
 * The release a build published locally (`dist/<realm>`, a link to `dist/.releases/<realm>/<build>/`), read as a
 * deploy needs it: its name, what the build wrote about it, and every file's content hash.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { basename, join, relative, sep } from 'node:path';
import { currentRelease, type ReleaseInfo } from '../pipeline/publish.ts';
import { checkReleaseName } from './bucket-layout.ts';

/** A release's files by path from its root (`/`-separated), with what identifies their bytes. */
export interface Manifest {
  realm: string;
  release: string;
  files: Record<string, { sha256: string; size: number }>;
}

export interface LocalRelease {
  realm: string;
  /** The folder's name, the build's id. */
  release: string;
  dir: string;
  info: ReleaseInfo;
  manifest: Manifest;
}

/** The realm's published release in `distDir`, hashed; throws when the realm has none. */
export function readLocalRelease(distDir: string, realm: string): LocalRelease {
  const link = join(distDir, realm);
  const info = currentRelease(distDir, realm);
  if (!existsSync(link) || !info) throw new Error(`${realm} has no published release in ${distDir}: build it first (npm run build -- --realm ${realm})`);
  const dir = realpathSync(link);
  const release = checkReleaseName(basename(dir));
  const files: Manifest['files'] = {};
  const entries = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of entries) {
    const path = relative(dir, file).split(sep).join('/');
    let bytes: Buffer;
    try {
      bytes = readFileSync(file);
    } catch (error) {
      throw new Error(`reading ${path} of ${realm}'s release ${release}: ${(error as Error).message}`);
    }
    files[path] = { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length };
  }
  return { realm, release, dir, info, manifest: { realm, release, files } };
}
