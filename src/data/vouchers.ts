/**
 * The vouchers' pages inputs from the snapshot (docs/vouchers.md "Pages"): which realms run campaigns, each
 * campaign's page, the realm's name for its vouchers, the town hall's telephone the pages give where script is
 * missing or the network is down, and the texts the islands read (they ship no dictionaries).
 */
import type { VoucherCampaign } from '../schemas/vouchers.ts';
import { realmLanguagePaths, type SiteContext } from './site.ts';
import { snapshot } from './snapshot.ts';
import { voucherLabels } from './voucher-labels.ts';

/** The realm's published campaigns, the latest first to open. */
export function voucherCampaigns(realm: string): VoucherCampaign[] {
  return [...(snapshot(realm).voucherCampaigns ?? [])].sort((a, b) => (a.applyFrom < b.applyFrom ? 1 : a.applyFrom > b.applyFrom ? -1 : 0));
}

/** Whether a realm runs vouchers: its snapshot has a campaign. */
export function hasVouchers(realm: string): boolean {
  return voucherCampaigns(realm).length > 0;
}

/** Every realm and language of the vouchers' pages (`/bonos`, `/bonos/mis-bonos`, `/comercio`, `/gestion/bonos`). */
export function voucherPaths() {
  return realmLanguagePaths().filter(({ props }) => hasVouchers(props.realm));
}

/** One page per campaign, in every language of its realm. */
export function campaignPaths() {
  return voucherPaths().flatMap(({ params, props }) =>
    voucherCampaigns(props.realm).map((campaign) => ({ params: { ...params, slug: campaign.slug }, props: { ...props, campaign } })),
  );
}

/** What the realm calls its vouchers ("Bono Comercio", "Xec Comerç"), else the page's word. */
export function voucherName(ctx: SiteContext): string {
  return ctx.snap.realmSettings?.voucherName?.trim() || ctx.t('vouchers.defaultName');
}

/** The town hall's telephone, from the footer's contact, if the settings give one. */
export function townHallPhone(ctx: SiteContext): string | undefined {
  return ctx.settings.footer?.contacto?.telefono?.trim() || undefined;
}

/** What every voucher island is given: the realm, the language, where the API is, its texts. */
export function voucherIslandProps(ctx: SiteContext) {
  return {
    realm: ctx.realm.id,
    lang: ctx.lang,
    locale: ctx.locale,
    endpoints: ctx.realm.endpoints,
    labels: voucherLabels(ctx.lang),
    voucherName: voucherName(ctx),
    phone: townHallPhone(ctx),
  };
}

/** The campaign results' files (docs/vouchers.md "Open data"), under `/bonos/datos/`. */
export const VOUCHER_STATS_FILES = { csv: 'bonos.csv', shopsCsv: 'bonos-comercios.csv', json: 'bonos.json' } as const;
export type VoucherStatsFile = keyof typeof VOUCHER_STATS_FILES;

/** Whether a realm publishes its campaigns' results: it runs vouchers and the build got their figures. */
export const hasVoucherStats = (realm: string) => hasVouchers(realm) && snapshot(realm).voucherStats !== undefined;

/** The results files of every realm that has them, once per realm (the language-free paths). */
export function voucherStatsPaths() {
  return voucherPaths()
    .filter(({ params, props }) => params.lang === undefined && hasVoucherStats(props.realm))
    .flatMap(({ params, props }) =>
      (Object.keys(VOUCHER_STATS_FILES) as VoucherStatsFile[]).map((file) => ({
        params: { ...params, file: VOUCHER_STATS_FILES[file] },
        props: { ...props, file },
      })),
    );
}
