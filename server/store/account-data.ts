/**
 * A citizen's rights over their account (docs/accounts-api.md "Your data"; RGPD arts. 15, 17 and 20): a copy of
 * what is theirs, and the account's deletion.
 *
 * The copy holds the account's profile and its requests' references, procedures, titles, statuses and dates: only
 * what is the citizen's own, never the desk's notes, assignments or staff. Survey votes are not the account's: a
 * voter is kept only as a hash of their census ID, apart from any account (docs/surveys.md), so nothing of them is
 * in the copy.
 *
 * The copy also holds the account's local-shop vouchers and their uses (docs/vouchers.md): never the hash of the census
 * ID they were obtained with, which identifies nobody without the census.
 *
 * Deleting an account erases its profile (name, surnames, telephone, address, user name, password) and ends its
 * sessions, in one transaction. The requests it sent stay with the town hall, as the law on its records requires;
 * they are detached from the account (their sender becomes one without an account, as a device user is) and can
 * still be followed with a private link: each gets a new follow-up key, which the farewell message carries, sealed
 * in the outbox until it leaves. Staff and administrator accounts are the town hall's to remove, not their own.
 */
import { randomBytes } from 'node:crypto';
import { hashSecret } from '../core/passwords.ts';
import { type Database, immediateTransaction } from './database.ts';
import type { MailOutbox, OutgoingMail } from './mail-outbox.ts';
import { Requests } from './requests.ts';
import { Sessions } from './sessions.ts';
import type { User } from './users.ts';
import { Vouchers } from './vouchers.ts';

export interface AccountCopy {
  exportedAt: string;
  realm: string;
  account: { firstName: string; lastName: string; telephone: string; email: string; emailVerified: boolean; userName?: string };
  requests: Array<{ reference: string; mailbox: string; title: string; status: string; createdAt: string; updatedAt: string }>;
  /** Cita previa booked while signed in ("Mis citas"): the booking code, what and when, its status. */
  appointments: Array<{ code: string; service: string; office: string; startsAt: string; endsAt: string; status: string }>;
  /** Local-shop vouchers obtained with the account ("Mis bonos", docs/vouchers.md): each one's code, figures and uses. */
  vouchers: Array<{
    code: string;
    campaign: string;
    value: number;
    remaining: number;
    usesLeft: number;
    suspended: boolean;
    issuedAt: string;
    uses: Array<{ at: string; shop: string; amount: number; covered: number }>;
  }>;
}

/** A request the farewell message gives the private link of. */
export interface KeptRequest {
  reference: string;
  title: string;
  key: string;
}

export class AccountData {
  readonly db: Database;
  private readonly requests: Requests;
  private readonly sessions: Sessions;
  private readonly vouchers: Vouchers;

  constructor(db: Database) {
    this.db = db;
    this.requests = new Requests(db);
    this.sessions = new Sessions(db);
    this.vouchers = new Vouchers(db);
  }

  /** The requests an account sent, oldest first. */
  private requestsOf(realm: string, userId: string) {
    const rows = this.db.prepare('SELECT reference FROM requests WHERE realm = ? AND user_id = ? ORDER BY iid').all(realm, userId) as Array<{
      reference: string;
    }>;
    return rows.map(({ reference }) => this.requests.byReference(realm, reference)!);
  }

