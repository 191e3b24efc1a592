/**
 * The pull of a realm's voucher campaigns (docs/vouchers.md "Content"): the `bonos` collection, each record validated
 * by `VoucherCampaignSchema` like every collection's and the dropped ones reported, with how many it sent for the
 * gate. A content API without it (404) means a realm without vouchers. Campaigns not published are left out.
 */
import { ApiRequestError } from '../../src/api/client.ts';
import type { ContentApi } from '../../src/api/content.ts';
import type { Problem } from '../../src/data/snapshot.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import { VOUCHER_COLLECTION, type VoucherCampaign, VoucherCampaignSchema } from '../../src/schemas/vouchers.ts';
import { validateList } from './validate-list.ts';

export async function pullVouchers(
  realm: RealmConfig,
  content: ContentApi,
  problems: Problem[],
): Promise<{ campaigns: VoucherCampaign[]; received: Record<string, number> }> {
  let raw: unknown[];
  try {
    raw = await content.voucherCampaigns();
  } catch (error) {
    if (error instanceof ApiRequestError && error.failure.httpStatus === 404) return { campaigns: [], received: {} };
    throw error;
  }
  const campaigns = validateList(VoucherCampaignSchema, raw, realm.id, VOUCHER_COLLECTION, problems).filter((c) => c.isPublished);
  return { campaigns, received: { [VOUCHER_COLLECTION]: raw.length } };
}
