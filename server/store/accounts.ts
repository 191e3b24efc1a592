/**
 * A citizen's account from registration to a new password (docs/accounts-api.md), each step in ONE transaction with
 * the message it sends (queued in the outbox) and the token it opens or uses up.
 *
 * - Registering never says whether the address has an account: a free address gets a link that confirms it,
 *   an address with an account gets a "someone tried to register" notice, and the caller answers both alike.
 *   The account is made only when the link is opened (nothing is kept of an address nobody confirmed but the
 *   pending row, for a day). A device user who registered is upgraded in place only when it has sent nothing:
 *   a device is often a shared computer, and whoever registers on it proves only their own mailbox, not that
 *   they sent what the device sent before. Otherwise a fresh account is made and the device's requests stay
 *   with their follow-up keys (docs/write-side.md, "Citizen accounts").
 * - A registration confirmed from the browser that made it signs that browser in: the person who chose the
 *   password also holds the mailbox. From any other browser, the citizen signs in with the password.
 * - A new password signs the account out everywhere and proves its address; the account is told by e-mail.
 * - No address gets more than MAX_MESSAGES_PER_HOUR of these messages an hour, whoever asks: past that, the
 *   call answers as usual and sends nothing.
 *
 * Messages are rendered by the caller (`server/mail/account-mail.ts`): the store only knows when to send them.
 */
import type { AccountProblem } from '../../src/domain/accounts/account-rules.ts';
import { accountKey } from '../../src/domain/accounts/account-keys.ts';
import { AccountTokens, type AccountToken, type TokenRefusal } from './account-tokens.ts';
import type { Database } from './database.ts';
import { MailOutbox, type OutgoingMail } from './mail-outbox.ts';
import { Sessions } from './sessions.ts';
import { Users, type CitizenProfile, type User } from './users.ts';

/** How long a link to confirm an address works. */
export const CONFIRM_LINK_HOURS = 24;
/** How long a link to choose a new password works (one hour, docs/write-side.md "Accounts"). */
export const RESET_LINK_MINUTES = 60;
/** How long the link that undoes a change of address works, told to the old address. */
export const UNDO_LINK_DAYS = 7;
/** Messages of the accounts one address may receive in an hour. */
export const MAX_MESSAGES_PER_HOUR = 5;

const HOUR = 3_600_000;

/** What confirming a link may have to tell: an account's old address that it changed, with the link that undoes it. */
export interface ConfirmMail {
  addressChanged: (oldAddress: string, language: string | undefined) => MessageWithLink;
}

/** A registration as the citizen gave it, its password already hashed. */
export interface Registration extends CitizenProfile {
  passwordHash: string;
  /** The language of the page it came from, for the messages and the link. */
  language: string;
  /** The page to go back to once signed in (a checked path of the site). */
  returnTo?: string | undefined;
}

/** What a message's link opens, rendered by the caller once the token exists. */
export type MessageWithLink = (token: string) => OutgoingMail;

/** Why a link opened nothing: the token's refusal, or an address that another account took meanwhile. */
export type LinkRefusal = TokenRefusal | 'taken';

export interface Confirmed {
  user: User;
  /** The confirmation came from the browser that registered, which is now signed in. */
  signedIn: boolean;
  returnTo?: string | undefined;
  /** The language the registration was made in. */
  language?: string | undefined;
}

/** A link refused because another account took the address meanwhile: its transaction is rolled back. */
const TAKEN = { refused: 'taken' } as const;
export class Accounts {
  readonly db: Database;
  private readonly users: Users;
  private readonly tokens: AccountTokens;
  private readonly outbox: MailOutbox;
  private readonly sessions: Sessions;

  constructor(db: Database) {
    this.db = db;
    this.users = new Users(db);
    this.tokens = new AccountTokens(db);
    this.outbox = new MailOutbox(db);
    this.sessions = new Sessions(db);
  }

  /** Runs `work` in one transaction, committed unless `keeps` says its result changes nothing (a refusal). */
  private transaction<T>(work: () => T, keeps: (result: T) => boolean = () => true): T {
    this.db.exec('BEGIN IMMEDIATE');
    try {
      const result = work();
      this.db.exec(keeps(result) ? 'COMMIT' : 'ROLLBACK');
      return result;
    } catch (error) {
      this.db.exec('ROLLBACK');
      throw error;
    }
  }

  /** Whether another message may go to this address now (the cap per address). */
  private mayWrite(realm: string, emailKey: string, now: number): boolean {
    return this.tokens.sentTo(realm, emailKey, now - HOUR) < MAX_MESSAGES_PER_HOUR;
  }

  /** A notice that someone tried to use an address that has an account: counted like any message, never opened. */
  private noticeTo(realm: string, emailKey: string, notice: () => OutgoingMail, now: number): void {
    this.tokens.issue({ realm, purpose: 'notice', emailKey }, HOUR, now);
    this.outbox.enqueue(notice(), now);
  }

