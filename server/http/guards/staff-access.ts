/**
 * Who may use the desk's calls of a realm: a known realm, a session signed in to that realm (401 otherwise:
 * signed in elsewhere, another realm's staff included, is not signed in here), and an account with the staff
 * role there (403 for a citizen). What such a member may then see is narrowed to the mailboxes they handle, and
 * at the counter of cita previa to the offices they attend.
 * Every answer of the desk holds citizens' data, so every one, refusals included, is `no-store`.
 */
import type { Context } from 'hono';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import type { Sessions } from '../../store/sessions.ts';
import { attendsOffice, handlesMailbox, type User, type Users } from '../../store/users.ts';
import { sessionOf } from '../session-cookie.ts';

export const NO_STORE = { 'Cache-Control': 'no-store' };

export interface StaffMember {
  user: User;
  /** Whether the member handles requests of `mailbox`. */
  handles: (mailbox: string) => boolean;
  /** Whether the member attends the counter of cita previa at `office`. */
  attends: (office: string) => boolean;
}

/** The member, or an `ApiError` thrown: no realm, not signed in there, no staff role. */
export type StaffAccess = (c: Context, realm: string) => StaffMember;

export function staffAccess({ sessions, users, knownRealm }: { sessions: Sessions; users: Users; knownRealm: (realm: string) => boolean }): StaffAccess {
  return (c, realm) => {
    if (!knownRealm(realm)) throw new ApiError('noRealm', { headers: NO_STORE });
    const userId = sessions.userOf(sessionOf(c, sessions), realm);
    const user = userId ? users.get(realm, userId) : undefined;
    if (!user) throw new ApiError('notSignedIn', { headers: NO_STORE });
    if (!user.staff) throw new ApiError('notStaff', { headers: NO_STORE });
    return { user, handles: (mailbox) => handlesMailbox(user, mailbox), attends: (office) => attendsOffice(user, office) };
  };
}

/** The refusal of a request or mailbox the member does not handle. */
export const notYourMailbox = () => new ApiError('notYourMailbox', { headers: NO_STORE });
