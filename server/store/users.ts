/**
 * Users of the local API, per realm (docs/product-spec.md §3 "User", §6): anonymous device users (deviceId + the MD5
 * of it as password, docs/product-spec.md §3) and citizens with a profile. Passwords are kept as scrypt hashes.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';
import { hashSecret, hashSecretAsync, verifySecretAsync } from '../core/passwords.ts';
import { FAILURE_LIMITS, failureKey, LoginFailures } from './login-failures.ts';
import { Sessions } from './sessions.ts';
import { accountKey, looksLikeEmail } from '../../src/domain/accounts/account-keys.ts';
import { ApiError } from '../../src/domain/http/api-errors.ts';

export interface Profile {
  firstName?: string | undefined;
  lastName?: string | undefined;
  telephone?: string | undefined;
  email?: string | undefined;
}

export interface User extends Profile {
  _id: string;
  realm: string;
  user?: string | undefined;
  deviceId?: string | undefined;
  emailVerified: boolean;
  /** Sees a closed mailbox's form (docs/product-spec.md §6, admin mode). */
  admin: boolean;
  /** Works at the desk (`/gestion`): reads and handles the realm's requests (schema.ts says why apart from `admin`). */
  staff: boolean;
  /** The mailboxes a staff member handles; null for every mailbox of the realm. */
  staffMailboxes: string[] | null;
  /** The offices of cita previa a staff member attends at the counter; null for every office of the realm. */
  staffOffices: string[] | null;
  /** The language a staff member last used the desk in: the desk's messages to them are in it. */
  deskLanguage?: string | undefined;
}

interface Row {
  id: string;
  realm: string;
  user: string | null;
  device_id: string | null;
  first_name: string | null;
  last_name: string | null;
  telephone: string | null;
  email: string | null;
  email_verified: number;
  admin: number;
  staff: number;
  staff_mailboxes: string | null;
  staff_offices: string | null;
  desk_language?: string | null;
  password_hash: string;
}

const toUser = (row: Row): User => ({
  _id: row.id,
  realm: row.realm,
  user: row.user ?? undefined,
  deviceId: row.device_id ?? undefined,
  firstName: row.first_name ?? undefined,
  lastName: row.last_name ?? undefined,
  telephone: row.telephone ?? undefined,
  email: row.email ?? undefined,
  emailVerified: row.email_verified === 1,
  admin: row.admin === 1,
  staff: row.staff === 1,
  staffMailboxes: row.staff_mailboxes === null ? null : (JSON.parse(row.staff_mailboxes) as string[]),
  staffOffices: row.staff_offices === null ? null : (JSON.parse(row.staff_offices) as string[]),
  deskLanguage: row.desk_language ?? undefined,
});

/** What a confirmed registration makes of an account: a name, surnames and an address, a telephone if given. */
export type CitizenProfile = { firstName: string; lastName: string; email: string; telephone?: string | undefined };

type NewUser = Profile & { user?: string | undefined; deviceId?: string | undefined; password: string; emailVerified?: boolean; admin?: boolean };

/** What the demo seed may say of an account's role at the desk. */
export interface StaffRole {
  staff?: boolean | undefined;
  /** Left out: every mailbox. */
  staffMailboxes?: readonly string[] | undefined;
  /** Left out: every office of cita previa. */
  staffOffices?: readonly string[] | undefined;
}

/** Whether a user works at the desk on requests of `mailbox`. */
export function handlesMailbox(user: Pick<User, 'staff' | 'staffMailboxes'>, mailbox: string): boolean {
  return user.staff && (user.staffMailboxes === null || user.staffMailboxes.includes(mailbox));
}

/** Whether a user works at the counter of cita previa at `office` (docs/appointments.md "The desk"). */
export function attendsOffice(user: Pick<User, 'staff' | 'staffOffices'>, office: string): boolean {
  return user.staff && (user.staffOffices === null || user.staffOffices.includes(office));
}

