import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the rendered output depends on besides content: the code, public files and the locked dependencies. */
const INPUTS = ['src', 'public', 'astro.config.mjs', 'package-lock.json', 'scripts/pipeline', 'scripts/build.ts'];

function walk(path: string, out: string[]): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) walk(join(path, entry), out);
  } else out.push(path);
}

/** A hash over the contents of every input file: a code change makes every realm render again. */
export function codeHash(root = process.cwd()): string {
  const files: string[] = [];
  for (const input of INPUTS) walk(join(root, input), files);
  const hash = createHash('sha256');
  for (const file of files) hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  return hash.digest('hex').slice(0, 16);
}
