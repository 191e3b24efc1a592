/**
 * Local-shop vouchers (docs/vouchers.md): the only place that speaks their SQL. Vouchers, the holds of vouchers
 * being paid for, the shops' validations, shop accounts and suspended shops.
 *
 * Applying and validating each run in one IMMEDIATE transaction: the write lock is taken before what is counted is
 * read, so two calls of one server, or two servers on one file, never both see the last voucher of the budget, nor
 * both take the last use of a voucher. Behind that, the table's CHECKs refuse a remaining value or a count of uses
 * below nothing whatever the code does.
 *
 * A paid campaign's vouchers are first a hold on the budget, made in the same transaction as the payment (made
 * after the checks, `alsoInside`), as a room's block is (docs/rooms.md "Paying for a block"): when the budget is
 * spent, no payment exists. The hold lasts the gateway's window (VOUCHER_HOLD_MS); paid, its vouchers are issued;
 * refused, cancelled or expired (its pending payment cancelled first, so a late "paid" is refused), it goes back to
 * the budget.
 */
import { randomBytes } from 'node:crypto';
import { makeVoucherCode } from '../../src/domain/vouchers/codes.ts';
import { UNDO_WINDOW_MS } from '../../src/domain/vouchers/voucher-rules.ts';
import { type Database, immediateTransaction } from './database.ts';
import type { SqlitePayments } from './payments.ts';
import { ROOM_HOLD_MS } from './room-bookings.ts';

/** How long paying holds vouchers: the gateway's window, as a room's block. */
export const VOUCHER_HOLD_MS = ROOM_HOLD_MS;

export interface StoredVoucher {
  code: string;
  realm: string;
  campaign: string;
  userId: string | null;
  holderHash: string;
  /** The census ID's last characters ("•••••678Z"), for the desk. */
  holderMasked: string;
  valueCents: number;
  priceCents: number;
  remainingCents: number;
  usesLeft: number;
  suspended: boolean;
  paymentId: string | null;
  issuedAt: number;
}

export interface StoredValidation {
  id: string;
  realm: string;
  campaign: string;
  code: string;
  shop: string;
  userId: string | null;
  amountCents: number;
  coveredCents: number;
  at: number;
  undoneAt: number | null;
  /** The ticket photo's upload id, until the retention removes it. */
  ticket: string | null;
  idempotency_key?: string | null;
}

interface VoucherRow {
  code: string;
  realm: string;
  campaign: string;
  user_id: string | null;
  holder_hash: string;
  holder_masked: string;
  value_cents: number;
  price_cents: number;
  remaining_cents: number;
  uses_left: number;
  suspended: number;
  payment_id: string | null;
  issued_at: number;
}

interface ValidationRow {
  id: string;
  realm: string;
  campaign: string;
  code: string;
  shop: string;
  user_id: string | null;
  amount_cents: number;
  covered_cents: number;
  at: number;
  undone_at: number | null;
  ticket: string | null;
}

const voucherOf = (r: VoucherRow): StoredVoucher => ({
  code: r.code,
  realm: r.realm,
  campaign: r.campaign,
  userId: r.user_id,
  holderHash: r.holder_hash,
  holderMasked: r.holder_masked,
  valueCents: r.value_cents,
  priceCents: r.price_cents,
  remainingCents: r.remaining_cents,
  usesLeft: r.uses_left,
  suspended: r.suspended === 1,
  paymentId: r.payment_id,
  issuedAt: r.issued_at,
});

const validationOf = (r: ValidationRow): StoredValidation => ({
  id: r.id,
  realm: r.realm,
  campaign: r.campaign,
  code: r.code,
  shop: r.shop,
  userId: r.user_id,
  amountCents: r.amount_cents,
  coveredCents: r.covered_cents,
  at: r.at,
  undoneAt: r.undone_at,
  ticket: r.ticket,
});

/** What a campaign is, for the store: its slug, cap, value, price, uses and vouchers per person. */
export interface CampaignTerms {
  slug: string;
  cap: number;
  valueCents: number;
  priceCents: number;
  uses: number;
  perPerson: number;
}

export type ApplyOutcome =
  | { outcome: 'issued'; vouchers: StoredVoucher[] }
  | { outcome: 'held'; paymentId: string; count: number }
  | { outcome: 'exhausted'; left: number }
  | { outcome: 'limit'; already: number };

export type ValidateOutcome =
  | { outcome: 'validated'; validation: StoredValidation; voucher: StoredVoucher; repeated?: true }
  | { outcome: 'not-found' | 'spent' | 'expired' | 'suspended' | 'other-campaign' }
  | { outcome: 'below-minimum' };

