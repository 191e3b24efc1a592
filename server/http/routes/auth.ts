/**
 * The auth calls of docs/product-spec.md §7: `/v2/auth/{register,login,loggedin,logout}` (realm from the body,
 * `?realm=` or the host) and the realm-scoped `/{realm}/{login,loggedin,logout}`. A 401 on `loggedin` means logged
 * out (docs/product-spec.md §4).
 *
 * What docs/write-side.md "The write side under load and abuse" settles here: which account a name or an e-mail signs
 * in is decided by `Users` (unique whatever the case; an e-mail signs in only once verified); every sign-in and
 * sign-out gives the caller a new session id (`renewSession`); and an unknown account costs the same hashing as a
 * wrong password, so neither the answer nor its time tells which accounts exist. Registration is a device's here; a
 * citizen's, with profile data, is `accounts.ts`' (docs/accounts-api.md), which answers alike whether the address has
 * an account and tells only its mailbox.
 */
import { Hono, type Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import * as v from 'valibot';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { MAX_PASSWORD_LENGTH } from '../../../src/domain/accounts/password-rules.ts';
import { resolveRealm, realmById } from '../../../src/realm/resolve.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import type { Sessions } from '../../store/sessions.ts';
import type { User, Users } from '../../store/users.ts';
import { readJson } from '../guards/body.ts';
import { renewSession, sessionOf } from '../session-cookie.ts';

const Text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max));
const DeviceRegistration = v.object({
  deviceId: v.pipe(v.string(), v.regex(/^[\w.:-]{1,120}$/)),
  password: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});
/**
 * A password as registration allows it: up to MAX_PASSWORD_LENGTH characters (code points), which is up to
 * twice as many UTF-16 units (an emoji is two): counted in units, 200 emoji would be refused at sign-in.
 */
const LoginPassword = v.pipe(v.string(), v.minLength(1), v.maxLength(2 * MAX_PASSWORD_LENGTH));
const Login = v.object({
  user: v.optional(v.pipe(Text(200), v.minLength(1))),
  deviceId: v.optional(v.pipe(Text(120), v.minLength(1))),
  password: LoginPassword,
});

/** The address the request came from: the form builds the device id from it (docs/product-spec.md §3 "User"). */
export function remoteOf(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'web';
  } catch {
    return 'web'; // no socket (Hono's app.request in tests)
  }
}

export function publicUser(user: User, c: Context) {
  return { ...user, remote: remoteOf(c) };
}

export interface AuthOptions {
  sessions: Sessions;
  users: Users;
  realms: () => RealmConfig[];
  /** A registration with profile data (`accounts.ts`). */
  registerCitizen: (c: Context, realm: string, body: Record<string, unknown>) => Promise<Response>;
}

export function authRoutes({ sessions, users, realms, registerCitizen }: AuthOptions) {
  const api = new Hono();
  const known = (realm: string) => realmById(realms(), realm) !== undefined;
  /** The realm of a `/v2/auth` call: named in the body or the query, else the host's. */
  const realmOf = (c: Context, body?: Record<string, unknown>) =>
    resolveRealm({ host: c.req.header('host'), query: typeof body?.realm === 'string' ? body.realm : c.req.query('realm') }, realms());

  const register = async (c: Context) => {
    const body = await readJson(c);
    const realm = realmOf(c, body);
    if (!known(realm)) throw new ApiError('noRealm');
    if (body.deviceId === undefined) return registerCitizen(c, realm, body);
    const device = v.safeParse(DeviceRegistration, body);
    if (!device.success) throw new ApiError('registrationInvalid');
    // A device id is random: only a retry of the same device (or a forged one) meets an existing one, which the
    // store refuses as `userExists`.
    return c.json(publicUser(await users.register(realm, device.output), c));
  };

  const login = (scoped: boolean) => async (c: Context) => {
    const body = await readJson(c);
    const realm = scoped ? c.req.param('realm')! : realmOf(c, body);
    if (!known(realm)) throw new ApiError('noRealm');
    const parsed = v.safeParse(Login, body);
    if (!parsed.success || (!parsed.output.user && !parsed.output.deviceId)) throw new ApiError('credentialsMissing');
    const user = await users.authenticate(realm, parsed.output, parsed.output.password);
    if (!user) throw new ApiError('credentialsWrong');
    // A new session id at sign-in: a token anyone handed this browser before (the captcha call gives one to
    // all comers) must not become the citizen's signed-in session.
    sessions.login(renewSession(c, sessions), realm, user._id);
    return c.json(publicUser(user, c));
  };

  const loggedIn = (scoped: boolean) => (c: Context) => {
    const realm = scoped ? c.req.param('realm')! : realmOf(c);
    const userId = sessions.userOf(sessionOf(c, sessions), realm);
    const user = userId ? users.get(realm, userId) : undefined;
    if (!user) throw new ApiError('notSignedIn');
    return c.json(publicUser(user, c));
  };

  const logout = (scoped: boolean) => (c: Context) => {
    if (sessionOf(c, sessions)) renewSession(c, sessions, scoped ? c.req.param('realm')! : 'all');
    return c.json({ ok: true });
  };

  api.post('/v2/auth/register', register);
  api.post('/v2/auth/login', login(false));
  api.get('/v2/auth/loggedin', loggedIn(false));
  api.get('/v2/auth/logout', logout(false));
  api.post('/:realm/login', login(true));
  api.get('/:realm/loggedin', loggedIn(true));
  api.get('/:realm/logout', logout(true));
  return api;
}
