/**
 * Local-shop voucher campaigns (docs/vouchers.md; docs/product-spec.md §1 "local-shop vouchers (bonos) validated by
 * authorised shops", §3 the realm's `voucherName`, §9 a minimum amount per voucher, remaining uses and price):
 * collection `bonos` of the content API, one document per campaign, with the shops that take its vouchers.
 * Money is in euros with at most two decimals; days are Madrid calendar days (`YYYY-MM-DD`), inclusive.
 */
import * as v from 'valibot';
import { DaySchema, PlanRangeSchema } from './appointments.ts';
import { CoordinatesSchema, IdSchema, TranslatableSchema } from './common.ts';

/** Euros with at most two decimals (cents are what the server counts). */
const EurosSchema = v.pipe(
  v.number(),
  v.minValue(0),
  v.maxValue(100_000_000),
  v.check((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'euros with at most two decimals'),
);

/** A shop that takes the campaign's vouchers. Shop accounts are users the town hall names for one shop (docs/vouchers.md "Shops"). */
export const VoucherShopSchema = v.object({
  /** Unique in the realm; the shop's accounts and validations name it. @example "forn-sant-roc" */
  id: IdSchema,
  /** @example "Forn Sant Roc" */
  name: v.pipe(v.string(), v.minLength(1), v.maxLength(120)),
  /** @example { "es": "Panadería", "va": "Forn" } */
  sector: TranslatableSchema,
  /** @example "Carrer de Sant Roc, 4" */
  address: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  coordinates: CoordinatesSchema,
  phone: v.optional(v.pipe(v.string(), v.maxLength(30))),
  /** Opening hours per weekday (Madrid wall-clock); the desk flags validations outside them. None: not checked. */
  hours: v.optional(v.array(PlanRangeSchema)),
});
export type VoucherShop = v.InferOutput<typeof VoucherShopSchema>;

export const VoucherCampaignSchema = v.pipe(
  v.object({
    _id: IdSchema,
    /** The campaign's address: `/bonos/{slug}`. @example "bono-comercio-2026" */
    slug: IdSchema,
    /** @example { "es": "Bono Comercio Alcantir 2026", "va": "Bo Comerç Alcantir 2026" } */
    title: TranslatableSchema,
    /** What it is for and the rules in plain words (plain text, paragraphs split by a blank line). */
    description: TranslatableSchema,
    /** Citizens apply from `applyFrom` to `applyUntil`; vouchers are spent from `applyFrom` to `spendUntil` (Madrid days, inclusive). */
    applyFrom: DaySchema,
    applyUntil: DaySchema,
    spendUntil: DaySchema,
    /** What the citizen pays for one voucher (0: free). */
    price: EurosSchema,
    /** What one voucher is worth at a participating shop. */
    value: v.pipe(EurosSchema, v.minValue(1)),
    /**
     * The town hall's money for the campaign: each voucher issued costs it `value - price`, so at most
     * floor(budget / (value - price)) vouchers are issued (a voucher with `price` = `value` is not a campaign).
     */
    budget: v.pipe(EurosSchema, v.minValue(1)),
    /** The smallest ticket a voucher may be used for (docs/product-spec.md §9 "minimum amount per voucher"). */
    minPurchase: EurosSchema,
    /** How many times one voucher may be used until its value is spent (1: the whole value in one purchase). */
    uses: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
    /** Vouchers one person (one census ID, whatever the account) may obtain. */
    perPerson: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
    /**
     * Who may apply: the census list (docs/content-model.md `census.json`) an applicant's ID and answers are checked
     * against. An age or another condition is the list's: the town hall publishes the list of those who may apply.
     */
    census: IdSchema,
    /** Words about who may apply, shown on the campaign's page. @example { "es": "Personas empadronadas mayores de 18 años." } */
    eligibility: TranslatableSchema,
    /** The shops that take its vouchers. */
    shops: v.pipe(v.array(VoucherShopSchema), v.minLength(1)),
    isPublished: v.optional(v.boolean(), true),
  }),
  v.check((c) => c.applyFrom <= c.applyUntil && c.applyUntil <= c.spendUntil, 'applyFrom ≤ applyUntil ≤ spendUntil'),
  v.check((c) => c.price < c.value, 'price below value: the town hall pays the difference'),
  v.check((c) => c.minPurchase <= c.value * 4, 'a minimum purchase a voucher can sensibly meet'),
  v.check((c) => new Set(c.shops.map((s) => s.id)).size === c.shops.length, 'shop ids unique within the campaign'),
);
export type VoucherCampaign = v.InferOutput<typeof VoucherCampaignSchema>;

/** How many vouchers a campaign issues at most: what its budget pays for. */
export function voucherCap(c: Pick<VoucherCampaign, 'budget' | 'value' | 'price'>): number {
  const subsidyCents = Math.round(c.value * 100) - Math.round(c.price * 100);
  return Math.floor(Math.round(c.budget * 100) / subsidyCents);
}

/** The collection of the content API that holds voucher campaigns. */
export const VOUCHER_COLLECTION = 'bonos';

/** Euros as the API answers them (cents / 100). */
const AmountSchema = v.pipe(v.number(), v.minValue(0));
const CountSchema = v.pipe(v.number(), v.integer(), v.minValue(0));

/**
 * `GET {realm}/vouchers/{campaign}/stats` (docs/vouchers.md "Open data"): per Madrid day, oldest first, the vouchers
 * issued, the validations that stand and the amount they covered, and the same per shop (shops by id). Figures only:
 * no code, no account, nothing of a citizen.
 */
export const VoucherStatsSchema = v.object({
  campaign: IdSchema,
  days: v.array(
    v.object({
      day: DaySchema,
      issued: CountSchema,
      validated: CountSchema,
      amount: AmountSchema,
      shops: v.array(v.object({ shop: IdSchema, validated: CountSchema, amount: AmountSchema })),
    }),
  ),
});
export type VoucherStats = v.InferOutput<typeof VoucherStatsSchema>;
