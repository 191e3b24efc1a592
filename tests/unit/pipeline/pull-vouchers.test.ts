/**
 * The build's pull of voucher campaigns (scripts/pipeline/pull-vouchers.ts): the `bonos` collection validated record
 * by record, what it sent counted for the gate, unpublished campaigns left out, and a content API without it read as
 * a realm without vouchers; with the local API at hand, each campaign's results for the open data (docs/vouchers.md
 * "Open data"), a failure reported and left out.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pullVouchers } from '../../../scripts/pipeline/pull-vouchers.ts';
import { ApiRequestError } from '../../../src/api/client.ts';
import type { ContentApi } from '../../../src/api/content.ts';
import type { Problem } from '../../../src/data/snapshot.ts';
import { loadRealms, realmsDir } from '../../../src/realm/load.ts';
import { voucherCap } from '../../../src/schemas/vouchers.ts';

const realms = loadRealms(realmsDir());
const demo = (realm: string) => JSON.parse(readFileSync(join(realmsDir(), realm, 'demo', 'bonos.json'), 'utf8')) as Array<Record<string, unknown>>;

const api = (list: unknown[] | undefined) =>
  ({
    voucherCampaigns: async () => {
      if (list) return list;
      throw new ApiRequestError({ error: true, status: 'error', httpStatus: 404, statusText: 'Not Found', url: 'bonos', method: 'GET' });
    },
  }) as unknown as ContentApi;

describe('pulling voucher campaigns', () => {
  it.each(['alcantir', 'vilamar'])('reads the demo campaigns of %s with no problem, counting what was sent', async (id) => {
    const problems: Problem[] = [];
    const realm = realms.find((r) => r.id === id)!;
    const { campaigns, received } = await pullVouchers(realm, api(demo(id)), problems);
    expect(problems).toEqual([]);
    expect(campaigns.map((c) => c._id)).toEqual(demo(id).map((c) => c._id));
    expect(received).toEqual({ bonos: demo(id).length });
  });

  it('keeps the demo figures the pages and the e2e journey count on', async () => {
    const [alcantir] = (await pullVouchers(realms.find((r) => r.id === 'alcantir')!, api(demo('alcantir')), [])).campaigns;
    const [vilamar] = (await pullVouchers(realms.find((r) => r.id === 'vilamar')!, api(demo('vilamar')), [])).campaigns;
    // 10,000 € pay for 1,000 vouchers of 25 € sold at 15 €; 3,000 € for 150 free vouchers of 20 €.
    expect(voucherCap(alcantir!)).toBe(1000);
    expect(voucherCap(vilamar!)).toBe(150);
    expect(alcantir!.shops.map((s) => s.id)).toEqual(['forn-sant-roc', 'llibreria-la-placa', 'fruiteria-maria', 'ferreteria-central']);
  });

  it('drops and reports an invalid campaign (the price above the value, a shop twice), and leaves out unpublished ones', async () => {
    const problems: Problem[] = [];
    const [good] = demo('alcantir') as Array<Record<string, unknown> & { shops: unknown[] }>;
    const dear = { ...good, _id: 'cara', price: 30 };
    const twice = { ...good, _id: 'doble', shops: [good!.shops[0], good!.shops[0]] };
    const comma = { ...good, _id: 'coma', value: 25.555 };
    const hidden = { ...good, _id: 'oculta', isPublished: false };
    const { campaigns, received } = await pullVouchers(realms[0]!, api([good, dear, twice, comma, hidden]), problems);
    expect(campaigns.map((c) => c._id)).toEqual([good!._id]);
    expect(problems.map((p) => [p.collection, p.id])).toEqual([
      ['bonos', 'cara'],
      ['bonos', 'doble'],
      ['bonos', 'coma'],
    ]);
    expect(received).toEqual({ bonos: 5 });
  });

  it('reads a content API without the collection as a realm without vouchers', async () => {
    const problems: Problem[] = [];
    expect(await pullVouchers(realms[0]!, api(undefined), problems)).toEqual({ campaigns: [], received: {} });
    expect(problems).toEqual([]);
  });

  describe("each campaign's results", () => {
    const alcantir = realms.find((r) => r.id === 'alcantir')!;
    /** An API client answering each stats call with `answer(url)` (or throwing it), recording the URLs asked. */
    const client = (answer: (url: string) => unknown, asked: string[] = []) =>
      ({
        origin: 'http://127.0.0.1:4999',
        getJson: async (url: string) => {
          asked.push(url);
          const got = answer(url);
          if (got instanceof Error) throw got;
          return got;
        },
      }) as unknown as Parameters<typeof pullVouchers>[3];
    const STATS = {
      campaign: 'bono-comercio-2026',
      days: [{ day: '2026-11-27', issued: 3, validated: 1, amount: 12.5, shops: [{ shop: 'forn-sant-roc', validated: 1, amount: 12.5 }] }],
    };
    const missing = new ApiRequestError({ error: true, status: 'error', httpStatus: 404, statusText: 'Not Found', url: 'stats', method: 'GET' });

    it("reads them per published campaign from the realm's requests endpoint", async () => {
      const asked: string[] = [];
      const problems: Problem[] = [];
      const { stats } = await pullVouchers(
        alcantir,
        api(demo('alcantir')),
        problems,
        client(() => STATS, asked),
      );
      expect(asked).toEqual(['http://127.0.0.1:4999/api/alcantir/vouchers/bono-comercio-2026/stats']);
      expect(stats).toEqual([STATS]);
      expect(problems).toEqual([]);
      // Without campaigns, nothing is asked and there are none.
      const none: string[] = [];
      expect(
        (
          await pullVouchers(
            alcantir,
            api([]),
            [],
            client(() => STATS, none),
          )
        ).stats,
      ).toBeUndefined();
      expect(none).toEqual([]);
    });

    it("leaves them all out, reported, when an answer is not one, is another campaign's or a call fails; a 404 is a campaign without", async () => {
      const problems: Problem[] = [];
      const pull = async (answer: unknown, into = problems) =>
        (
          await pullVouchers(
            alcantir,
            api(demo('alcantir')),
            into,
            client(() => answer),
          )
        ).stats;
      expect(await pull({ ...STATS, days: [{ ...STATS.days[0], day: '2026-11-31' }] })).toBeUndefined();
      expect(await pull({ ...STATS, campaign: 'otra' })).toBeUndefined();
      expect(await pull(new Error('connection refused'))).toBeUndefined();
      expect(problems.map((p) => p.collection)).toEqual(Array(3).fill('vouchers/bono-comercio-2026/stats'));
      const quiet: Problem[] = [];
      expect(await pull(missing, quiet)).toEqual([]);
      expect(quiet).toEqual([]);
      // Two campaigns, the second's call failing: none, rather than a file that says the second had no results.
      const [good] = demo('alcantir');
      const two = api([good, { ...good, _id: 'segunda', slug: 'segunda' }]);
      const asked: string[] = [];
      const failing: Problem[] = [];
      const answer = (url: string) => (url.includes('/segunda/') ? new Error('connection refused') : STATS);
      const both = await pullVouchers(alcantir, two, failing, client(answer, asked));
      expect(asked).toHaveLength(2);
      expect(both.stats).toBeUndefined();
      expect(both.campaigns).toHaveLength(2);
      expect(failing.map((p) => p.collection)).toEqual(['vouchers/segunda/stats']);
    });
  });
});
