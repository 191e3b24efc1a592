import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { redirectsFile } from '../../src/realm/rewrites.ts';

/**
 * Writes `_redirects` at a release's root, the rewrite file of CDNs that read one (Netlify, Cloudflare Pages):
 * every request's page served by the one follow-up page, as the local server and deploy/nginx.conf do.
 */
export function writeRedirectsFile(release: string, languages: readonly string[]): string {
  const file = join(release, '_redirects');
  writeFileSync(file, redirectsFile(languages));
  return file;
}
