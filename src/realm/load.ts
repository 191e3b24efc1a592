import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { RealmConfigSchema, type RealmConfig } from '../schemas/realm.ts';
import { ConfigError } from '../config/config-error.ts';
import { parseWithFriendlyErrors } from './friendly-errors.ts';

/** The folder holding `<id>/realm.json`; `PORTAL_REALMS_DIR` points elsewhere (synthetic realms of the bench). */
export function realmsDir(): string {
  return process.env.PORTAL_REALMS_DIR ?? join(process.cwd(), 'realms');
}

/** Reads and validates one realm's configuration. */
export function loadRealm(id: string, dir = realmsDir()): RealmConfig {
  const file = join(dir, id, 'realm.json');
  const shown = relative(process.cwd(), file) || file;
  if (!existsSync(file)) throw new ConfigError(`${shown} does not exist: realm "${id}" is unknown`);
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ConfigError(`${shown} is not valid JSON: ${(error as Error).message}`);
  }
  const realm = parseWithFriendlyErrors(RealmConfigSchema, data, shown);
  if (realm.id !== id) throw new ConfigError(`${shown} is invalid:\n  - id: expected "${id}" (the folder's name), received "${realm.id}"`);
  for (const [lang, host] of Object.entries(realm.languageHosts ?? {})) {
    if (!realm.hosts.includes(host)) throw new ConfigError(`${shown} is invalid:\n  - languageHosts.${lang}: "${host}" is not one of hosts`);
    if (!realm.languages.includes(lang as never)) throw new ConfigError(`${shown} is invalid:\n  - languageHosts.${lang}: "${lang}" is not one of languages`);
  }
  return realm;
}

/** Every realm with a `realm.json`, sorted by id. */
export function loadRealms(dir = realmsDir()): RealmConfig[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'realm.json')))
    .map((entry) => loadRealm(entry.name, dir))
    .sort((a, b) => a.id.localeCompare(b.id));
}