  /**
   * A registration from `sessionId` (signed in as `current`, if anyone): a link to confirm a free address, a
   * notice to one that has an account. The latest registration of an address is the one its link confirms.
   */
  register(
    realm: string,
    sessionId: string,
    current: User | undefined,
    registration: Registration,
    mail: { confirm: MessageWithLink; alreadyRegistered: () => OutgoingMail },
    now = Date.now(),
  ): void {
    const emailKey = accountKey(registration.email);
    this.transaction(() => {
      if (!this.mayWrite(realm, emailKey, now)) return;
      if (this.users.withAddress(realm, registration.email)) return this.noticeTo(realm, emailKey, mail.alreadyRegistered, now);
      this.tokens.revoke(realm, 'register', { emailKey }, now);
      const device = current?.deviceId && !current.user ? current._id : undefined;
      const token = this.tokens.issue(
        { realm, purpose: 'register', emailKey, sessionId, payload: { ...registration, ...(device ? { deviceUser: device } : {}) } },
        CONFIRM_LINK_HOURS * HOUR,
        now,
      );
      this.outbox.enqueue(mail.confirm(token), now);
    });
  }

  /**
   * Opens a link that confirms an address: a registration's (the account is made, or the device user that
   * registered upgraded), a change of address, or the link that undoes one. `sessionId` is the browser that
   * opened it.
   */
  confirm(realm: string, token: string, sessionId: string | undefined, mail: ConfirmMail, now = Date.now()): Confirmed | { refused: LinkRefusal } {
    return this.transaction(
      (): Confirmed | { refused: LinkRefusal } => {
        const taken = this.tokens.take(realm, ['register', 'email', 'undo-email'], token, now);
        if ('refused' in taken) return taken;
        if (taken.purpose === 'register') return this.makeAccount(realm, taken, sessionId);
        if (taken.purpose === 'email') return this.changeAddress(realm, taken, sessionId, mail, now);
        return this.undoAddressChange(realm, taken, now);
      },
      // The address was taken by another account since the link was sent: the token stays unused.
      (result) => result !== TAKEN,
    );
  }

  private makeAccount(realm: string, token: AccountToken, sessionId: string | undefined): Confirmed | typeof TAKEN {
    const pending = token.payload as unknown as Registration & { deviceUser?: string };
    const profile: CitizenProfile = { firstName: pending.firstName, lastName: pending.lastName, email: pending.email, telephone: pending.telephone };
    // Only a device that has sent nothing becomes the account: what it sent may be another person's.
    const upgradable = pending.deviceUser && !this.users.hasSent(realm, pending.deviceUser);
    const upgraded = upgradable ? this.users.upgradeDevice(realm, pending.deviceUser!, profile, pending.passwordHash) : undefined;
    if (upgraded === 'taken') return TAKEN;
    // The device user's sessions end: their role changed (docs/write-side.md "Sessions"), and the
    // device's credentials are gone.
    if (upgraded) this.sessions.signOutEverywhere(realm, upgraded._id);
    const user = upgraded ?? this.users.createCitizen(realm, profile, pending.passwordHash);
    if (user === 'taken') return TAKEN;
    const signedIn = sessionId !== undefined && sessionId === token.sessionId;
    return { user, signedIn, returnTo: pending.returnTo, language: pending.language };
  }

  /**
   * The new address is confirmed: the account uses it from now on, every other session of the account ends (the
   * browser that opened the link stays signed in if it was), and the old address is told, with a link that
   * undoes the change. That message goes whatever the cap per address: it is how an owner learns of a takeover.
   */
  private changeAddress(realm: string, token: AccountToken, sessionId: string | undefined, mail: ConfirmMail, now: number): Confirmed | typeof TAKEN {
    const { email, language } = token.payload as { email: string; language?: string };
    const before = this.users.get(realm, token.userId!)!;
    if (this.users.setEmail(realm, before._id, email) === 'taken') return TAKEN;
    const signedIn = sessionId !== undefined && this.sessions.userOf(sessionId, realm) === before._id;
    this.sessions.signOutEverywhere(realm, before._id, signedIn ? sessionId : undefined);
    if (before.email && accountKey(before.email) !== accountKey(email)) {
      const oldKey = accountKey(before.email);
      this.tokens.revoke(realm, 'undo-email', { userId: before._id }, now);
      const undo = this.tokens.issue(
        { realm, purpose: 'undo-email', emailKey: oldKey, userId: before._id, payload: { email: before.email } },
        UNDO_LINK_DAYS * 24 * HOUR,
        now,
      );
      this.outbox.enqueue(mail.addressChanged(before.email, language)(undo), now);
    }
    return { user: this.users.get(realm, before._id)!, signedIn };
  }

  /**
   * The old address takes its account back: the address it had, verified (the link reached it), every session
   * ended, and the links sent meanwhile (a new password, another change of address) stop working. Whoever
   * changed it may know the password: the citizen then chooses a new one with a reset link to this address.
   */
  private undoAddressChange(realm: string, token: AccountToken, now: number): Confirmed | { refused: LinkRefusal } {
    const { email } = token.payload as { email: string };
    const user = this.users.get(realm, token.userId!);
    if (!user) return { refused: 'unknown' };
    if (this.users.setEmail(realm, user._id, email) === 'taken') return TAKEN;
    this.sessions.signOutEverywhere(realm, user._id);
    for (const purpose of ['email', 'reset'] as const) this.tokens.revoke(realm, purpose, { userId: user._id }, now);
    return { user: this.users.get(realm, user._id)!, signedIn: false };
  }

