/**
 * Who may use the desk's calls of a realm: a known realm, a session signed in to that realm (401 otherwise:
 * signed in elsewhere, another realm's staff included, is not signed in here), and an account with the staff
 * role there (403 for a citizen). What such a member may then see is narrowed to the mailboxes they handle.
 * Every answer of the desk holds citizens' data, so every one, refusals included, is `no-store`.
 */
import type { Context } from 'hono';
import type { Sessions } from '../../store/sessions.ts';
import { handlesMailbox, type User, type Users } from '../../store/users.ts';
import { sessionOf } from '../session-cookie.ts';

export const NO_STORE = { 'Cache-Control': 'no-store' };

export const NOT_SIGNED_IN = 'No ha iniciado sesión.';
export const NOT_STAFF = 'Su cuenta no tiene acceso a la gestión de solicitudes.';
export const NOT_YOUR_MAILBOX = 'No gestiona las solicitudes de ese buzón.';

export interface StaffMember {
  user: User;
  /** Whether the member handles requests of `mailbox`. */
  handles: (mailbox: string) => boolean;
}

export type StaffAccess = (c: Context, realm: string) => StaffMember | { response: Response };

export function staffAccess({ sessions, users, knownRealm }: { sessions: Sessions; users: Users; knownRealm: (realm: string) => boolean }): StaffAccess {
  return (c, realm) => {
    if (!knownRealm(realm)) return { response: c.json({ err: 'No se ha definido el municipio de la solicitud!.' }, 404, NO_STORE) };
    const userId = sessions.userOf(sessionOf(c, sessions), realm);
    const user = userId ? users.get(realm, userId) : undefined;
    if (!user) return { response: c.json({ err: NOT_SIGNED_IN }, 401, NO_STORE) };
    if (!user.staff) return { response: c.json({ err: NOT_STAFF }, 403, NO_STORE) };
    return { user, handles: (mailbox) => handlesMailbox(user, mailbox) };
  };
}

/** The refusal of a request or mailbox the member does not handle. */
export const notYourMailbox = (c: Context) => c.json({ err: NOT_YOUR_MAILBOX, errCode: 'mailbox' }, 403, NO_STORE);
