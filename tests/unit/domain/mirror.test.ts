/**
 * `src/domain` is grouped by subject, and each module's tests are found at the same place under
 * `tests/unit/domain`: `src/domain/requests/request-rules.ts` → `tests/unit/domain/requests/request-rules.test.ts`.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/imports.ts';

const DOMAIN = join(ROOT, 'src', 'domain');
const modules = readdirSync(DOMAIN, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts'));

describe('the domain’s modules', () => {
  it('are each in a folder of their subject', () => {
    expect(modules.length).toBeGreaterThan(40);
    expect(modules.filter((name) => !name.includes('/'))).toEqual([]);
  });

  it('each have their tests at the mirrored path', () => {
    const untested = modules.filter((name) => !existsSync(join(ROOT, 'tests', 'unit', 'domain', name.replace(/\.ts$/, '.test.ts'))));
    expect(untested).toEqual([]);
  });
});
