/**
 * The vouchers' campaign results as open data (docs/vouchers.md "Open data"): per campaign and Madrid day, the
 * vouchers issued, the validations that stand and the amount they covered, and per shop with its sector. Figures
 * only: a code, an account or a census ID never reaches them. Shops are businesses taking part in a public campaign,
 * named as the campaign's page names them. Column names are Spanish whatever the page's language, as the other
 * open-data files' are; the shops' names and sectors are given by the caller.
 */
import type { VoucherStats } from '../../schemas/vouchers.ts';
import { madridDay } from '../content/calendar.ts';
import { csv } from '../text/csv.ts';

/** A validation as the figures count it: which shop, when (epoch ms), how many cents the voucher covered. */
export interface CountedValidation {
  shop: string;
  at: number;
  coveredCents: number;
}

/**
 * A campaign's figures from its vouchers' issue instants and its validations that stand (undone ones left out by the
 * caller): days with something, oldest first, shops by id. Amounts in euros, summed in cents.
 */
export function voucherStats(campaign: string, issuedAt: readonly number[], validations: readonly CountedValidation[]): VoucherStats {
  const days = new Map<string, { issued: number; validated: number; cents: number; shops: Map<string, { validated: number; cents: number }> }>();
  const dayOf = (day: string) => days.get(day) ?? days.set(day, { issued: 0, validated: 0, cents: 0, shops: new Map() }).get(day)!;
  for (const at of issuedAt) dayOf(madridDay(at)).issued++;
  for (const x of validations) {
    const row = dayOf(madridDay(x.at));
    row.validated++;
    row.cents += x.coveredCents;
    const shop = row.shops.get(x.shop) ?? row.shops.set(x.shop, { validated: 0, cents: 0 }).get(x.shop)!;
    shop.validated++;
    shop.cents += x.coveredCents;
  }
  return {
    campaign,
    days: [...days.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, row]) => ({
        day,
        issued: row.issued,
        validated: row.validated,
        amount: row.cents / 100,
        shops: [...row.shops.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([shop, s]) => ({ shop, validated: s.validated, amount: s.cents / 100 })),
      })),
  };
}

/** `bonos.csv`'s columns: one row per campaign and day. */
export const VOUCHER_DAY_COLUMNS = ['campana', 'dia', 'bonos_emitidos', 'validaciones', 'importe_validado'] as const;

/** `bonos-comercios.csv`'s columns: one row per campaign, day and shop that validated that day. */
export const VOUCHER_SHOP_COLUMNS = ['campana', 'dia', 'comercio_id', 'comercio', 'sector', 'validaciones', 'importe_validado'] as const;

/** What the files say of a shop: its name and sector in the file's language (the id when the campaign no longer lists it). */
export type ShopWords = (campaign: string, shop: string) => { name: string; sector: string };

/** Euros with two decimals and a comma, as the other files' decimals. */
const euros = (n: number) => n.toFixed(2).replace('.', ',');

const byCampaign = (stats: readonly VoucherStats[]) => [...stats].sort((a, b) => a.campaign.localeCompare(b.campaign));

/** The campaigns in slug order, each one's days oldest first. */
export function voucherDaysCsv(stats: readonly VoucherStats[]): string {
  return csv(
    [...VOUCHER_DAY_COLUMNS],
    byCampaign(stats).flatMap(({ campaign, days }) => days.map((d) => [campaign, d.day, String(d.issued), String(d.validated), euros(d.amount)])),
  );
}

/** The campaigns in slug order, each one's days oldest first, each day's shops by id. */
export function voucherShopsCsv(stats: readonly VoucherStats[], words: ShopWords): string {
  return csv(
    [...VOUCHER_SHOP_COLUMNS],
    byCampaign(stats).flatMap(({ campaign, days }) =>
      days.flatMap((d) =>
        d.shops.map((s) => {
          const { name, sector } = words(campaign, s.shop);
          return [campaign, d.day, s.shop, name, sector, String(s.validated), euros(s.amount)];
        }),
      ),
    ),
  );
}

/** The JSON file: the campaigns as the API gave them, each shop with its name and sector. */
export function voucherStatsJson(stats: readonly VoucherStats[], words: ShopWords) {
  return {
    campaigns: byCampaign(stats).map(({ campaign, days }) => ({
      campaign,
      days: days.map((d) => ({ ...d, shops: d.shops.map((s) => ({ ...s, ...words(campaign, s.shop) })) })),
    })),
  };
}
