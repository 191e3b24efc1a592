/**
 * The vouchers' calls of citizens and shops (docs/vouchers.md "Calls"): a campaign's live figures, applying (the
 * census check, then the cap and the person's limit in one transaction, a paid campaign's payment made inside it),
 * "Mis bonos", a campaign's results for the open data (no session, nobody's), and a shop's till: its day, a voucher
 * looked up by code, a validation with its ticket photo, and undoing one within 10 minutes. Shop calls are counted
 * per shop (`shop`, `shophour` of the rate limits).
 */
import { createHmac } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import * as v from 'valibot';
import { madridInstant } from '../../../src/domain/appointments/slots.ts';
import { madridDay } from '../../../src/domain/content/calendar.ts';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { formatEuros } from '../../../src/domain/requests/payment-amount.ts';
import { parseVoucherCode } from '../../../src/domain/vouchers/codes.ts';
import { voucherStats } from '../../../src/domain/vouchers/open-data.ts';
import { campaignState, parseTicketAmount, toCents } from '../../../src/domain/vouchers/voucher-rules.ts';
import { dateFormat } from '../../../src/i18n/dates.ts';
import { locale } from '../../../src/i18n/index.ts';
import { pick } from '../../../src/i18n/pick.ts';
import { localPath } from '../../../src/i18n/addresses.ts';
import { realmById } from '../../../src/realm/resolve.ts';
import type { Language, RealmConfig } from '../../../src/schemas/realm.ts';
import { type VoucherCampaign, voucherCap } from '../../../src/schemas/vouchers.ts';
import { reencodeImage } from '../../files/reencode-image.ts';
import { IMAGE_KINDS, sniff } from '../../files/sniff.ts';
import type { GatewayRegistry } from '../../payment-gateways/gateway.ts';
import { safeForward } from '../../payment-gateways/gateway.ts';
import type { Census } from '../../store/census.ts';
import type { DocumentStore } from '../../store/documents.ts';
import type { SqlitePayments } from '../../store/payments.ts';
import type { Sessions } from '../../store/sessions.ts';
import type { Uploads } from '../../store/uploads.ts';
import { sentAnonymously, type User, type Users } from '../../store/users.ts';
import { campaignBySlug, campaignsOf, shopOf } from '../../store/voucher-content.ts';
import type { Vouchers } from '../../store/vouchers.ts';
import { callerLanguage } from '../errors.ts';
import { readJson } from '../guards/body.ts';
import { idempotencyKey } from '../request-intake.ts';
import { DEFAULT_LIMITS, type Limits, TokenBuckets } from '../guards/rate-limit.ts';
import { sessionOf } from '../session-cookie.ts';
import { shopLookupView, validationView, voucherView } from '../voucher-views.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };
/** The ticket photo: an image up to 5 MB (docs/vouchers.md "Shops"). */
export const MAX_TICKET_BYTES = 5 * 1024 * 1024;
/** Where the payments of vouchers say they come from (the ledger's `mailbox`): `bonos/{campaign}`. */
export const VOUCHER_PAYMENT_PREFIX = 'bonos/';

const ApplySchema = v.object({
  census: v.object({
    id: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)),
    answers: v.optional(v.record(v.string(), v.pipe(v.string(), v.maxLength(200))), {}),
  }),
  count: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(20)),
  /** The page a paying citizen comes back to (one of the realm's); without it, "Mis bonos" on the caller's origin. */
  forward: v.optional(v.pipe(v.string(), v.maxLength(2000))),
});

export interface VoucherRouteOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  sessions: Sessions;
  users: Users;
  census: Census;
  vouchers: Vouchers;
  ledger: SqlitePayments;
  gateways: GatewayRegistry;
  uploads: Uploads;
  addressOf: (c: Context) => string;
  rateLimits?: Limits | undefined;
  now?: (() => number) | undefined;
}

/**
 * The holder of a census ID in one campaign: its lookup hash keyed again by realm and campaign, so the same person
 * is two unrelated holders in two campaigns (docs/vouchers.md "What is kept").
 */
export const holderHash = (realm: string, campaign: string, idHash: string) => createHmac('sha256', `${realm}/${campaign}`).update(idHash).digest('base64url');

/** The last three characters of a census ID, the rest hidden: what the desk sees of whose a voucher is. */
export const maskedCensusId = (id: string) =>
  `•••••${id
    .normalize('NFC')
    .toUpperCase()
    .replace(/[\s.\-/]/g, '')
    .slice(-3)}`;

