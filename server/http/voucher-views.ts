/**
 * Vouchers as the calls answer them (docs/vouchers.md "Calls"): `Voucher`, `Validation` and a shop's look-up, in
 * euros and ISO instants (Madrid's offset), each from the stored rows and the campaign's content.
 */
import { DateTime } from 'luxon';
import { TIME_ZONE } from '../../src/domain/content/calendar.ts';
import { madridDay } from '../../src/domain/content/calendar.ts';
import { coverOf, toEuros, UNDO_WINDOW_MS, voucherState } from '../../src/domain/vouchers/voucher-rules.ts';
import { pick } from '../../src/i18n/pick.ts';
import type { VoucherCampaign } from '../../src/schemas/vouchers.ts';
import type { StoredValidation, StoredVoucher } from '../store/vouchers.ts';

/** An instant as the calls answer it: ISO with Madrid's offset. */
export const isoInstant = (ms: number) => DateTime.fromMillis(ms, { zone: TIME_ZONE }).toISO({ suppressMilliseconds: true })!;

/** A voucher's state now: `expired` by its campaign's `spendUntil` (an unknown campaign: as if it had ended). */
export function stateOf(voucher: StoredVoucher, campaign: VoucherCampaign | undefined, now: number) {
  return voucherState(voucher, campaign?.spendUntil ?? '0000-00-00', madridDay(now));
}

/** `Voucher`: what its holder sees ("Mis bonos"), with its uses. */
export function voucherView(voucher: StoredVoucher, campaign: VoucherCampaign | undefined, uses: readonly StoredValidation[], lang: string, now: number) {
  const shopName = (id: string) => campaign?.shops.find((s) => s.id === id)?.name ?? id;
  return {
    code: voucher.code,
    campaign: voucher.campaign,
    title: campaign ? pick(campaign.title, lang) : voucher.campaign,
    value: toEuros(voucher.valueCents),
    remaining: toEuros(voucher.remainingCents),
    usesLeft: voucher.usesLeft,
    state: stateOf(voucher, campaign, now),
    issuedAt: isoInstant(voucher.issuedAt),
    spendUntil: campaign?.spendUntil ?? null,
    uses: uses.map((u) => ({ at: isoInstant(u.at), shop: shopName(u.shop), amount: toEuros(u.amountCents), covered: toEuros(u.coveredCents) })),
  };
}

/** What a shop sees of a voucher: its figures, never whose it is. */
export function shopLookupView(voucher: StoredVoucher, campaign: VoucherCampaign | undefined, now: number) {
  return {
    code: voucher.code,
    campaign: voucher.campaign,
    value: toEuros(voucher.valueCents),
    remaining: toEuros(voucher.remainingCents),
    usesLeft: voucher.usesLeft,
    minPurchase: campaign?.minPurchase ?? 0,
    state: stateOf(voucher, campaign, now),
    spendUntil: campaign?.spendUntil ?? null,
  };
}

/** `Validation`: one use, as the shop that made it sees it. */
export function validationView(v: StoredValidation) {
  return {
    id: v.id,
    code: v.code,
    campaign: v.campaign,
    shop: v.shop,
    amount: toEuros(v.amountCents),
    covered: toEuros(v.coveredCents),
    citizenPays: toEuros(coverOf(v.amountCents, v.coveredCents).citizenPays),
    at: isoInstant(v.at),
    undoUntil: isoInstant(v.at + UNDO_WINDOW_MS),
    ...(v.undoneAt !== null ? { undoneAt: isoInstant(v.undoneAt) } : {}),
  };
}
