/**
 * What `src/islands/` holds (the README's tree, docs/testing.md): one island per folder, named as its component
 * (`<Name>/<Name>.tsx`) with its states in `<Name>.examples.ts`, and the parts islands share, which are no island:
 * the map (map/), the widgets (widgets/) and the rest under shared/ (the request pages' parts in shared/requests/).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './support/imports.ts';

const ISLANDS = join(ROOT, 'src', 'islands');
const SHARED = ['map', 'shared', 'widgets'];

describe('the islands folder', () => {
  it('holds islands, each with its component and its examples, and the shared parts', () => {
    const problems: string[] = [];
    for (const entry of readdirSync(ISLANDS, { withFileTypes: true })) {
      if (!entry.isDirectory() || SHARED.includes(entry.name)) continue;
      const files = readdirSync(join(ISLANDS, entry.name));
      if (!/^[A-Z][A-Za-z]+$/.test(entry.name)) problems.push(`${entry.name}/: not an island's name (shared parts go in shared/)`);
      else if (!files.includes(`${entry.name}.tsx`) || !files.includes(`${entry.name}.examples.ts`))
        problems.push(`${entry.name}/: without ${entry.name}.tsx and ${entry.name}.examples.ts`);
    }
    expect(problems).toEqual([]);
  });
});
