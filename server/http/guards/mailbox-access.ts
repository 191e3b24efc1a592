/**
 * Who may write to a mailbox: a known realm, a mailbox that exists and is well defined, a logged-in user of
 * that realm (spec §4: the form needs one, 'Usuario no encontrado'), and an open mailbox unless the user is
 * an administrator (spec §6). Uploads and request creation both start here.
 */
import type { Context } from 'hono';
import type { Mailbox } from '../../../src/schemas/mailbox.ts';
import type { DocumentStore } from '../../store/documents.ts';
import { findMailbox } from '../../store/mailboxes.ts';
import type { Sessions } from '../../store/sessions.ts';
import type { User, Users } from '../../store/users.ts';
import { sessionOf } from '../session-cookie.ts';

export type Granted = { mailbox: Mailbox; sessionId: string; user: User };
export type MailboxAccess = (c: Context, realm: string, mailboxId: string) => Granted | { response: Response };

export function mailboxAccess(opts: { store: DocumentStore; sessions: Sessions; users: Users; knownRealm: (realm: string) => boolean }): MailboxAccess {
  const { store, sessions, users, knownRealm } = opts;
  return (c, realm, mailboxId) => {
    if (!knownRealm(realm)) return { response: c.json({ err: 'No se ha definido el municipio de la solicitud!.' }, 404) };
    const found = findMailbox(store, realm, mailboxId);
    if (found.state === 'missing') return { response: c.json({ err: 'No se ha definido el buzón de la solicitud!.' }, 404) };
    if (found.state === 'invalid') return { response: c.json({ err: 'Buzón no configurado correctamente.' }, 409) };
    const sessionId = sessionOf(c, sessions);
    const userId = sessions.userOf(sessionId, realm);
    const user = userId ? users.get(realm, userId) : undefined;
    if (!sessionId || !user) return { response: c.json({ err: 'Usuario no encontrado' }, 401) };
    if (found.mailbox.disabled && !user.admin) return { response: c.json({ err: 'Este Buzón está cerrado' }, 403) };
    return { mailbox: found.mailbox, sessionId, user };
  };
}
