import { describe, expect, it } from 'vitest';
import { browser, localServer } from './support/local-server.ts';

/** News drafts of the demo (realms/alcantir/demo/asociaciones_eventos.json, `isPublished: false`). */
const DRAFTS = ['6650a3000000000000000025', '6650a3000000000000000038', '6650a3000000000000000044'];
const API = '/api/alcantir/collections/asociaciones_eventos';

describe('the public content API and drafts', () => {
  const server = localServer();

  it('serves no unpublished news or event, whether listed, asked for by a query or by its id', async () => {
    const tab = browser(server.app);
    // The drafts are in the store: only the public API must not hand them out.
    for (const id of DRAFTS) expect(server.store.get('alcantir', 'asociaciones_eventos', id)?.isPublished).toBe(false);

    const all = (await (await tab.get(`${API}?limit=1000`)).json()) as { items: Array<{ _id: string }> };
    expect(all.items.length).toBeGreaterThan(50);
    expect(all.items.map((item) => item._id)).not.toEqual(expect.arrayContaining([expect.stringMatching(DRAFTS.join('|'))]));

    const asked = await (await tab.get(`${API}?isPublished=false`)).json();
    expect(asked).toEqual({ items: [] });

    const between = (await (await tab.get(`${API}/between?start=2000-01-01&end=2100-01-01&limit=1000`)).json()) as { items: Array<{ _id: string }> };
    for (const id of DRAFTS) expect(between.items.map((item) => item._id)).not.toContain(id);

    for (const id of DRAFTS) {
      const one = await tab.get(`${API}/${id}`);
      expect(one.status, id).toBe(404);
      expect(JSON.stringify(await one.json())).not.toMatch(/reciclaje|Navidad|Reglamento/);
    }
  });

  it('still serves published items, and documents that carry no flag', async () => {
    const tab = browser(server.app);
    const published = (await (await tab.get(`${API}?isPublished=true&limit=1`)).json()) as { items: Array<{ _id: string }> };
    expect(published.items).toHaveLength(1);
    expect((await tab.get(`${API}/${published.items[0]!._id}`)).status).toBe(200);
    const surveys = (await (await tab.get('/api/alcantir/collections/encuestas')).json()) as { items: unknown[] };
    expect(surveys.items).toHaveLength(4);
  });
});
