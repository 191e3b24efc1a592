/**
 * Users of the local API, per realm (spec §3 "User", §6): anonymous device users (deviceId + the MD5 of it as
 * password, spec §3) and citizens with a profile. Passwords are kept as scrypt hashes.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';
import { hashSecret, hashSecretAsync, verifySecretAsync } from '../core/passwords.ts';

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
  /** Sees a closed mailbox's form (spec §6, admin mode). */
  admin: boolean;
  /** Works at the desk (`/gestion`): reads and handles the realm's requests (schema.ts says why apart from `admin`). */
  staff: boolean;
  /** The mailboxes a staff member handles; null for every mailbox of the realm. */
  staffMailboxes: string[] | null;
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
});

type NewUser = Profile & { user?: string | undefined; deviceId?: string | undefined; password: string; emailVerified?: boolean; admin?: boolean };

/** What the demo seed may say of an account's role at the desk. */
export interface StaffRole {
  staff?: boolean | undefined;
  /** Left out: every mailbox. */
  staffMailboxes?: readonly string[] | undefined;
}

/** Whether a user works at the desk on requests of `mailbox`. */
export function handlesMailbox(user: Pick<User, 'staff' | 'staffMailboxes'>, mailbox: string): boolean {
  return user.staff && (user.staffMailboxes === null || user.staffMailboxes.includes(mailbox));
}

/** How staff are named at the desk (history, assignee): their name, else their user name. */
export function staffName(user: Pick<User, 'firstName' | 'lastName' | 'user' | '_id'>): string {
  return [user.firstName, user.lastName].filter((part) => part?.trim()).join(' ') || user.user || user._id;
}

export class UserExistsError extends Error {
  override name = 'UserExistsError';
}

/**
 * Spec §5: sending to a mailbox whose contact comes from the profile (mode `auto`) needs a completed profile
 * and a verified e-mail; a device user has neither and can only send where the form asks for the contact.
 */
export function hasCompleteProfile(user: User): boolean {
  return !!(user.firstName?.trim() && user.lastName?.trim() && user.email?.trim() && user.emailVerified);
}

export class Users {
  readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  get(realm: string, id: string): User | undefined {
    const row = this.db.prepare('SELECT * FROM users WHERE realm = ? AND id = ?').get(realm, id) as Row | undefined;
    return row ? toUser(row) : undefined;
  }

  /**
   * Registers a device user or a citizen. A citizen's e-mail starts unverified: the local API sends no mail,
   * so only seeded demo profiles (or `verified`) count as verified.
   */
  async register(realm: string, input: NewUser): Promise<User> {
    if (this.exists(realm, input)) throw new UserExistsError('That user already exists');
    return this.insert(realm, input, await hashSecretAsync(input.password));
  }

  private exists(realm: string, input: NewUser): boolean {
    return (
      (input.deviceId
        ? this.db.prepare('SELECT 1 FROM users WHERE realm = ? AND device_id = ?').get(realm, input.deviceId)
        : this.db.prepare('SELECT 1 FROM users WHERE realm = ? AND user = ?').get(realm, input.user ?? null)) !== undefined
    );
  }

  private insert(realm: string, input: NewUser, passwordHash: string): User {
    const id = randomBytes(12).toString('hex');
    try {
      this.db
        .prepare(`INSERT INTO users (id, realm, user, device_id, first_name, last_name, telephone, email, email_verified, admin, password_hash, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
        .run(
          id,
          realm,
          input.deviceId ? null : (input.user ?? null),
          input.deviceId ?? null,
          input.firstName ?? null,
          input.lastName ?? null,
          input.telephone ?? null,
          input.email ?? null,
          input.emailVerified ? 1 : 0,
          input.admin ? 1 : 0,
          passwordHash,
          new Date().toISOString(),
        );
    } catch (error) {
      // Two registrations of one name racing across the hashing: the unique index decides, the loser is told.
      if (/UNIQUE constraint failed/.test((error as Error).message)) throw new UserExistsError('That user already exists');
      throw error;
    }
    return this.get(realm, id)!;
  }

  /** The user whose name (or e-mail) or device id and password match, or undefined. */
  async authenticate(realm: string, login: { user?: string; deviceId?: string }, password: string): Promise<User | undefined> {
    const row = (
      login.deviceId
        ? this.db.prepare('SELECT * FROM users WHERE realm = ? AND device_id = ?').get(realm, login.deviceId)
        : this.db
            .prepare('SELECT * FROM users WHERE realm = ? AND (user = ? OR lower(email) = lower(?)) ORDER BY user = ? DESC LIMIT 1')
            .get(realm, login.user ?? '', login.user ?? '', login.user ?? '')
    ) as Row | undefined;
    if (!row || !(await verifySecretAsync(password, row.password_hash))) return undefined;
    return toUser(row);
  }

  /** The realm's staff, by name. */
  staffOf(realm: string): User[] {
    return (this.db.prepare('SELECT * FROM users WHERE realm = ? AND staff = 1').all(realm) as unknown as Row[])
      .map(toUser)
      .sort((a, b) => staffName(a).localeCompare(staffName(b), 'es'));
  }

  /** Gives or takes the desk's role; `mailboxes` null (or left out) for every mailbox of the realm. */
  setStaff(realm: string, id: string, { staff, staffMailboxes }: StaffRole): void {
    this.db
      .prepare('UPDATE users SET staff = ?, staff_mailboxes = ? WHERE realm = ? AND id = ?')
      .run(staff ? 1 : 0, staff && staffMailboxes ? JSON.stringify([...staffMailboxes]) : null, realm, id);
  }

  /** Creates or refreshes a seeded demo account (its password, profile and role as the demo file says). */
  upsertDemo(realm: string, input: Profile & StaffRole & { user: string; password: string; emailVerified?: boolean; admin?: boolean }): void {
    const changed = this.db
      .prepare(`UPDATE users SET first_name = ?, last_name = ?, telephone = ?, email = ?, email_verified = ?, admin = ?,
      password_hash = ? WHERE realm = ? AND user = ?`)
      .run(
        input.firstName ?? null,
        input.lastName ?? null,
        input.telephone ?? null,
        input.email ?? null,
        input.emailVerified ? 1 : 0,
        input.admin ? 1 : 0,
        hashSecret(input.password),
        realm,
        input.user,
      );
    // Updated in place so sessions and requests that point at the account keep pointing at it.
    if (Number(changed.changes) === 0) this.insert(realm, input, hashSecret(input.password));
    const { id } = this.db.prepare('SELECT id FROM users WHERE realm = ? AND user = ?').get(realm, input.user) as { id: string };
    this.setStaff(realm, id, input);
  }
}