/** A fresh code from 80 random bits. */
const newCode = () => makeVoucherCode(randomBytes(10));

export class Vouchers {
  readonly db: Database;
  private readonly ledger: SqlitePayments | undefined;

  /** `ledger`: the payments whose holds these are; an expired hold's pending payment is cancelled there. */
  constructor(db: Database, ledger?: SqlitePayments) {
    this.db = db;
    this.ledger = ledger;
  }

  /** Vouchers issued and held of a campaign: what counts against its cap. */
  counted(realm: string, campaign: string): { issued: number; held: number } {
    const issued = this.db.prepare('SELECT count(*) AS n FROM vouchers WHERE realm = ? AND campaign = ?').get(realm, campaign) as { n: number };
    const held = this.db.prepare('SELECT coalesce(sum(count), 0) AS n FROM voucher_holds WHERE realm = ? AND campaign = ?').get(realm, campaign) as {
      n: number;
    };
    return { issued: Number(issued.n), held: Number(held.n) };
  }

  /** Vouchers a census ID (its hash) already has or holds in a campaign. */
  private ofHolder(realm: string, campaign: string, holderHash: string): number {
    const issued = this.db
      .prepare('SELECT count(*) AS n FROM vouchers WHERE realm = ? AND campaign = ? AND holder_hash = ?')
      .get(realm, campaign, holderHash) as { n: number };
    const held = this.db
      .prepare('SELECT coalesce(sum(count), 0) AS n FROM voucher_holds WHERE realm = ? AND campaign = ? AND holder_hash = ?')
      .get(realm, campaign, holderHash) as { n: number };
    return Number(issued.n) + Number(held.n);
  }

