/**
 * The vouchers' campaign results as open data (src/domain/vouchers/open-data.ts, docs/vouchers.md "Open data"): the
 * figures per Madrid day and shop from issue instants and validations, and the CSV and JSON files, read back by an
 * independent CSV reader.
 */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import {
  type ShopWords,
  VOUCHER_DAY_COLUMNS,
  VOUCHER_SHOP_COLUMNS,
  voucherDaysCsv,
  voucherShopsCsv,
  voucherStats,
  voucherStatsJson,
} from '../../../../src/domain/vouchers/open-data.ts';

const at = (iso: string) => Date.parse(iso);

describe('a campaign’s figures', () => {
  it('counts per Madrid day (not UTC), shops by id, amounts summed in cents', () => {
    const stats = voucherStats(
      'bono',
      // 23:30 UTC on the 27th is the 28th in Madrid.
      [at('2026-11-27T09:00:00+01:00'), at('2026-11-27T10:00:00+01:00'), at('2026-11-27T23:30:00Z')],
      [
        { shop: 'zapateria', at: at('2026-11-27T11:00:00+01:00'), coveredCents: 10 },
        { shop: 'forn', at: at('2026-11-27T12:00:00+01:00'), coveredCents: 20 },
        { shop: 'zapateria', at: at('2026-11-27T13:00:00+01:00'), coveredCents: 1250 },
        { shop: 'forn', at: at('2026-11-29T08:00:00+01:00'), coveredCents: 2500 },
      ],
    );
    expect(stats).toEqual({
      campaign: 'bono',
      days: [
        {
          day: '2026-11-27',
          issued: 2,
          validated: 3,
          // 0.10 + 0.20 + 12.50, in cents first: no 12.799999…
          amount: 12.8,
          shops: [
            { shop: 'forn', validated: 1, amount: 0.2 },
            { shop: 'zapateria', validated: 2, amount: 12.6 },
          ],
        },
        { day: '2026-11-28', issued: 1, validated: 0, amount: 0, shops: [] },
        { day: '2026-11-29', issued: 0, validated: 1, amount: 25, shops: [{ shop: 'forn', validated: 1, amount: 25 }] },
      ],
    });
    expect(voucherStats('nada', [], [])).toEqual({ campaign: 'nada', days: [] });
  });
});

describe('the files', () => {
  const stats = [
    voucherStats('xec', [at('2026-12-01T10:00:00+01:00')], [{ shop: 'peix', at: at('2026-12-01T11:00:00+01:00'), coveredCents: 2000 }]),
    voucherStats(
      'bono',
      [at('2026-11-27T10:00:00+01:00'), at('2026-11-27T11:00:00+01:00')],
      [
        { shop: 'forn', at: at('2026-11-27T12:00:00+01:00'), coveredCents: 1250 },
        { shop: 'llibreria', at: at('2026-11-27T12:30:00+01:00'), coveredCents: 705 },
      ],
    ),
  ];
  const words: ShopWords = (campaign, shop) =>
    shop === 'forn' ? { name: 'Forn "Sant Roc"; des de 1920', sector: 'Alimentación' } : { name: shop, sector: campaign === 'xec' ? 'Pescado' : '' };
  const read = (text: string) => {
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('\r\n');
    const parsed = Papa.parse<Record<string, string>>(text.slice(1), { header: true, delimiter: ';', skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return parsed;
  };

  it('bonos.csv: a row per campaign and day, campaigns by slug, euros with two decimals and a comma', () => {
    const parsed = read(voucherDaysCsv(stats));
    expect(parsed.meta.fields).toEqual([...VOUCHER_DAY_COLUMNS]);
    expect(parsed.data).toEqual([
      { campana: 'bono', dia: '2026-11-27', bonos_emitidos: '2', validaciones: '2', importe_validado: '19,55' },
      { campana: 'xec', dia: '2026-12-01', bonos_emitidos: '1', validaciones: '1', importe_validado: '20,00' },
    ]);
  });

  it('bonos-comercios.csv: a row per campaign, day and shop with its name and sector, a name with quotes and a semicolon kept whole', () => {
    const parsed = read(voucherShopsCsv(stats, words));
    expect(parsed.meta.fields).toEqual([...VOUCHER_SHOP_COLUMNS]);
    expect(parsed.data).toEqual([
      {
        campana: 'bono',
        dia: '2026-11-27',
        comercio_id: 'forn',
        comercio: 'Forn "Sant Roc"; des de 1920',
        sector: 'Alimentación',
        validaciones: '1',
        importe_validado: '12,50',
      },
      { campana: 'bono', dia: '2026-11-27', comercio_id: 'llibreria', comercio: 'llibreria', sector: '', validaciones: '1', importe_validado: '7,05' },
      { campana: 'xec', dia: '2026-12-01', comercio_id: 'peix', comercio: 'peix', sector: 'Pescado', validaciones: '1', importe_validado: '20,00' },
    ]);
  });

  it('with no figures yet, both CSVs are their header alone', () => {
    const empty = [voucherStats('bono', [], [])];
    expect(read(voucherDaysCsv(empty)).data).toEqual([]);
    expect(read(voucherShopsCsv(empty, words)).meta.fields).toEqual([...VOUCHER_SHOP_COLUMNS]);
  });

  it('the JSON: the campaigns by slug as the API gave them, each shop with its name and sector', () => {
    const json = voucherStatsJson(stats, words);
    expect(json.campaigns.map((c) => c.campaign)).toEqual(['bono', 'xec']);
    expect(json.campaigns[0]!.days[0]).toEqual({
      day: '2026-11-27',
      issued: 2,
      validated: 2,
      amount: 19.55,
      shops: [
        { shop: 'forn', validated: 1, amount: 12.5, name: 'Forn "Sant Roc"; des de 1920', sector: 'Alimentación' },
        { shop: 'llibreria', validated: 1, amount: 7.05, name: 'llibreria', sector: '' },
      ],
    });
  });
});