export function voucherRoutes(options: VoucherRouteOptions) {
  const { store, realms, sessions, users, census, vouchers, ledger, gateways, uploads, addressOf, now = Date.now } = options;
  const limits = options.rateLimits ?? DEFAULT_LIMITS;
  const perMinute = limits.shop ? new TokenBuckets(limits.shop) : undefined;
  const perHour = limits.shophour ? new TokenBuckets(limits.shophour) : undefined;
  const api = new Hono();

  const realmOf = (c: Context): RealmConfig => {
    const realm = realmById(realms(), c.req.param('realm') ?? '');
    if (!realm) throw new ApiError('noRealm', { headers: NO_STORE });
    return realm;
  };
  const campaignOf = (realm: string, slug: string): VoucherCampaign => {
    const found = campaignBySlug(store, realm, slug);
    if (!found) throw new ApiError('voucherCampaignNotFound', { headers: NO_STORE });
    return found;
  };
  /** The signed-in user of the call in `realm`, or 401. */
  const signedIn = (c: Context, realm: string): { user: User; sessionId: string } => {
    const sessionId = sessionOf(c, sessions);
    const userId = sessions.userOf(sessionId, realm);
    const user = userId ? users.get(realm, userId) : undefined;
    if (!user || !sessionId) throw new ApiError('notSignedIn', { headers: NO_STORE });
    return { user, sessionId };
  };
  /** The shop the caller signs in for, with the campaigns that list it; 401 without a session, 403 for anyone else. */
  const shopCaller = (c: Context, realm: string) => {
    const { user, sessionId } = signedIn(c, realm);
    const shopId = vouchers.shopOfUser(realm, user._id);
    const found = shopId ? shopOf(store, realm, shopId) : undefined;
    if (!found) throw new ApiError('voucherNotShop', { headers: NO_STORE });
    return { user, sessionId, ...found };
  };
  /** A shop's call taken from its buckets: guessing codes costs the guesser its shop. */
  const countShopCall = (realm: string, shop: string) => {
    const at = Date.now();
    const key = `${realm}/${shop}`;
    const wait = Math.max(perMinute?.take(key, at) ?? 0, perHour?.take(key, at) ?? 0);
    if (wait > 0) throw new ApiError('rateLimited', { headers: { 'Retry-After': String(wait), ...NO_STORE } });
  };
  const leftOf = (realm: string, campaign: VoucherCampaign) => {
    const { issued, held } = vouchers.counted(realm, campaign.slug);
    return Math.max(0, voucherCap(campaign) - issued - held);
  };
  const day = (lang: Language, d: string) =>
    dateFormat(locale(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.parse(`${d}T12:00:00Z`));

  api.get('/:realm/vouchers/mine', (c) => {
    const realm = realmOf(c);
    const { user } = signedIn(c, realm.id);
    const lang = callerLanguage(c, realm);
    const at = now();
    const campaigns = new Map(campaignsOf(store, realm.id).map((campaign) => [campaign.slug, campaign]));
    const items = vouchers
      .ofUser(realm.id, user._id)
      .map((voucher) => voucherView(voucher, campaigns.get(voucher.campaign), vouchers.usesOf(voucher.code), lang, at));
    return c.json({ items }, 200, NO_STORE);
  });

  api.get('/:realm/vouchers/:campaign', (c) => {
    const realm = realmOf(c);
    const campaign = campaignOf(realm.id, c.req.param('campaign'));
    const left = leftOf(realm.id, campaign);
    const state = campaignState(campaign, madridDay(now()), left);
    return c.json({ slug: campaign.slug, state, cap: voucherCap(campaign), left }, 200, NO_STORE);
  });

  // The campaign's results for the open data (docs/vouchers.md "Open data"): figures per day and shop, nobody's. No
  // session; still no-store, as every call of the local API.
  api.get('/:realm/vouchers/:campaign/stats', (c) => {
    const realm = realmOf(c);
    const campaign = campaignOf(realm.id, c.req.param('campaign'));
    const issued = vouchers.vouchersOfCampaign(realm.id, campaign.slug).map((x) => x.issuedAt);
    const validations = vouchers.validationsOfCampaign(realm.id, campaign.slug);
    return c.json(voucherStats(campaign.slug, issued, validations), 200, NO_STORE);
  });

  api.post('/:realm/vouchers/:campaign/apply', async (c) => {
    const realm = realmOf(c);
    const campaign = campaignOf(realm.id, c.req.param('campaign'));
    const { user, sessionId } = signedIn(c, realm.id);
    // An account, not a device: "Mis bonos" must find the vouchers again, on any device.
    if (sentAnonymously(user)) throw new ApiError('voucherAccount', { headers: NO_STORE });
    const parsed = v.safeParse(ApplySchema, await readJson(c));
    if (!parsed.success) throw new ApiError('voucherBody', { headers: NO_STORE });
    const body = parsed.output;
    const lang = callerLanguage(c, realm);
    const state = campaignState(campaign, madridDay(now()), 1);
    if (state !== 'open') throw new ApiError('voucherClosed', { headers: NO_STORE });
    // Before any payment and outside the transaction: the census check hashes on the thread pool.
    const checked = await census.check(sessionId, addressOf(c), realm.id, campaign.census, body.census.id, body.census.answers, {
      now: now(),
      remember: false,
    });
    if (checked.outcome === 'blocked') throw new ApiError('censusTooManyTries', { headers: { 'Retry-After': String(checked.retryAfterSeconds), ...NO_STORE } });
    if (checked.outcome !== 'ok') throw new ApiError('voucherCensus', { headers: NO_STORE });
    const priceCents = toCents(campaign.price);
    const gateway = priceCents > 0 ? gateways.all.map((g) => gateways.for(realm.id, g.id)).find((g) => g !== undefined) : undefined;
    if (priceCents > 0 && !gateway) throw new ApiError('mailboxMisconfigured', { headers: NO_STORE });
    let token = '';
    const outcome = vouchers.apply(
      {
        realm: realm.id,
        userId: user._id,
        holderHash: holderHash(realm.id, campaign.slug, checked.idHash),
        holderMasked: maskedCensusId(body.census.id),
        count: body.count,
        now: now(),
      },
      {
        slug: campaign.slug,
        cap: voucherCap(campaign),
        valueCents: toCents(campaign.value),
        priceCents,
        uses: campaign.uses,
        perPerson: campaign.perPerson,
      },
      (count) => {
        const made = ledger.create(
          {
            realm: realm.id,
            mailbox: `${VOUCHER_PAYMENT_PREFIX}${campaign.slug}`,
            userId: user._id,
            sessionId,
            cents: priceCents * count,
            concept: `${pick(campaign.title, lang)} × ${count}`,
            gateway: gateway!.id,
          },
          new Date(now()),
        );
        if ('conflict' in made) throw new ApiError('keyUsedForOtherPayment');
        token = made.token;
        return made.payment.id;
      },
    );
    if (outcome.outcome === 'limit') throw new ApiError('voucherLimit', { params: { perPerson: campaign.perPerson }, headers: NO_STORE });
    if (outcome.outcome === 'exhausted') throw new ApiError('voucherExhausted', { extra: { left: outcome.left }, headers: NO_STORE });
    if (outcome.outcome === 'issued') {
      const at = now();
      return c.json({ vouchers: outcome.vouchers.map((voucher) => voucherView(voucher, campaign, [], lang, at)) }, 201, NO_STORE);
    }
    const origin = c.req.header('origin');
    // The citizen's vouchers in their language, at its own words' address (src/i18n/addresses.ts).
    const mine = `${lang === realm.languages[0] ? '' : `/${lang}`}${localPath(lang, '/bonos/mis-bonos')}`;
    const forward =
      safeForward(body.forward, realm, c.req.header('host')) ?? (origin ? safeForward(`${origin}${mine}`, realm, c.req.header('host')) : undefined);
    const gatewayPage = new URL(c.req.url);
    gatewayPage.pathname = gatewayPage.pathname.replace(/\/[^/]+\/vouchers\/[^/]+\/apply$/, '/payments/gateway');
    gatewayPage.search = new URLSearchParams({ token, realm: realm.id, forward: forward ?? `https://${realm.hosts[0]}${mine}`, lang }).toString();
    return c.json({ payment: { id: outcome.paymentId, redirectUrl: gatewayPage.toString() } }, 201, NO_STORE);
  });

  api.get('/:realm/shop', (c) => {
    const realm = realmOf(c);
    const { shop, campaigns } = shopCaller(c, realm.id);
    const lang = callerLanguage(c, realm);
    const today = madridDay(now());
    const midnight = madridInstant(today, 0)?.ms ?? now() - 86_400_000;
    const validations = vouchers
      .validationsOfShop(realm.id, shop.id, midnight)
      .filter((x) => madridDay(x.at) === today)
      .map(validationView);
    return c.json(
      {
        shop: { id: shop.id, name: shop.name, suspended: vouchers.shopSuspended(realm.id, shop.id) },
        campaigns: campaigns.map((campaign) => ({ slug: campaign.slug, title: pick(campaign.title, lang), minPurchase: campaign.minPurchase })),
        validations,
      },
      200,
      NO_STORE,
    );
  });

  /** The voucher a shop names by code: 400 for a mistyped code, 404 for none, 403 for another campaign's. */
  const voucherForShop = (realm: string, raw: string, campaigns: VoucherCampaign[]) => {
    const parsed = parseVoucherCode(raw);
    if (!parsed.ok) throw new ApiError('voucherCode', { headers: NO_STORE });
    const voucher = vouchers.inRealm(realm, parsed.code);
    if (!voucher) throw new ApiError('voucherNotFound', { headers: NO_STORE });
    const campaign = campaigns.find((x) => x.slug === voucher.campaign);
    if (!campaign) throw new ApiError('voucherNotShop', { headers: NO_STORE });
    return { voucher, campaign };
  };

  api.get('/:realm/shop/vouchers/:code', (c) => {
    const realm = realmOf(c);
    const { shop, campaigns } = shopCaller(c, realm.id);
    countShopCall(realm.id, shop.id);
    // A suspended shop learns nothing of vouchers: not even what one is worth.
    if (vouchers.shopSuspended(realm.id, shop.id)) throw new ApiError('voucherShopSuspended', { headers: NO_STORE });
    const { voucher, campaign } = voucherForShop(realm.id, c.req.param('code'), campaigns);
    return c.json(shopLookupView(voucher, campaign, now()), 200, NO_STORE);
  });

  api.post(
    '/:realm/shop/vouchers/:code/validate',
    bodyLimit({
      maxSize: MAX_TICKET_BYTES + 64 * 1024,
      onError: () => {
        throw new ApiError('voucherTicketSize', { params: { max: '5 MB' }, headers: NO_STORE });
      },
    }),
    async (c) => {
      const realm = realmOf(c);
      const { user, sessionId, shop, campaigns } = shopCaller(c, realm.id);
      countShopCall(realm.id, shop.id);
      if (vouchers.shopSuspended(realm.id, shop.id)) throw new ApiError('voucherShopSuspended', { headers: NO_STORE });
      const parsedCode = parseVoucherCode(c.req.param('code'));
      if (!parsedCode.ok) throw new ApiError('voucherCode', { headers: NO_STORE });
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        throw new ApiError('voucherTicket', { headers: NO_STORE });
      }
      const amount = parseTicketAmount(typeof form.amount === 'string' ? form.amount : '');
      if (!amount.ok) throw new ApiError(amount.reason === 'comma' ? 'voucherAmountComma' : 'voucherAmount', { headers: NO_STORE });
      const file = form.ticket;
      if (!(file instanceof File) || file.size === 0) throw new ApiError('voucherTicket', { headers: NO_STORE });
      if (file.size > MAX_TICKET_BYTES) throw new ApiError('voucherTicketSize', { params: { max: '5 MB' }, headers: NO_STORE });
      const original = new Uint8Array(await file.arrayBuffer());
      const kind = sniff(original);
      const bytes = kind && IMAGE_KINDS.includes(kind) ? await reencodeImage(original, kind) : undefined;
      if (!kind || !bytes) throw new ApiError('voucherTicket', { headers: NO_STORE });
      const lang = callerLanguage(c, realm);
      const at = now();
      const today = madridDay(at);
      const bySlug = new Map(campaigns.map((x) => [x.slug, x]));
      // The till's key of this confirmation: sent again when its answer was lost, it answers the validation made.
      const key = idempotencyKey(c);
      const done = vouchers.validate(
        { realm: realm.id, code: parsedCode.code, shop: shop.id, userId: user._id, amountCents: amount.cents, now: at, idempotencyKey: key },
        {
          campaigns: new Set(bySlug.keys()),
          expired: (slug) => today > (bySlug.get(slug)?.spendUntil ?? ''),
          minimumCents: (slug) => toCents(bySlug.get(slug)?.minPurchase ?? 0),
        },
        // The photo is an upload of the shop (its `mailbox` says `bonos/{shop}`) attached to the validation.
        (validationId) => {
          const saved = uploads.save(
            {
              realm: realm.id,
              mailbox: `${VOUCHER_PAYMENT_PREFIX}${shop.id}`,
              sessionId,
              userId: user._id,
              address: addressOf(c),
              name: `tique.${kind}`,
              kind,
              bytes,
            },
            at,
          );
          uploads.attach([saved._id], `voucher:${validationId}`);
          // Should the transaction roll back, its upload row goes with it and the file, left without one, is
          // deleted by the uploads' sweep of files without a row (Uploads.removeAbandoned).
          return saved._id;
        },
      );
      switch (done.outcome) {
        case 'validated':
          return c.json(validationView(done.validation), done.repeated ? 200 : 201, NO_STORE);
        case 'not-found':
          throw new ApiError('voucherNotFound', { headers: NO_STORE });
        case 'other-campaign':
          throw new ApiError('voucherNotShop', { headers: NO_STORE });
        case 'spent':
          throw new ApiError('voucherSpent', { headers: NO_STORE });
        case 'suspended':
          throw new ApiError('voucherSuspended', { headers: NO_STORE });
        case 'expired': {
          const voucher = vouchers.get(parsedCode.code)!;
          const until = bySlug.get(voucher.campaign)?.spendUntil ?? today;
          throw new ApiError('voucherExpired', { params: { date: day(lang, until) }, headers: NO_STORE });
        }
        case 'below-minimum': {
          const voucher = vouchers.get(parsedCode.code)!;
          const min = toCents(bySlug.get(voucher.campaign)?.minPurchase ?? 0);
          throw new ApiError('voucherBelowMinimum', { params: { min: formatEuros(min, locale(lang)) }, headers: NO_STORE });
        }
      }
    },
  );

  api.post('/:realm/shop/validations/:id/undo', (c) => {
    const realm = realmOf(c);
    const { shop } = shopCaller(c, realm.id);
    countShopCall(realm.id, shop.id);
    // Nor puts value back on one: the town hall suspended it for a reason, and looks at its validations as they are.
    if (vouchers.shopSuspended(realm.id, shop.id)) throw new ApiError('voucherShopSuspended', { headers: NO_STORE });
    const undone = vouchers.undo(realm.id, c.req.param('id'), shop.id, now());
    if (undone === 'window') throw new ApiError('voucherUndoWindow', { headers: NO_STORE });
    if (!undone) throw new ApiError('voucherValidationNotFound', { headers: NO_STORE });
    return c.json(validationView(undone), 200, NO_STORE);
  });

  return api;
}

