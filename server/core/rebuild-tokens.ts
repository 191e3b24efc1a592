import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * Per-realm secret tokens: `PORTAL_REBUILD_TOKEN_<ID>` (upper case, "-" as "_"), else `.data/rebuild-tokens.json`,
 * where tokens missing for a realm are created (`npm start` then says where the file is, never a token: a log
 * is read by more people, and kept longer, than a file of mode 0600).
 */
export function loadTokens(
  realms: string[],
  file = join(process.cwd(), '.data', 'rebuild-tokens.json'),
): { tokens: Map<string, string>; created: string[]; file: string } {
  const saved: Record<string, string> = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const tokens = new Map<string, string>();
  const created: string[] = [];
  for (const realm of realms) {
    const fromEnv = process.env[`PORTAL_REBUILD_TOKEN_${realm.toUpperCase().replace(/-/g, '_')}`];
    if (fromEnv) tokens.set(realm, fromEnv);
    else {
      if (!saved[realm]) {
        saved[realm] = randomBytes(24).toString('base64url');
        created.push(realm);
      }
      tokens.set(realm, saved[realm]!);
    }
  }
  if (created.length) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, JSON.stringify(saved, null, 2), { mode: 0o600 });
  }
  return { tokens, created, file };
}
