/** The session cookie: a random token whose digest names the session in the database (`store/sessions.ts`). */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { SESSION_DAYS, type Sessions } from '../store/sessions.ts';

export const SESSION_COOKIE = 'portal_session';

/** Whether the browser reached us over HTTPS (directly or through a proxy that says so). */
function overHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto') === 'https';
}

function giveCookie(c: Context, token: string): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: overHttps(c),
    path: '/api',
    maxAge: SESSION_DAYS * 86_400,
  });
}

/** The request's session id; with `create`, a new session (and its cookie) when it has none. */
export function sessionOf(c: Context, sessions: Sessions, create: true): string;
export function sessionOf(c: Context, sessions: Sessions, create?: false): string | undefined;
export function sessionOf(c: Context, sessions: Sessions, create = false): string | undefined {
  const known = sessions.find(getCookie(c, SESSION_COOKIE));
  if (known || !create) return known;
  const { token, id } = sessions.create();
  giveCookie(c, token);
  return id;
}

/**
 * A new session id for the caller, its cookie replacing the old one, which ends (`Sessions.renew`): at sign-in,
 * at sign-out (`leaving` the realm, or `'all'`), and at any change of role made within a call (the e-mail
 * verification of docs/accounts-api.md calls this too). Answers the new session's id.
 */
export function renewSession(c: Context, sessions: Sessions, leaving?: string | 'all'): string {
  const { token, id } = sessions.renew(sessions.find(getCookie(c, SESSION_COOKIE)), leaving);
  giveCookie(c, token);
  return id;
}
