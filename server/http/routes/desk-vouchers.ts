/**
 * The desk's side of vouchers (docs/vouchers.md "Calls"): a campaign's figures (issued, held, paid, validated, per
 * shop and per day, the patterns worth a look), the reimbursement of each shop as XLSX or CSV (as the desk's queue
 * export, desk-files.ts), a voucher found by code with whose it is, a shop or a voucher suspended, and an account made
 * a shop's. Staff of the realm only; every answer is `no-store`.
 */
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { madridDay } from '../../../src/domain/content/calendar.ts';
import { csvRows } from '../../../src/domain/desk/desk-export.ts';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { MEDIA_TYPES } from '../../../src/domain/http/media-types.ts';
import { type SheetCell, workbook } from '../../../src/domain/open-data/spreadsheet.ts';
import { csv } from '../../../src/domain/text/csv.ts';
import { formatVoucherCode, parseVoucherCode } from '../../../src/domain/vouchers/codes.ts';
import { findPatterns, toEuros } from '../../../src/domain/vouchers/voucher-rules.ts';
import { t } from '../../../src/i18n/index.ts';
import { realmById } from '../../../src/realm/resolve.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import { type VoucherCampaign, voucherCap } from '../../../src/schemas/vouchers.ts';
import { attachmentDisposition } from '../../files/file-name.ts';
import type { DocumentStore } from '../../store/documents.ts';
import { realmColour } from '../../store/realm-colour.ts';
import type { Users } from '../../store/users.ts';
import { campaignBySlug } from '../../store/voucher-content.ts';
import type { StoredVoucher, Vouchers } from '../../store/vouchers.ts';
import { callerLanguage } from '../errors.ts';
import { readJson } from '../guards/body.ts';
import { NO_STORE, notYourMailbox, type StaffAccess } from '../guards/staff-access.ts';
import { isoInstant, voucherView } from '../voucher-views.ts';

const SuspendSchema = v.object({ suspended: v.boolean() });
const GrantSchema = v.object({ email: v.pipe(v.string(), v.trim(), v.minLength(3), v.maxLength(254)) });
const TYPES = { xlsx: MEDIA_TYPES.xlsx, csv: MEDIA_TYPES.csv } as const;

/** The reimbursement's columns, as dictionary keys. */
export const REIMBURSEMENT_COLUMNS = [
  'desk.voucherExport.shop',
  'desk.voucherExport.day',
  'desk.voucherExport.time',
  'desk.voucherExport.voucher',
  'desk.voucherExport.amount',
  'desk.voucherExport.covered',
] as const;

export interface DeskVoucherOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  access: StaffAccess;
  users: Users;
  vouchers: Vouchers;
  now?: (() => number) | undefined;
}

/** "…ZP8T-W": the code's last group and check character, enough for a shop to find a ticket, not to spend the voucher. */
export const codeTail = (code: string) => `…${formatVoucherCode(code).slice(-6)}`;