  private insertVouchers(
    input: {
      realm: string;
      campaign: string;
      userId: string | null;
      holderHash: string;
      holderMasked: string;
      paymentId: string | null;
      count: number;
      now: number;
    },
    terms: Pick<CampaignTerms, 'valueCents' | 'priceCents' | 'uses'>,
  ): StoredVoucher[] {
    const insert = this.db.prepare(
      `INSERT INTO vouchers (code, realm, campaign, user_id, holder_hash, holder_masked, value_cents, price_cents, remaining_cents, uses_left, payment_id, issued_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    const made: StoredVoucher[] = [];
    for (let i = 0; i < input.count; i++) {
      const code = newCode();
      insert.run(
        code,
        input.realm,
        input.campaign,
        input.userId,
        input.holderHash,
        input.holderMasked,
        terms.valueCents,
        terms.priceCents,
        terms.valueCents,
        terms.uses,
        input.paymentId,
        input.now,
      );
      made.push(this.get(code)!);
    }
    return made;
  }

  /**
   * Applies for `count` vouchers of a campaign for one census ID (`holderHash`) in one IMMEDIATE transaction: the
   * holder's `perPerson` (issued and held), then the cap (issued and held); then a free campaign's vouchers are issued, a paid one's
   * held with the payment `alsoInside` makes (it runs last, inside the transaction, and answers the payment's id).
   */
  apply(
    input: { realm: string; userId: string; holderHash: string; holderMasked: string; count: number; now: number },
    terms: CampaignTerms,
    alsoInside: (count: number) => string = () => {
      throw new Error('a paid campaign needs its payment');
    },
  ): ApplyOutcome {
    this.expireHolds(input.now);
    return immediateTransaction(this.db, (): ApplyOutcome => {
      const { realm, count, now } = input;
      const already = this.ofHolder(realm, terms.slug, input.holderHash);
      if (already + count > terms.perPerson) return { outcome: 'limit', already };
      const { issued, held } = this.counted(realm, terms.slug);
      const left = Math.max(0, terms.cap - issued - held);
      if (count > left) return { outcome: 'exhausted', left };
      if (terms.priceCents === 0) {
        const vouchers = this.insertVouchers({ ...input, campaign: terms.slug, paymentId: null }, terms);
        return { outcome: 'issued', vouchers };
      }
      const paymentId = alsoInside(count);
      this.db
        .prepare(
          `INSERT INTO voucher_holds (payment_id, realm, campaign, user_id, holder_hash, holder_masked, count, value_cents, price_cents, uses, expires_at, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          paymentId,
          realm,
          terms.slug,
          input.userId,
          input.holderHash,
          input.holderMasked,
          count,
          terms.valueCents,
          terms.priceCents,
          terms.uses,
          now + VOUCHER_HOLD_MS,
          now,
        );
      return { outcome: 'held', paymentId, count };
    });
  }

  /** The hold of a payment, if any. */
  holdOf(realm: string, paymentId: string): { campaign: string; count: number; expiresAt: number } | undefined {
    const row = this.db.prepare('SELECT campaign, count, expires_at FROM voucher_holds WHERE realm = ? AND payment_id = ?').get(realm, paymentId) as
      | { campaign: string; count: number; expires_at: number }
      | undefined;
    return row && { campaign: row.campaign, count: row.count, expiresAt: row.expires_at };
  }

  /**
   * A paid payment's hold becomes its vouchers, at the terms it was paid at: once, however many times the verdict
   * arrives. Answers the vouchers issued now (none when nothing was held).
   */
  issueHeld(realm: string, paymentId: string, now: number): StoredVoucher[] {
    return immediateTransaction(this.db, () => {
      const hold = this.db.prepare('SELECT * FROM voucher_holds WHERE realm = ? AND payment_id = ?').get(realm, paymentId) as
        | {
            campaign: string;
            user_id: string | null;
            holder_hash: string;
            holder_masked: string;
            count: number;
            value_cents: number;
            price_cents: number;
            uses: number;
          }
        | undefined;
      if (!hold) return [];
      this.db.prepare('DELETE FROM voucher_holds WHERE realm = ? AND payment_id = ?').run(realm, paymentId);
      return this.insertVouchers(
        {
          realm,
          campaign: hold.campaign,
          userId: hold.user_id,
          holderHash: hold.holder_hash,
          holderMasked: hold.holder_masked,
          paymentId,
          count: hold.count,
          now,
        },
        { valueCents: hold.value_cents, priceCents: hold.price_cents, uses: hold.uses },
      );
    });
  }

  /** Every hold, with its realm and payment (a start finishes the holds whose payment was decided meanwhile). */
  holds(): Array<{ realm: string; paymentId: string }> {
    return (this.db.prepare('SELECT realm, payment_id FROM voucher_holds').all() as Array<{ realm: string; payment_id: string }>).map((h) => ({
      realm: h.realm,
      paymentId: h.payment_id,
    }));
  }

  /** Drops the hold of a payment refused or cancelled: nothing was charged, the vouchers go back to the budget. */
  release(realm: string, paymentId: string): boolean {
    return this.db.prepare('DELETE FROM voucher_holds WHERE realm = ? AND payment_id = ?').run(realm, paymentId).changes > 0;
  }

  /**
   * Ends the holds whose window has closed: each one's payment, still pending, is cancelled in the ledger first (its
   * listeners release the hold); a hold whose payment was paid meanwhile stays for `issueHeld`. Answers how many
   * holds were dropped.
   */
  expireHolds(now: number): number {
    const expired = this.db.prepare('SELECT realm, payment_id FROM voucher_holds WHERE expires_at <= ?').all(now) as Array<{
      realm: string;
      payment_id: string;
    }>;
    let dropped = 0;
    for (const hold of expired) {
      if (this.ledger) {
        const settled = this.ledger.settle(hold.realm, hold.payment_id, 'cancel', new Date(now));
        if (settled.outcome !== 'missing' && settled.payment.status === 'pay') continue;
      }
      // The ledger's listeners may have released it already (settleVoucherPayments): dropped either way.
      this.release(hold.realm, hold.payment_id);
      if (!this.holdOf(hold.realm, hold.payment_id)) dropped++;
    }
    return dropped;
  }

  get(code: string): StoredVoucher | undefined {
    const row = this.db.prepare('SELECT * FROM vouchers WHERE code = ?').get(code) as VoucherRow | undefined;
    return row && voucherOf(row);
  }

  /** A voucher of a realm by code. */
  inRealm(realm: string, code: string): StoredVoucher | undefined {
    const found = this.get(code);
    return found?.realm === realm ? found : undefined;
  }

  /** An account's vouchers of every campaign, newest first. */
  ofUser(realm: string, userId: string): StoredVoucher[] {
    const rows = this.db
      .prepare('SELECT * FROM vouchers WHERE realm = ? AND user_id = ? ORDER BY issued_at DESC, code')
      .all(realm, userId) as unknown as VoucherRow[];
    return rows.map(voucherOf);
  }

  /** The uses of a voucher (undone ones left out), oldest first. */
  usesOf(code: string): StoredValidation[] {
    const rows = this.db
      .prepare('SELECT * FROM voucher_validations WHERE code = ? AND undone_at IS NULL ORDER BY at, rowid')
      .all(code) as unknown as ValidationRow[];
    return rows.map(validationOf);
  }

  validation(realm: string, id: string): StoredValidation | undefined {
    const row = this.db.prepare('SELECT * FROM voucher_validations WHERE realm = ? AND id = ?').get(realm, id) as ValidationRow | undefined;
    return row && validationOf(row);
  }

  /**
   * One use of a voucher by `shop`, in one IMMEDIATE transaction: the voucher is read under the write lock, checked
   * (its campaign among `campaigns`, not suspended, not spent, not expired by `expired`, the amount at least the
   * minimum), and its remaining value and uses taken with a guarded UPDATE, so of two tills scanning it at once the
   * second finds it as the first left it. `inside` runs in the same transaction with the new validation's id (the
   * ticket photo attached to it). An `idempotencyKey` the shop already validated with answers that validation
   * (`repeated`), whatever else was sent: a till whose answer was lost sends again, and nothing is taken twice.
   */
  validate(
    input: { realm: string; code: string; shop: string; userId: string; amountCents: number; now: number; idempotencyKey?: string | undefined },
    rules: { campaigns: ReadonlySet<string>; expired: (campaign: string) => boolean; minimumCents: (campaign: string) => number },
    inside: (validationId: string) => string | null = () => null,
  ): ValidateOutcome {
    return immediateTransaction(this.db, (): ValidateOutcome => {
      if (input.idempotencyKey) {
        const before = this.db
          .prepare('SELECT * FROM voucher_validations WHERE realm = ? AND shop = ? AND idempotency_key = ?')
          .get(input.realm, input.shop, input.idempotencyKey) as ValidationRow | undefined;
        if (before) return { outcome: 'validated', validation: validationOf(before), voucher: this.get(before.code)!, repeated: true };
      }
      const voucher = this.inRealm(input.realm, input.code);
      if (!voucher) return { outcome: 'not-found' };
      if (!rules.campaigns.has(voucher.campaign)) return { outcome: 'other-campaign' };
      if (voucher.suspended) return { outcome: 'suspended' };
      if (voucher.remainingCents <= 0 || voucher.usesLeft <= 0) return { outcome: 'spent' };
      if (rules.expired(voucher.campaign)) return { outcome: 'expired' };
      if (input.amountCents < rules.minimumCents(voucher.campaign)) return { outcome: 'below-minimum' };
      const covered = Math.min(input.amountCents, voucher.remainingCents);
      const taken = this.db
        .prepare(
          'UPDATE vouchers SET remaining_cents = remaining_cents - ?, uses_left = uses_left - 1 WHERE code = ? AND uses_left > 0 AND remaining_cents >= ? AND suspended = 0',
        )
        .run(covered, voucher.code, covered);
      if (taken.changes !== 1) return { outcome: 'spent' };
      const id = randomBytes(12).toString('hex');
      const ticket = inside(id);
      this.db
        .prepare(
          `INSERT INTO voucher_validations (id, realm, campaign, code, shop, user_id, amount_cents, covered_cents, at, ticket, idempotency_key)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          id,
          input.realm,
          voucher.campaign,
          voucher.code,
          input.shop,
          input.userId,
          input.amountCents,
          covered,
          input.now,
          ticket,
          input.idempotencyKey ?? null,
        );
      return { outcome: 'validated', validation: this.validation(input.realm, id)!, voucher: this.get(voucher.code)! };
    });
  }

  /**
   * Undoes a validation of `shop` made within UNDO_WINDOW_MS: its value and use go back to the voucher. Answers the
   * validation undone, `window` when too late (or already undone), or undefined for another shop's or none.
   */
  undo(realm: string, id: string, shop: string, now: number): StoredValidation | 'window' | undefined {
    return immediateTransaction(this.db, () => {
      const found = this.validation(realm, id);
      if (!found || found.shop !== shop) return undefined;
      if (found.undoneAt !== null || now > found.at + UNDO_WINDOW_MS) return 'window';
      this.db.prepare('UPDATE voucher_validations SET undone_at = ? WHERE id = ? AND undone_at IS NULL').run(now, id);
      this.db
        .prepare('UPDATE vouchers SET remaining_cents = remaining_cents + ?, uses_left = uses_left + 1 WHERE code = ?')
        .run(found.coveredCents, found.code);
      return this.validation(realm, id)!;
    });
  }

  /** A shop's validations from `fromMs` (undone ones too), newest first. */
  validationsOfShop(realm: string, shop: string, fromMs: number): StoredValidation[] {
    const rows = this.db
      .prepare('SELECT * FROM voucher_validations WHERE realm = ? AND shop = ? AND at >= ? ORDER BY at DESC, rowid DESC')
      .all(realm, shop, fromMs) as unknown as ValidationRow[];
    return rows.map(validationOf);
  }

  /** A campaign's validations that stand (not undone), oldest first; one shop's alone with `shop`. */
  validationsOfCampaign(realm: string, campaign: string, shop?: string): StoredValidation[] {
    const rows = (shop
      ? this.db
          .prepare('SELECT * FROM voucher_validations WHERE realm = ? AND campaign = ? AND shop = ? AND undone_at IS NULL ORDER BY at, rowid')
          .all(realm, campaign, shop)
      : this.db
          .prepare('SELECT * FROM voucher_validations WHERE realm = ? AND campaign = ? AND undone_at IS NULL ORDER BY at, rowid')
          .all(realm, campaign)) as unknown as ValidationRow[];
    return rows.map(validationOf);
  }

  /** A campaign's vouchers, oldest first (the desk's figures). */
  vouchersOfCampaign(realm: string, campaign: string): StoredVoucher[] {
    const rows = this.db
      .prepare('SELECT * FROM vouchers WHERE realm = ? AND campaign = ? ORDER BY issued_at, code')
      .all(realm, campaign) as unknown as VoucherRow[];
    return rows.map(voucherOf);
  }

  /** The town hall suspends a voucher or lifts its suspension. Answers the voucher, or undefined. */
  setVoucherSuspended(realm: string, code: string, suspended: boolean): StoredVoucher | undefined {
    this.db.prepare('UPDATE vouchers SET suspended = ? WHERE realm = ? AND code = ?').run(suspended ? 1 : 0, realm, code);
    return this.inRealm(realm, code);
  }

  shopSuspended(realm: string, shop: string): boolean {
    const row = this.db.prepare('SELECT suspended FROM voucher_shop_status WHERE realm = ? AND shop = ?').get(realm, shop) as { suspended: number } | undefined;
    return row?.suspended === 1;
  }

  setShopSuspended(realm: string, shop: string, suspended: boolean, by: string, now: number): void {
    this.db
      .prepare(
        `INSERT INTO voucher_shop_status (realm, shop, suspended, changed_by, changed_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (realm, shop) DO UPDATE SET suspended = excluded.suspended, changed_by = excluded.changed_by, changed_at = excluded.changed_at`,
      )
      .run(realm, shop, suspended ? 1 : 0, by, now);
  }

  /** The shop an account signs in for, if any. */
  shopOfUser(realm: string, userId: string): string | undefined {
    const row = this.db.prepare('SELECT shop FROM voucher_shop_accounts WHERE realm = ? AND user_id = ?').get(realm, userId) as { shop: string } | undefined;
    return row?.shop;
  }

  /** Makes an account the shop's (one shop per account: a grant replaces the account's earlier shop). */
  grantShop(realm: string, userId: string, shop: string, by: string | null, now: number): void {
    this.db
      .prepare(
        `INSERT INTO voucher_shop_accounts (realm, user_id, shop, granted_by, granted_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (realm, user_id) DO UPDATE SET shop = excluded.shop, granted_by = excluded.granted_by, granted_at = excluded.granted_at`,
      )
      .run(realm, userId, shop, by, now);
  }

  /**
   * Removes the ticket photos of a campaign's validations (retention: docs/vouchers.md "What is kept"): `remove`
   * deletes each upload's file and row; the validation keeps its figures. Answers how many.
   */
  forgetTickets(realm: string, campaign: string, remove: (uploadId: string) => void): number {
    const rows = this.db
      .prepare('SELECT id, ticket FROM voucher_validations WHERE realm = ? AND campaign = ? AND ticket IS NOT NULL')
      .all(realm, campaign) as Array<{ id: string; ticket: string }>;
    for (const row of rows) {
      remove(row.ticket);
      this.db.prepare('UPDATE voucher_validations SET ticket = NULL WHERE id = ?').run(row.id);
    }
    return rows.length;
  }

  /** When a campaign's last validation was made (epoch ms), if any. */
  lastValidationAt(realm: string, campaign: string): number | undefined {
    const row = this.db.prepare('SELECT max(at) AS at FROM voucher_validations WHERE realm = ? AND campaign = ?').get(realm, campaign) as { at: number | null };
    return row.at ?? undefined;
  }

  /** The campaigns, of every realm, that still keep a ticket photo. */
  campaignsWithTickets(): Array<{ realm: string; campaign: string }> {
    return this.db.prepare('SELECT DISTINCT realm, campaign FROM voucher_validations WHERE ticket IS NOT NULL').all() as Array<{
      realm: string;
      campaign: string;
    }>;
  }
}
