import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HOSTILE_HTML } from '../fixtures/hostile-html.ts';
import { MARKED_VECTORS, TITLE_PREFIX, writeHostileRealm } from '../fixtures/hostile-realm.ts';

/** The realm of hostile content the e2e server builds (tests/fixtures/e2e-realms.ts, tests/e2e/hostile.spec.ts). */
describe('the hostile realm', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hostile-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('goes through the whole corpus, twice over, and names every association with the marked prefix', () => {
    const { root, vectorsUsed } = writeHostileRealm(dir, join(import.meta.dirname, '..', '..', 'realms', 'alcantir', 'demo'));
    expect(vectorsUsed).toBeGreaterThan(2 * (HOSTILE_HTML.length + MARKED_VECTORS.length));
    expect(JSON.parse(readFileSync(join(root, 'realm.json'), 'utf8'))).toMatchObject({ id: 'hostile', hosts: expect.arrayContaining(['hostile.localhost']) });
    const associations = JSON.parse(readFileSync(join(root, 'demo', 'asociaciones.json'), 'utf8')) as Array<{ title: { es: string } }>;
    expect(associations.length).toBeGreaterThanOrEqual(5);
    for (const association of associations) expect(association.title.es.startsWith(TITLE_PREFIX)).toBe(true);
  });
});
