/**
 * The pull of a realm's voucher campaigns (docs/vouchers.md "Content"): the `bonos` collection, each record validated
 * by `VoucherCampaignSchema` like every collection's and the dropped ones reported, with how many it sent for the
 * gate. A content API without it (404) means a realm without vouchers. Campaigns not published are left out.
 * With the local API at hand, each campaign's results for the open data (docs/vouchers.md "Open data").
 */
import * as v from 'valibot';
import { ApiRequestError, resolveUrl, type ApiClient } from '../../src/api/client.ts';
import type { ContentApi } from '../../src/api/content.ts';
import type { Problem } from '../../src/data/snapshot.ts';
import { formatIssues } from '../../src/realm/friendly-errors.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import { VOUCHER_COLLECTION, type VoucherCampaign, VoucherCampaignSchema, type VoucherStats, VoucherStatsSchema } from '../../src/schemas/vouchers.ts';
import { validateList } from './validate-list.ts';

export async function pullVouchers(
  realm: RealmConfig,
  content: ContentApi,
  problems: Problem[],
  http?: ApiClient,
): Promise<{ campaigns: VoucherCampaign[]; received: Record<string, number>; stats?: VoucherStats[] }> {
  let raw: unknown[];
  try {
    raw = await content.voucherCampaigns();
  } catch (error) {
    if (error instanceof ApiRequestError && error.failure.httpStatus === 404) return { campaigns: [], received: {} };
    throw error;
  }
  const campaigns = validateList(VoucherCampaignSchema, raw, realm.id, VOUCHER_COLLECTION, problems).filter((c) => c.isPublished);
  const received = { [VOUCHER_COLLECTION]: raw.length };
  if (!http || campaigns.length === 0) return { campaigns, received };
  // All or none: a file that left out a campaign whose call failed would say it had no results.
  const stats: VoucherStats[] = [];
  for (const campaign of campaigns) {
    const found = await pullStats(realm, campaign.slug, http, problems);
    if (found === 'failed') return { campaigns, received };
    if (found) stats.push(found);
  }
  return { campaigns, received, stats };
}

/**
 * A campaign's results from the local API (`GET {realm}/vouchers/{campaign}/stats`, docs/vouchers.md "Open data"), at
 * the realm's `endpoints.requests` as the vouchers' other calls. An API without the call or the campaign (404) gives
 * none; a failed call or an answer that is not one is reported and `failed`: the files are left out, and no page
 * depends on them.
 */
async function pullStats(realm: RealmConfig, campaign: string, http: ApiClient, problems: Problem[]): Promise<VoucherStats | 'failed' | undefined> {
  const where = `vouchers/${campaign}/stats`;
  let raw: unknown;
  try {
    raw = await http.getJson(resolveUrl(realm.endpoints.requests ?? '/api', `${realm.id}/vouchers/${encodeURIComponent(campaign)}/stats`, http.origin));
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.failure.httpStatus === 404))
      problems.push({ realm: realm.id, collection: where, id: '-', field: '-', message: (error as Error).message });
    return error instanceof ApiRequestError && error.failure.httpStatus === 404 ? undefined : 'failed';
  }
  const parsed = v.safeParse(VoucherStatsSchema, raw);
  if (parsed.success && parsed.output.campaign === campaign) return parsed.output;
  const message = parsed.success ? `the answer is campaign "${parsed.output.campaign}"'s` : formatIssues(parsed.issues).join('; ');
  problems.push({ realm: realm.id, collection: where, id: '-', field: '-', message });
  return 'failed';
}
