/** Reading a source tree's imports as text, for the layering tests. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = join(import.meta.dirname, '..', '..', '..');

const IMPORT = /(?:^|[\n;])\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every module a source names: static, re-exported, multi-line and dynamic imports. */
export function importsOf(source: string): string[] {
  return [...source.matchAll(IMPORT)].map((match) => match[1] ?? match[2]!);
}

/** A relative specifier as a repository path (`../b.ts` from `src/a/x.ts` → `src/b.ts`); a package name as it is. */
export function importTarget(file: string, specifier: string): string {
  return specifier.startsWith('.') ? relative(ROOT, resolve(ROOT, dirname(file), specifier)) : specifier;
}

/** The source files of a folder of the repository, by repository path. */
export function sources(folder: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(join(ROOT, folder), { recursive: true, encoding: 'utf8' })
      .filter((name) => /\.(ts|tsx|mjs|js|astro)$/.test(name))
      .map((name) => [join(folder, name), readFileSync(join(ROOT, folder, name), 'utf8')]),
  );
}