/** How staff are named at the desk (history, assignee): their name, else their user name. */
export function staffName(user: Pick<User, 'firstName' | 'lastName' | 'user' | '_id'>): string {
  return [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || user.user || user._id;
}

/**
 * Why an account cannot be made as asked: its `device` or its user `name` is another account's (or the name is
 * another account's e-mail), its `email` is another account's (or another account's user name), or its name is
 * written as an e-mail that is not its own (`name-is-other-email`).
 */
export type UserConflict = 'device' | 'name' | 'email' | 'name-is-other-email';

/** Sent without an account, as an anonymous device user: followed by a private link instead of "Mis solicitudes". */
export function sentAnonymously(user: Pick<User, 'deviceId' | 'user'>): boolean {
  return !!user.deviceId && !user.user;
}

/**
 * The stored hash of a password nobody has, made with the parameters of real ones: signing in as an unknown
 * account verifies against it, so it costs the same time as a wrong password for a real one (docs/write-side.md
 * "Accounts").
 */
const NOBODY_HASH = hashSecret(randomBytes(16).toString('base64url'));

export class Users {
  readonly db: Database;
  private readonly failures: LoginFailures;

  constructor(db: Database) {
    this.db = db;
    this.failures = new LoginFailures(db);
  }

  get(realm: string, id: string): User | undefined {
    const row = this.db.prepare('SELECT * FROM users WHERE realm = ? AND id = ?').get(realm, id) as Row | undefined;
    return row ? toUser(row) : undefined;
  }

  /**
   * Registers a device user, or an account with a user name (what the demo seed and tests make; a citizen's
   * registration goes through `Accounts`, which makes the account only once its address is confirmed). Refuses
   * any `conflictOf` with `ApiError('userExists')`, before hashing, and again at the insert for a registration
   * that raced this one.
   */
  async register(realm: string, input: NewUser): Promise<User> {
    if (this.conflictOf(realm, input)) throw new ApiError('userExists');
    const made = this.insert(realm, input, await hashSecretAsync(input.password));
    if (typeof made === 'string') throw new ApiError('userExists');
    return made;
  }

  /**
   * Per realm (docs/write-side.md "Accounts"), a device, a user name or an e-mail (names and e-mails compared by
   * `accountKey`, so whatever their case) belongs to one account; a user name is never another account's e-mail nor
   * the other way round, and a name written as an e-mail must be the account's own. Answers what stands in the
   * way of the account `input` describes, if anything.
   */
  conflictOf(realm: string, input: Pick<NewUser, 'deviceId' | 'user' | 'email'>): UserConflict | undefined {
    if (input.deviceId) {
      return this.db.prepare('SELECT 1 FROM users WHERE realm = ? AND device_id = ?').get(realm, input.deviceId) ? 'device' : undefined;
    }
    const name = input.user ? accountKey(input.user) : null;
    const email = input.email ? accountKey(input.email) : null;
    if (input.user && looksLikeEmail(input.user) && name !== email) return 'name-is-other-email';
    const taken = (column: 'name_key' | 'email_key', key: string | null) =>
      key !== null && this.db.prepare(`SELECT 1 FROM users WHERE realm = ? AND ${column} = ?`).get(realm, key) !== undefined;
    if (taken('name_key', name) || (name !== email && taken('email_key', name))) return 'name';
    if (taken('email_key', email) || (name !== email && taken('name_key', email))) return 'email';
    return undefined;
  }

  /** Makes the account, or answers what stands in its way. */
  private insert(realm: string, input: NewUser, passwordHash: string): User | UserConflict {
    // Checked again with nothing awaited since: a registration of the same name or e-mail that hashed its
    // password meanwhile has been inserted by now, and this one is told which.
    const conflict = this.conflictOf(realm, input);
    if (conflict) return conflict;
    const id = randomBytes(12).toString('hex');
    const user = input.deviceId ? null : (input.user ?? null);
    try {
      this.db
        .prepare(`INSERT INTO users (id, realm, user, name_key, device_id, first_name, last_name, telephone, email, email_key, email_verified, admin,
          password_hash, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(
          id,
          realm,
          user,
          user === null ? null : accountKey(user),
          input.deviceId ?? null,
          input.firstName ?? null,
          input.lastName ?? null,
          input.telephone ?? null,
          input.email ?? null,
          input.email ? accountKey(input.email) : null,
          input.emailVerified ? 1 : 0,
          input.admin ? 1 : 0,
          passwordHash,
          new Date().toISOString(),
        );
    } catch (error) {
      // Another process on the same file (a second server) won the race: the unique indexes decide, and its
      // account, visible now, says which.
      const raced = /UNIQUE constraint failed/.test((error as Error).message) ? this.conflictOf(realm, input) : undefined;
      if (raced) return raced;
      throw error;
    }
    return this.get(realm, id)!;
  }

  /**
   * The user whose device id, or whose verified e-mail or user name (whatever its case), and password match, or
   * undefined. A verified e-mail is looked up first: of accounts made before e-mails were unique, the one that
   * proved the address is the one it signs in. An unknown account costs the same hashing as a wrong password.
   *
   * Failures are counted per account (`LoginFailures`), before the hash is checked so that guesses sent at once
   * all count: past its limits an account answers undefined to every password, the right one included, until
   * the oldest failure leaves the window. An unknown name is counted and locked the same way under its key.
   */
  async authenticate(realm: string, login: { user?: string; deviceId?: string }, password: string, now = Date.now()): Promise<User | undefined> {
    const key = accountKey(login.user ?? '');
    const row = (
      login.deviceId
        ? this.db.prepare('SELECT * FROM users WHERE realm = ? AND device_id = ?').get(realm, login.deviceId)
        : (this.db.prepare('SELECT * FROM users WHERE realm = ? AND email_key = ? AND email_verified = 1').get(realm, key) ??
          this.db.prepare('SELECT * FROM users WHERE realm = ? AND name_key = ?').get(realm, key))
    ) as Row | undefined;
    const counted = row ? failureKey.account(row.id) : failureKey.unknown(login, key);
    return this.checkCounted(realm, counted, row, password, now);
  }

  /**
   * Whether `password` is the account's own, counted as a sign-in is (a change of address asks for it): the
   * same limits, so a stolen session cannot guess the password there either.
   */
  async checkPassword(realm: string, id: string, password: string, now = Date.now()): Promise<boolean> {
    const row = this.db.prepare('SELECT * FROM users WHERE realm = ? AND id = ?').get(realm, id) as Row | undefined;
    return (await this.checkCounted(realm, failureKey.account(id), row, password, now)) !== undefined;
  }

  /** Forgets an account's failed sign-ins: a reset link proved its mailbox. */
  clearFailures(realm: string, id: string): void {
    this.failures.clear(realm, failureKey.account(id));
  }

  private async checkCounted(realm: string, counted: string, row: Row | undefined, password: string, now: number): Promise<User | undefined> {
    const locked = this.failures.locked(realm, counted, row?.staff === 1 ? FAILURE_LIMITS.staff : FAILURE_LIMITS.citizen, now);
    if (!locked) this.failures.record(realm, counted, now);
    const right = await verifySecretAsync(password, row?.password_hash ?? NOBODY_HASH);
    if (!row || !right || locked) return undefined;
    this.failures.clear(realm, counted);
    return toUser(row);
  }

  /** The realm's staff, by name. */
  staffOf(realm: string): User[] {
    return (this.db.prepare('SELECT * FROM users WHERE realm = ? AND staff = 1').all(realm) as unknown as Row[])
      .map(toUser)
      .sort((a, b) => staffName(a).localeCompare(staffName(b), 'es'));
  }

  /** Notes the language a staff member uses the desk in, when it changed (docs/rooms.md "The desk"). */
  setDeskLanguage(realm: string, id: string, language: string): void {
    this.db.prepare('UPDATE users SET desk_language = ? WHERE realm = ? AND id = ? AND desk_language IS NOT ?').run(language, realm, id, language);
  }

  /** Gives or takes the desk's role; mailboxes and offices null (or left out) for every one of the realm. */
  setStaff(realm: string, id: string, { staff, staffMailboxes, staffOffices }: StaffRole): void {
    this.db
      .prepare('UPDATE users SET staff = ?, staff_mailboxes = ?, staff_offices = ? WHERE realm = ? AND id = ?')
      .run(
        staff ? 1 : 0,
        staff && staffMailboxes ? JSON.stringify([...staffMailboxes]) : null,
        staff && staffOffices ? JSON.stringify([...staffOffices]) : null,
        realm,
        id,
      );
  }

  /**
   * The account an address belongs to, whatever its case: as its e-mail, or as its user name (a name written as
   * an address is always the account's own). Verified or not: what matters here is that it is taken.
   */
  withAddress(realm: string, email: string): User | undefined {
    const key = accountKey(email);
    const row = (this.db.prepare('SELECT * FROM users WHERE realm = ? AND email_key = ?').get(realm, key) ??
      this.db.prepare('SELECT * FROM users WHERE realm = ? AND name_key = ?').get(realm, key)) as Row | undefined;
    return row ? toUser(row) : undefined;
  }

  /**
   * A citizen whose address was just confirmed (docs/accounts-api.md): no user name, since they sign in by their
   * verified e-mail. Answers `'taken'` when another account has taken the address since the registration.
   */
  createCitizen(realm: string, profile: CitizenProfile, passwordHash: string): User | 'taken' {
    const made = this.insert(realm, { ...profile, password: '', emailVerified: true }, passwordHash);
    return typeof made === 'string' ? 'taken' : made;
  }

  /**
   * Whether a user has sent anything to the town hall: a request, or one waiting for its payment. A device user
   * that has is never upgraded into an account (`Accounts`): its requests may be another person's.
   */
  hasSent(realm: string, id: string): boolean {
    return (
      this.db.prepare('SELECT 1 FROM requests WHERE realm = ? AND user_id = ? LIMIT 1').get(realm, id) !== undefined ||
      this.db.prepare('SELECT 1 FROM pending_requests WHERE realm = ? AND user_id = ? LIMIT 1').get(realm, id) !== undefined
    );
  }

  /**
   * Turns the device user `id` into the citizen of a confirmed registration, in place (`Accounts` does so only
   * for a device user that has sent nothing, `hasSent`). Its device id goes, so the device's stored credentials
   * open nothing from now on. Answers undefined when `id` is no longer an anonymous device user (it was upgraded
   * already); `'taken'` as above.
   */
  upgradeDevice(realm: string, id: string, profile: CitizenProfile, passwordHash: string): User | undefined | 'taken' {
    const key = accountKey(profile.email);
    if (this.addressTaken(realm, key, id)) return 'taken';
    const changed = this.db
      .prepare(`UPDATE users SET device_id = NULL, first_name = ?, last_name = ?, telephone = ?, email = ?, email_key = ?, email_verified = 1,
        password_hash = ? WHERE realm = ? AND id = ? AND device_id IS NOT NULL AND user IS NULL`)
      .run(profile.firstName, profile.lastName, profile.telephone ?? null, profile.email, key, passwordHash, realm, id);
    return Number(changed.changes) === 1 ? this.get(realm, id) : undefined;
  }

  /** A new password; `emailProved` when the reset link reached the account's address, which is then verified. */
  setPassword(realm: string, id: string, passwordHash: string, emailProved: boolean): void {
    this.db
      .prepare(`UPDATE users SET password_hash = ?, email_verified = CASE WHEN ? THEN 1 ELSE email_verified END WHERE realm = ? AND id = ?`)
      .run(passwordHash, emailProved ? 1 : 0, realm, id);
  }

  /** The citizen's name, surnames and telephone (what the `auto` contact mode sends). */
  setProfile(realm: string, id: string, profile: Pick<Profile, 'firstName' | 'lastName' | 'telephone'>): void {
    this.db
      .prepare('UPDATE users SET first_name = ?, last_name = ?, telephone = ? WHERE realm = ? AND id = ?')
      .run(profile.firstName ?? null, profile.lastName ?? null, profile.telephone ?? null, realm, id);
  }

  /** A new, confirmed address for the account; answers `'taken'`, changing nothing, when another account has it. */
  setEmail(realm: string, id: string, email: string): 'taken' | undefined {
    const key = accountKey(email);
    if (this.addressTaken(realm, key, id)) return 'taken';
    this.db.prepare('UPDATE users SET email = ?, email_key = ?, email_verified = 1 WHERE realm = ? AND id = ?').run(email, key, realm, id);
    return undefined;
  }

  /** Whether an account other than `id` has the address with `key`, as its e-mail or its user name. */
  private addressTaken(realm: string, key: string, id: string): boolean {
    return this.db.prepare('SELECT 1 FROM users WHERE realm = ? AND (email_key = ? OR name_key = ?) AND id <> ?').get(realm, key, key, id) !== undefined;
  }

  /**
   * Creates or refreshes a seeded demo account (its password, profile and role as the demo file says). When its
   * role changes (administrator, staff or their mailboxes or offices, e-mail verified or not) it is signed out everywhere,
   * so it signs in again under a new session id (docs/write-side.md "Sessions").
   */
  upsertDemo(realm: string, input: Profile & StaffRole & { user: string; password: string; emailVerified?: boolean; admin?: boolean }): void {
    const before = this.db
      .prepare('SELECT id, admin, email_verified, staff, staff_mailboxes, staff_offices FROM users WHERE realm = ? AND name_key = ?')
      .get(realm, accountKey(input.user)) as
      | { id: string; admin: number; email_verified: number; staff: number; staff_mailboxes: string | null; staff_offices: string | null }
      | undefined;
    const staffMailboxes = input.staff && input.staffMailboxes ? JSON.stringify([...input.staffMailboxes]) : null;
    const staffOffices = input.staff && input.staffOffices ? JSON.stringify([...input.staffOffices]) : null;
    const roleChanged =
      before &&
      (before.admin !== (input.admin ? 1 : 0) ||
        before.email_verified !== (input.emailVerified ? 1 : 0) ||
        before.staff !== (input.staff ? 1 : 0) ||
        before.staff_mailboxes !== staffMailboxes ||
        before.staff_offices !== staffOffices);
    if (roleChanged) new Sessions(this.db).signOutEverywhere(realm, before.id);
    const changed = this.db
      .prepare(`UPDATE users SET first_name = ?, last_name = ?, telephone = ?, email = ?, email_key = ?, email_verified = ?, admin = ?,
      password_hash = ? WHERE realm = ? AND name_key = ?`)
      .run(
        input.firstName ?? null,
        input.lastName ?? null,
        input.telephone ?? null,
        input.email ?? null,
        input.email ? accountKey(input.email) : null,
        input.emailVerified ? 1 : 0,
        input.admin ? 1 : 0,
        hashSecret(input.password),
        realm,
        accountKey(input.user),
      );
    // Updated in place so sessions and requests that point at the account keep pointing at it.
    if (Number(changed.changes) === 0) this.insert(realm, input, hashSecret(input.password));
    const { id } = this.db.prepare('SELECT id FROM users WHERE realm = ? AND name_key = ?').get(realm, accountKey(input.user)) as { id: string };
    this.setStaff(realm, id, input);
  }
}