/**
 * What a decided payment of vouchers means for its hold: paid, its vouchers are issued; refused or cancelled, the
 * hold goes back to the budget. Listens to the ledger, finishes at start what a stopped server left, and ends the
 * holds whose gateway window closed, every minute (the timer never keeps the process alive).
 */
export function settleVoucherPayments({ vouchers, ledger, now = Date.now }: { vouchers: Vouchers; ledger: SqlitePayments; now?: () => number }) {
  const finish = (realm: string, paymentId: string) => {
    const payment = ledger.get(realm, paymentId);
    if (!payment || payment.status === 'pending') return;
    if (payment.status === 'pay') vouchers.issueHeld(realm, paymentId, now());
    else vouchers.release(realm, paymentId);
  };
  const quietly = (work: () => void, what: string) => {
    try {
      work();
    } catch (error) {
      console.error(`[vouchers] ${what} failed: ${(error as Error).name}; retried within a minute`);
    }
  };
  ledger.onSettled((payment) => {
    if (payment.mailbox.startsWith(VOUCHER_PAYMENT_PREFIX)) quietly(() => finish(payment.realm, payment.id), `payment ${payment.id}`);
  });
  const sweep = () =>
    quietly(() => {
      for (const hold of vouchers.holds()) finish(hold.realm, hold.paymentId);
      vouchers.expireHolds(now());
    }, 'the holds sweep');
  sweep();
  setInterval(sweep, 60_000).unref();
  return { finish };
}
