/**
 * Users of the local API, per realm (spec §3 "User", §6): anonymous device users (deviceId + the MD5 of it as
 * password, spec §3) and citizens with a profile. Passwords are kept as scrypt hashes.
 */
import { randomBytes } from 'node:crypto';
import type { Database } from './database.ts';
import { hashSecret, hashSecretAsync, verifySecretAsync } from '../core/passwords.ts';
import { Sessions } from './sessions.ts';

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
});

type NewUser = Profile & { user?: string | undefined; deviceId?: string | undefined; password: string; emailVerified?: boolean; admin?: boolean };

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

  /**
   * Creates or refreshes a seeded demo account (its password and profile as the demo file says). When its role
   * changes (administrator or not, e-mail verified or not) it is signed out everywhere, so it signs in again
   * under a new session id (issue 21).
   */
  upsertDemo(realm: string, input: Profile & { user: string; password: string; emailVerified?: boolean; admin?: boolean }): void {
    const before = this.db.prepare('SELECT id, admin, email_verified FROM users WHERE realm = ? AND user = ?').get(realm, input.user) as
      | { id: string; admin: number; email_verified: number }
      | undefined;
    if (before && (before.admin !== (input.admin ? 1 : 0) || before.email_verified !== (input.emailVerified ? 1 : 0))) {
      new Sessions(this.db).signOutEverywhere(realm, before.id);
    }
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
  }
}
