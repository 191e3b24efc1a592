/**
 * Every stylesheet of src/ is imported by a module: Astro bundles only what a page's modules import, so a sheet that
 * lost its import (a component moved or merged, its `import './x.css'` dropped) leaves its pages unstyled while every
 * type check and DOM test still passes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '../../src');
const files = (readdirSync(SRC, { recursive: true }) as string[]).map((file) => join(SRC, file));

/** The stylesheets that `source` (a module at `file`) imports, as absolute paths. */
function importedSheets(file: string, source: string): string[] {
  return [...source.matchAll(/import\s+['"]([^'"]+\.css)['"]/g)].map((m) => resolve(dirname(file), m[1]!));
}

describe('stylesheets', () => {
  it('each is imported by a module of src/', () => {
    const sheets = files.filter((file) => file.endsWith('.css'));
    const modules = files.filter((file) => /\.(tsx?|astro)$/.test(file));
    const imported = new Set(modules.flatMap((file) => importedSheets(file, readFileSync(file, 'utf8'))));
    expect(sheets.length).toBeGreaterThan(5);
    expect(sheets.filter((sheet) => !imported.has(sheet)).map((sheet) => basename(sheet))).toEqual([]);
  });

  it('a sheet no module imports is found', () => {
    const source = "import './a.css';\nimport type { X } from './x.ts';";
    expect(importedSheets('/src/islands/X/X.tsx', source)).toEqual(['/src/islands/X/a.css']);
  });
});