  /**
   * A link to choose a new password, to the account that has this address; nothing sent when none has it. Both
   * take the same path (a token written, a message rendered, one commit), so the time of the answer does not
   * tell whether the address has an account: only the message is left out for an unknown one. Its token is
   * never sent, so it opens nothing; it counts towards the address's cap like any message.
   */
  requestReset(realm: string, email: string, mail: (to: string) => MessageWithLink, now = Date.now()): void {
    const emailKey = accountKey(email);
    this.transaction(() => {
      const found = this.users.withAddress(realm, email);
      const user = found?.email && accountKey(found.email) === emailKey ? found : undefined;
      if (!this.mayWrite(realm, emailKey, now)) return;
      this.tokens.revoke(realm, 'reset', user ? { userId: user._id } : { emailKey }, now);
      const token = this.tokens.issue({ realm, purpose: 'reset', emailKey, userId: user?._id ?? null }, RESET_LINK_MINUTES * 60_000, now);
      const message = mail(user?.email ?? email)(token);
      if (user) this.outbox.enqueue(message, now);
    });
  }

  /**
   * Opens a reset link with the new password's hash: the password changes, the address counts as proved, every
   * session of the account ends, the other reset links stop working, and the account is told. `problem` checks
   * the password against the account (its address, its user name) once the token says which account it is:
   * a password it refuses leaves everything as it was, the link unused.
   */
  resetPassword(
    realm: string,
    token: string,
    passwordHash: string,
    { told, problem }: { told: (user: User) => OutgoingMail; problem?: (user: User) => AccountProblem | undefined },
    now = Date.now(),
  ): User | { refused: TokenRefusal } | { problem: AccountProblem } {
    return this.transaction(
      (): User | { refused: TokenRefusal } | { problem: AccountProblem } => {
        const taken = this.tokens.take(realm, ['reset'], token, now);
        if ('refused' in taken) return taken;
        const user = taken.userId ? this.users.get(realm, taken.userId) : undefined;
        if (!user) return { refused: 'unknown' as const };
        const refused = problem?.(user);
        if (refused) return { problem: refused };
        this.users.setPassword(realm, user._id, passwordHash, !!user.email && accountKey(user.email) === taken.emailKey);
        this.sessions.signOutEverywhere(realm, user._id);
        // The link proved the mailbox: a sign-in locked by someone else's guesses opens again.
        this.users.clearFailures(realm, user._id);
        this.tokens.revoke(realm, 'reset', { userId: user._id }, now);
        if (user.email && this.mayWrite(realm, taken.emailKey, now)) this.noticeTo(realm, taken.emailKey, () => told(user), now);
        return this.users.get(realm, user._id)!;
      },
      // A refused password is rolled back: the token is still unused, so the citizen can choose another with the same link.
      (result) => !('problem' in result),
    );
  }

  /**
   * Saves a citizen's name, surnames and telephone and, for a new address, sends it a link to confirm it (or,
   * when another account has it, that account a notice) without saying which: the account keeps its address
   * until the link is opened. Giving the current address back cancels a change that was waiting.
   */
  updateProfile(
    realm: string,
    user: User,
    profile: CitizenProfile,
    mail: { confirm: MessageWithLink; alreadyRegistered: () => OutgoingMail; language?: string | undefined },
    now = Date.now(),
  ): void {
    this.transaction(() => {
      this.users.setProfile(realm, user._id, profile);
      const emailKey = accountKey(profile.email);
      this.tokens.revoke(realm, 'email', { userId: user._id }, now);
      if ((user.email && accountKey(user.email) === emailKey) || !this.mayWrite(realm, emailKey, now)) return;
      const owner = this.users.withAddress(realm, profile.email);
      if (owner && owner._id !== user._id) {
        // Recorded as waiting all the same, so the profile shows the same thing whoever has the address.
        this.tokens.issue(
          { realm, purpose: 'email', emailKey, userId: user._id, payload: { email: profile.email, decoy: true } },
          CONFIRM_LINK_HOURS * HOUR,
          now,
        );
        this.outbox.enqueue(mail.alreadyRegistered(), now);
        return;
      }
      const token = this.tokens.issue(
        { realm, purpose: 'email', emailKey, userId: user._id, payload: { email: profile.email, language: mail.language } },
        CONFIRM_LINK_HOURS * HOUR,
        now,
      );
      this.outbox.enqueue(mail.confirm(token), now);
    });
  }

  /** The new address an account asked for and has not confirmed yet. */
  pendingEmail(realm: string, userId: string, now = Date.now()): string | undefined {
    const payload = this.tokens.pending(realm, userId, 'email', now)?.payload as { email?: string } | undefined;
    return payload?.email;
  }
}
