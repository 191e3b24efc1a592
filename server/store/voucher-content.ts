/**
 * A realm's voucher campaigns as the server reads them (docs/vouchers.md "Content"): the `bonos` collection the local
 * content API serves, each record validated by `VoucherCampaignSchema` as the build's pull does, an invalid one left
 * out. Read at every call: the document store caches parsed collections and sees what an editor saves.
 */
import * as v from 'valibot';
import { VOUCHER_COLLECTION, type VoucherCampaign, VoucherCampaignSchema, type VoucherShop } from '../../src/schemas/vouchers.ts';
import type { DocumentStore } from './documents.ts';

/** The published campaigns of a realm. */
export function campaignsOf(store: DocumentStore, realm: string): VoucherCampaign[] {
  return store.all(realm, VOUCHER_COLLECTION).flatMap((doc) => {
    const parsed = v.safeParse(VoucherCampaignSchema, doc);
    return parsed.success && parsed.output.isPublished ? [parsed.output] : [];
  });
}

/** A published campaign by its slug. */
export function campaignBySlug(store: DocumentStore, realm: string, slug: string): VoucherCampaign | undefined {
  return campaignsOf(store, realm).find((c) => c.slug === slug);
}

/** A shop of the realm by id, as the first campaign that lists it names it, and the campaigns that list it. */
export function shopOf(store: DocumentStore, realm: string, shop: string): { shop: VoucherShop; campaigns: VoucherCampaign[] } | undefined {
  const campaigns = campaignsOf(store, realm).filter((c) => c.shops.some((s) => s.id === shop));
  const found = campaigns[0]?.shops.find((s) => s.id === shop);
  return found ? { shop: found, campaigns } : undefined;
}