export function deskVoucherRoutes({ store, realms, access, users, vouchers, now = Date.now }: DeskVoucherOptions) {
  const api = new Hono();

  /**
   * The staff member (401/403 first, whatever the campaign) and the campaign. A campaign is the town hall's as a
   * whole, not a mailbox's: only a member of the whole realm's desk (`staffMailboxes` null) sees its holders, grants
   * a shop's role (which spends public money at the till) or suspends; a clerk of some mailboxes is refused (403
   * `mailbox`), as for a mailbox they do not handle.
   */
  const asked = (c: Context) => {
    const realmId = c.req.param('realm') ?? '';
    const member = access(c, realmId);
    if (member.user.staffMailboxes !== null) throw notYourMailbox();
    const realm = realmById(realms(), realmId)!;
    const campaign = campaignBySlug(store, realmId, c.req.param('campaign') ?? '');
    if (!campaign) throw new ApiError('voucherCampaignNotFound', { headers: NO_STORE });
    return { member, realm, campaign };
  };
  const shopIn = (campaign: VoucherCampaign, id: string) => {
    const shop = campaign.shops.find((s) => s.id === id);
    if (!shop) throw new ApiError('voucherShopNotFound', { headers: NO_STORE });
    return shop;
  };

  api.get('/:realm/desk/vouchers/:campaign', (c) => {
    const { realm, campaign } = asked(c);
    const issued = vouchers.vouchersOfCampaign(realm.id, campaign.slug);
    const { held } = vouchers.counted(realm.id, campaign.slug);
    const validations = vouchers.validationsOfCampaign(realm.id, campaign.slug);
    const paid = issued.filter((x) => x.paymentId !== null);
    const holders = new Map(issued.map((x) => [x.code, x.holderHash]));
    const perDay = new Map<string, { day: string; issued: number; validated: number; amount: number }>();
    const dayOf = (day: string) => perDay.get(day) ?? perDay.set(day, { day, issued: 0, validated: 0, amount: 0 }).get(day)!;
    for (const x of issued) dayOf(madridDay(x.issuedAt)).issued++;
    for (const x of validations) {
      const row = dayOf(madridDay(x.at));
      row.validated++;
      row.amount += x.coveredCents;
    }
    const hours = new Map(campaign.shops.map((s) => [s.id, s.hours]));
    const patterns = findPatterns(
      validations.map((x) => ({ code: x.code, shop: x.shop, holder: holders.get(x.code) ?? x.code, at: x.at })),
      (shop) => hours.get(shop),
    );
    return c.json(
      {
        cap: voucherCap(campaign),
        issued: issued.length,
        held,
        paid: { count: paid.length, amount: toEuros(paid.reduce((sum, x) => sum + x.priceCents, 0)) },
        validated: { count: validations.length, amount: toEuros(validations.reduce((sum, x) => sum + x.coveredCents, 0)) },
        perShop: campaign.shops.map((shop) => {
          const own = validations.filter((x) => x.shop === shop.id);
          return {
            shop: shop.id,
            name: shop.name,
            suspended: vouchers.shopSuspended(realm.id, shop.id),
            count: own.length,
            amount: toEuros(own.reduce((sum, x) => sum + x.coveredCents, 0)),
          };
        }),
        perDay: [...perDay.values()].sort((a, b) => a.day.localeCompare(b.day)).map((row) => ({ ...row, amount: toEuros(row.amount) })),
        patterns: patterns.map((p) => ({ ...p, at: isoInstant(p.at), codes: p.codes.map(codeTail) })),
      },
      200,
      NO_STORE,
    );
  });

  const reimbursement = (format: keyof typeof TYPES) => (c: Context) => {
    const { realm, campaign } = asked(c);
    const lang = callerLanguage(c, realm);
    const only = c.req.query('shop');
    if (only) shopIn(campaign, only);
    const names = new Map(campaign.shops.map((s) => [s.id, s.name]));
    const rows: SheetCell[][] = vouchers
      .validationsOfCampaign(realm.id, campaign.slug, only || undefined)
      .sort((a, b) => (names.get(a.shop) ?? a.shop).localeCompare(names.get(b.shop) ?? b.shop, 'es') || a.at - b.at)
      .map((x) => {
        const minute = isoInstant(x.at);
        return [names.get(x.shop) ?? x.shop, madridDay(x.at), minute.slice(11, 16), codeTail(x.code), toEuros(x.amountCents), toEuros(x.coveredCents)];
      });
    const header = REIMBURSEMENT_COLUMNS.map((key) => t(lang, key));
    const body = format === 'xlsx' ? workbook(t(lang, 'desk.voucherExport.sheet'), header, rows, realmColour(store, realm)) : csv(header, csvRows(rows));
    const name = `${t(lang, 'desk.voucherExport.file')}-${campaign.slug}${only ? `-${only}` : ''}-${madridDay(now())}.${format}`;
    return c.body(body as Uint8Array<ArrayBuffer> | string, 200, {
      ...NO_STORE,
      'Content-Type': TYPES[format],
      'Content-Disposition': attachmentDisposition(name),
      'X-Content-Type-Options': 'nosniff',
    });
  };
  api.get('/:realm/desk/vouchers/:campaign/reimbursement.xlsx', reimbursement('xlsx'));
  api.get('/:realm/desk/vouchers/:campaign/reimbursement.csv', reimbursement('csv'));

  /** A voucher as the desk sees it: whose it is too. */
  const deskVoucher = (voucher: StoredVoucher, campaign: VoucherCampaign, lang: string) => {
    const holder = voucher.userId ? users.get(voucher.realm, voucher.userId) : undefined;
    const name = [holder?.firstName, holder?.lastName].filter((part) => part?.trim()).join(' ');
    return { ...voucherView(voucher, campaign, vouchers.usesOf(voucher.code), lang, now()), holder: { name, censusIdMasked: voucher.holderMasked } };
  };
  const voucherOf = (realm: string, campaign: VoucherCampaign, raw: string) => {
    const parsed = parseVoucherCode(raw);
    const found = parsed.ok ? vouchers.inRealm(realm, parsed.code) : undefined;
    return found?.campaign === campaign.slug ? found : undefined;
  };

  api.get('/:realm/desk/vouchers/:campaign/vouchers', (c) => {
    const { realm, campaign } = asked(c);
    const found = voucherOf(realm.id, campaign, c.req.query('code') ?? '');
    return c.json({ items: found ? [deskVoucher(found, campaign, callerLanguage(c, realm))] : [] }, 200, NO_STORE);
  });

  api.post('/:realm/desk/vouchers/:campaign/shops/:shop/status', async (c) => {
    const { realm, campaign, member } = asked(c);
    const shop = shopIn(campaign, c.req.param('shop'));
    const parsed = v.safeParse(SuspendSchema, await readJson(c));
    if (!parsed.success) throw new ApiError('deskBody', { headers: NO_STORE });
    vouchers.setShopSuspended(realm.id, shop.id, parsed.output.suspended, member.user._id, now());
    return c.json({ id: shop.id, name: shop.name, suspended: vouchers.shopSuspended(realm.id, shop.id) }, 200, NO_STORE);
  });

  api.post('/:realm/desk/vouchers/:campaign/vouchers/:code/status', async (c) => {
    const { realm, campaign } = asked(c);
    const found = voucherOf(realm.id, campaign, c.req.param('code'));
    if (!found) throw new ApiError('voucherNotFound', { headers: NO_STORE });
    const parsed = v.safeParse(SuspendSchema, await readJson(c));
    if (!parsed.success) throw new ApiError('deskBody', { headers: NO_STORE });
    const changed = vouchers.setVoucherSuspended(realm.id, found.code, parsed.output.suspended)!;
    return c.json(deskVoucher(changed, campaign, callerLanguage(c, realm)), 200, NO_STORE);
  });

  api.post('/:realm/desk/vouchers/:campaign/shops/:shop/accounts', async (c) => {
    const { realm, campaign, member } = asked(c);
    const shop = shopIn(campaign, c.req.param('shop'));
    const parsed = v.safeParse(GrantSchema, await readJson(c));
    if (!parsed.success) throw new ApiError('deskBody', { headers: NO_STORE });
    const account = users.withAddress(realm.id, parsed.output.email);
    // A citizen's verified account only: never a device, nor the town hall's own staff.
    if (!account?.emailVerified || !account.email || account.staff) throw new ApiError('voucherGrantAccount', { headers: NO_STORE });
    vouchers.grantShop(realm.id, account._id, shop.id, member.user._id, now());
    return c.json({ email: account.email }, 200, NO_STORE);
  });

  return api;
}