  /** The copy of what is `user`'s own. */
  copyOf(realm: string, user: User, now = new Date()): AccountCopy {
    return {
      exportedAt: now.toISOString(),
      realm,
      account: {
        firstName: user.firstName ?? '',
        lastName: user.lastName ?? '',
        telephone: user.telephone ?? '',
        email: user.email ?? '',
        emailVerified: user.emailVerified,
        ...(user.user ? { userName: user.user } : {}),
      },
      requests: this.requestsOf(realm, user._id).map((request) => ({
        reference: request.reference,
        mailbox: request.mailbox,
        title: String(request.title ?? ''),
        status: request.status,
        createdAt: request.createdAt,
        updatedAt: request.updatedAt,
      })),
      appointments: (
        this.db
          .prepare(
            "SELECT code, service, office, starts_at, ends_at, status FROM appointments WHERE realm = ? AND user_id = ? AND purged_at IS NULL AND origin <> 'walk-in' ORDER BY starts_at",
          )
          .all(realm, user._id) as Array<{ code: string; service: string; office: string; starts_at: number; ends_at: number; status: string }>
      ).map((a) => ({
        code: a.code,
        service: a.service,
        office: a.office,
        startsAt: new Date(a.starts_at).toISOString(),
        endsAt: new Date(a.ends_at).toISOString(),
        status: a.status,
      })),
      vouchers: this.vouchers.ofUser(realm, user._id).map((v) => ({
        code: v.code,
        campaign: v.campaign,
        value: v.valueCents / 100,
        remaining: v.remainingCents / 100,
        usesLeft: v.usesLeft,
        suspended: v.suspended,
        issuedAt: new Date(v.issuedAt).toISOString(),
        uses: this.vouchers
          .usesOf(v.code)
          .map((u) => ({ at: new Date(u.at).toISOString(), shop: u.shop, amount: u.amountCents / 100, covered: u.coveredCents / 100 })),
      })),
    };
  }

  /**
   * Deletes `user`'s account as the module says, and queues `farewell` (rendered with the requests kept and their
   * new keys) to the address the account had, if any. All or nothing.
   */
  erase(realm: string, user: User, outbox: MailOutbox, farewell: (to: string, kept: KeptRequest[]) => OutgoingMail, now = new Date()): void {
    // Hashed before the transaction: scrypt takes a while, and the write lock should not wait for it.
    const unusable = hashSecret(randomBytes(32).toString('base64url'));
    immediateTransaction(this.db, () => {
      const kept = this.requestsOf(realm, user._id).map((request) => ({
        reference: request.reference,
        title: String(request.title ?? ''),
        key: this.requests.addFollowUpKey(request._id, now),
      }));
      // The row stays, emptied, so the requests' sender is still someone: one without an account, whose device
      // nobody has (a device id no device will ever send), signed in nowhere.
      this.db
        .prepare(
          `UPDATE users SET user = NULL, name_key = NULL, email_key = NULL, device_id = ?, first_name = NULL, last_name = NULL,
            telephone = NULL, email = NULL, email_verified = 0, password_hash = ? WHERE realm = ? AND id = ?`,
        )
        .run(`erased:${randomBytes(16).toString('base64url')}`, unusable, realm, user._id);
      this.sessions.signOutEverywhere(realm, user._id);
      // Its devices keep the public notices they chose, no longer the account's own, and appointments booked
      // signed in stay reachable by their code and private link only (docs/appointments.md "Mis citas").
      this.db
        .prepare(
          `DELETE FROM push_subscription_topics WHERE topic IN ('mis-solicitudes', 'mis-citas')
            AND seq IN (SELECT seq FROM push_subscriptions WHERE realm = ? AND user_id = ?)`,
        )
        .run(realm, user._id);
      this.db.prepare('UPDATE push_subscriptions SET user_id = NULL WHERE realm = ? AND user_id = ?').run(realm, user._id);
      this.db.prepare('UPDATE appointments SET user_id = NULL WHERE realm = ? AND user_id = ?').run(realm, user._id);
      this.db.prepare('DELETE FROM account_tokens WHERE realm = ? AND user_id = ?').run(realm, user._id);
      // Vouchers keep their figures for the reimbursement's accounts, without the account (docs/vouchers.md "What is
      // kept"); a shop's account stops being the shop's, and its validations stay the shop's.
      this.db.prepare('UPDATE vouchers SET user_id = NULL WHERE realm = ? AND user_id = ?').run(realm, user._id);
      this.db.prepare('UPDATE voucher_holds SET user_id = NULL WHERE realm = ? AND user_id = ?').run(realm, user._id);
      this.db.prepare('UPDATE voucher_validations SET user_id = NULL WHERE realm = ? AND user_id = ?').run(realm, user._id);
      this.db.prepare('DELETE FROM voucher_shop_accounts WHERE realm = ? AND user_id = ?').run(realm, user._id);
      if (user.email) outbox.enqueue(farewell(user.email, kept), now.getTime());
    });
  }
}
