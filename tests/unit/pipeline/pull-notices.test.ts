import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pullNotices } from '../../../scripts/pipeline/pull-notices.ts';
import { ApiRequestError } from '../../../src/api/client.ts';
import type { Problem } from '../../../src/data/snapshot.ts';
import { ROOT } from '../support/imports.ts';

const realm = { id: 'alcantir', languages: ['es', 'va'] as ['es', 'va'] };
const demo = () => JSON.parse(readFileSync(join(ROOT, 'realms', 'alcantir', 'demo', 'avisos.json'), 'utf8')) as Array<Record<string, unknown>>;
const api = (items: unknown[]) => ({ notices: async () => items });
const NOW = Date.parse('2026-11-27T12:00:00+01:00');

describe('the pull of notices', () => {
  it('keeps the demo whole when every notice is out, counting what it received', async () => {
    const problems: Problem[] = [];
    const pulled = await pullNotices(realm, api(demo()), problems, NOW);
    expect(problems).toEqual([]);
    expect(pulled.notices).toHaveLength(demo().length);
    expect(pulled.received).toEqual({ avisos: demo().length });
    // The water cut of 24 November and the pharmacy's change of 21 November have ended by the 27th.
    expect(pulled.current).not.toContain('corte-de-agua-casco-antiguo-2026-11-23');
    expect(pulled.current).toContain('aviso-amarillo-lluvias-2026-11-26');
    expect(pulled.current).toHaveLength(demo().length - 2);
  });

  it('drops an invalid record with its field and reason, and one missing a language of the realm', async () => {
    const [first, second, ...rest] = demo();
    const problems: Problem[] = [];
    const noTopic = { ...first, topic: 'mis-citas' };
    const onlySpanish = { ...second, texts: { es: (second!.texts as Record<string, unknown>).es } };
    const pulled = await pullNotices(realm, api([noTopic, onlySpanish, ...rest]), problems, NOW);
    expect(pulled.notices).toHaveLength(rest.length);
    expect(problems).toEqual([
      expect.objectContaining({ collection: 'avisos', id: first!._id, field: 'topic' }),
      expect.objectContaining({
        collection: 'avisos',
        id: second!._id,
        field: 'texts',
        message: 'texts: expected texts in every language of the realm, missing va',
      }),
    ]);
  });

  it('leaves out a notice not yet published or withdrawn, and refuses a slug twice', async () => {
    const [first, second, third] = demo();
    const problems: Problem[] = [];
    const scheduled = { ...first, publishedAt: '2026-11-28T08:00:00+01:00' };
    const withdrawn = { ...second, withdrawnAt: '2026-11-26T08:00:00+01:00' };
    const twin = { ...third, _id: 'a71500000000000000000fff' };
    const pulled = await pullNotices(realm, api([scheduled, withdrawn, third, twin]), problems, NOW);
    expect(pulled.notices.map((n) => n._id)).toEqual([third!._id]);
    expect(problems.map((p) => p.field)).toEqual(['slug']);
  });

  it('reads a content API without the collection as no notices, and lets another failure through', async () => {
    const missing = new ApiRequestError({ httpStatus: 404, statusText: 'Not Found' } as never);
    await expect(pullNotices(realm, { notices: () => Promise.reject(missing) }, [], NOW)).resolves.toEqual({
      notices: [],
      current: [],
      received: { avisos: 0 },
    });
    await expect(pullNotices(realm, { notices: () => Promise.reject(new Error('down')) }, [], NOW)).rejects.toThrow('down');
  });
});
