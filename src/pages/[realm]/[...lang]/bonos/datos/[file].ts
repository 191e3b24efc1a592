import type { APIRoute } from 'astro';
import { share, siteContext, type PageProps } from '../../../../../data/site.ts';
import { type VoucherStatsFile, voucherCampaigns, voucherStatsPaths } from '../../../../../data/vouchers.ts';
import { MEDIA_TYPES } from '../../../../../domain/http/media-types.ts';
import { type ShopWords, voucherDaysCsv, voucherShopsCsv, voucherStatsJson } from '../../../../../domain/vouchers/open-data.ts';
import { pick } from '../../../../../i18n/index.ts';

/**
 * The vouchers' campaign results as open data (docs/vouchers.md "Open data"): per campaign and day, vouchers issued,
 * validations and the amount validated (`bonos.csv`), the same per shop with its sector (`bonos-comercios.csv`), and
 * both as JSON. One set per realm; the shops' sectors in the realm's first language. Figures only: nobody is named.
 */
export const getStaticPaths = () => share(voucherStatsPaths());

export const GET: APIRoute = ({ props }) => {
  const { realm, lang, file } = props as PageProps & { file: VoucherStatsFile };
  const ctx = siteContext(realm, lang);
  const stats = ctx.snap.voucherStats ?? [];
  const campaigns = voucherCampaigns(realm);
  const words: ShopWords = (campaign, id) => {
    const shop = campaigns.find((c) => c.slug === campaign)?.shops.find((s) => s.id === id);
    return shop ? { name: shop.name, sector: pick(shop.sector, lang) } : { name: id, sector: '' };
  };
  switch (file) {
    case 'csv':
      return new Response(voucherDaysCsv(stats), { headers: { 'Content-Type': MEDIA_TYPES.csv } });
    case 'shopsCsv':
      return new Response(voucherShopsCsv(stats, words), { headers: { 'Content-Type': MEDIA_TYPES.csv } });
    case 'json':
      return new Response(JSON.stringify(voucherStatsJson(stats, words)), { headers: { 'Content-Type': MEDIA_TYPES.json } });
  }
};
