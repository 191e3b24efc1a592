/**
 * The citizen accounts' calls, in the style of docs/product-spec.md §7 (docs/accounts-api.md): registration with a
 * profile (docs/product-spec.md §7's `POST /v2/auth/register`, `auth.ts` hands it here), confirming an address, a
 * forgotten password, and the signed-in citizen's profile. The transactions are `Accounts`'
 * (server/store/accounts.ts); this checks what arrived, hashes passwords off the main thread, and answers.
 *
 * Registration and a forgotten password answer the same words whatever the address: whether it has an account
 * is told only to its mailbox. Registration also takes the same time either way: a password is hashed whether
 * it will be kept or not, and a message is rendered and queued either way.
 */
import { Hono, type Context } from 'hono';
import {
  currentPasswordProblem,
  emailProblem,
  newPasswordProblem,
  profileProblems,
  registrationProblems,
  type AccountProblem,
} from '../../../src/domain/accounts/account-rules.ts';
import { acceptedLanguage } from '../../../src/domain/http/accept-language.ts';
import { safeReturnPath } from '../../../src/domain/accounts/return-path.ts';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { MAX_PASSWORD_LENGTH } from '../../../src/domain/accounts/password-rules.ts';
import { resolveRealm, realmById } from '../../../src/realm/resolve.ts';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import { accountKey } from '../../../src/domain/accounts/account-keys.ts';
import { hashSecretAsync } from '../../core/passwords.ts';
import type { AccountMail } from '../../mail/account-mail.ts';
import type { AccountData } from '../../store/account-data.ts';
import type { Accounts } from '../../store/accounts.ts';
import type { MailOutbox } from '../../store/mail-outbox.ts';
import type { Sessions } from '../../store/sessions.ts';
import type { User, Users } from '../../store/users.ts';
import { readJson } from '../guards/body.ts';
import { renewSession, sessionOf } from '../session-cookie.ts';

export interface AccountOptions {
  sessions: Sessions;
  users: Users;
  accounts: Accounts;
  realms: () => RealmConfig[];
  mail: AccountMail;
  data: AccountData;
  outbox: MailOutbox;
}

const text = (value: unknown, max = 1000) => (typeof value === 'string' ? value.slice(0, max) : '');

/**
 * How much of a password field is read: one unit more than the longest allowed password can take in UTF-16 (an
 * emoji is two units), so a password is never cut short before its rule counts its characters.
 */
const PASSWORD_UNITS = 2 * MAX_PASSWORD_LENGTH + 1;

/** The named fields of a body as text, each cut well past what its rule allows (the rules then say what is wrong). */
const fieldsOf = <Name extends string>(body: Record<string, unknown>, limits: Record<Name, number>) =>
  Object.fromEntries(Object.entries<number>(limits).map(([name, max]) => [name, text(body[name], max)])) as Record<Name, string>;

/** A form's problems: the first one's words as `err`, all of them with their keys for the page. */
function refusal(problems: AccountProblem[]): never {
  throw new ApiError('accountInvalid', { problems });
}

/** A link that opens nothing: used, expired, unknown, or an address taken meanwhile. */
const LINK_REFUSALS = { unknown: 'linkUnknown', used: 'linkUsed', expired: 'linkExpired', taken: 'linkTaken' } as const;
function linkRefused(reason: keyof typeof LINK_REFUSALS): never {
  throw new ApiError(LINK_REFUSALS[reason]);
}

const noRealm = (): never => {
  throw new ApiError('noRealm');
};

/** A citizen with an account, not an anonymous device user (who has no profile to read or change). */
const hasAccount = (user: User | undefined): user is User => !!user && !(user.deviceId && !user.user) && !!(user.email || user.user);

export function accountRoutes({ sessions, users, accounts, realms, mail, data, outbox }: AccountOptions) {
  const api = new Hono();
  const realmOf = (c: Context, body?: Record<string, unknown>) =>
    resolveRealm({ host: c.req.header('host'), query: typeof body?.realm === 'string' ? body.realm : c.req.query('realm') }, realms());
  const known = (realm: string) => realmById(realms(), realm) !== undefined;
  /** The page's language, else the realm's the browser asks for most: the language of the messages and of their links. */
  const languageOf = (c: Context, body: Record<string, unknown>, realm: string) =>
    typeof body.lang === 'string' ? body.lang : acceptedLanguage(c.req.header('accept-language'), realmById(realms(), realm)?.languages ?? []);
  const signedIn = (c: Context, realm: string) => {
    const userId = sessions.userOf(sessionOf(c, sessions), realm);
    return userId ? users.get(realm, userId) : undefined;
  };

  /** `POST /v2/auth/register` with profile data: always 202, a message to the address either way. */
  const register = async (c: Context, realm: string, body: Record<string, unknown>) => {
    const input = fieldsOf(body, { firstName: 200, lastName: 200, email: 300, password: PASSWORD_UNITS });
    const problems = registrationProblems(input);
    if (problems.length) return refusal(problems);
    // Hashed whether or not the address has an account: the time of the answer must not tell.
    const passwordHash = await hashSecretAsync(input.password);
    const sessionId = sessionOf(c, sessions, true);
    const messages = mail(realm, languageOf(c, body, realm));
    const email = input.email.trim();
    const telephone = text(body.telephone, 100).trim();
    accounts.register(
      realm,
      sessionId,
      signedIn(c, realm),
      {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email,
        ...(telephone ? { telephone } : {}),
        passwordHash,
        language: messages.language,
        returnTo: safeReturnPath(text(body.returnTo, 600)),
      },
      { confirm: messages.confirmAddress(email, false), alreadyRegistered: messages.alreadyRegistered(email) },
    );
    return c.json({ ok: true }, 202);
  };

  api.post('/v2/auth/verify', async (c) => {
    const body = await readJson(c);
    const realm = realmOf(c, body);
    if (!known(realm)) return noRealm();
    const confirmedAt = new Date();
    const confirmed = accounts.confirm(realm, text(body.token, 200), sessionOf(c, sessions), {
      addressChanged: (oldAddress, language) => mail(realm, language).addressChanged(oldAddress, confirmedAt),
    });
    if ('refused' in confirmed) return linkRefused(confirmed.refused);
    if (confirmed.signedIn) sessions.login(renewSession(c, sessions), realm, confirmed.user._id);
    return c.json({ ok: true, signedIn: confirmed.signedIn, ...(confirmed.returnTo ? { returnTo: confirmed.returnTo } : {}) });
  });

  api.post('/v2/auth/password/forgot', async (c) => {
    const body = await readJson(c);
    const realm = realmOf(c, body);
    if (!known(realm)) return noRealm();
    const email = text(body.email, 300).trim();
    const problem = emailProblem(email);
    if (problem) return refusal([problem]);
    const messages = mail(realm, languageOf(c, body, realm));
    accounts.requestReset(realm, email, (to) => messages.passwordReset(to));
    return c.json({ ok: true }, 202);
  });

  api.post('/v2/auth/password/reset', async (c) => {
    const body = await readJson(c);
    const realm = realmOf(c, body);
    if (!known(realm)) return noRealm();
    const password = text(body.password, PASSWORD_UNITS);
    // The account's address is not known before the token is opened: the rule about it is checked after.
    const problem = newPasswordProblem(password);
    if (problem) return refusal([problem]);
    const passwordHash = await hashSecretAsync(password);
    const messages = mail(realm, languageOf(c, body, realm));
    const changedAt = new Date();
    const reset = accounts.resetPassword(realm, text(body.token, 200), passwordHash, {
      told: (user) => messages.passwordChanged(user.email!, changedAt),
      // As at registration: the password may be neither the account's address nor its user name.
      problem: (user) => [user.email, user.user].map((own) => (own ? newPasswordProblem(password, own) : undefined)).find(Boolean),
    });
    if ('refused' in reset) return linkRefused(reset.refused);
    if ('problem' in reset) return refusal([reset.problem]);
    return c.json({ ok: true });
  });

  const profileOf = (realm: string, user: User) => {
    const pendingEmail = accounts.pendingEmail(realm, user._id);
    return {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      telephone: user.telephone ?? '',
      email: user.email ?? '',
      emailVerified: user.emailVerified,
      ...(pendingEmail ? { pendingEmail } : {}),
    };
  };

  api.get('/:realm/profile', (c) => {
    const realm = c.req.param('realm');
    if (!known(realm)) return noRealm();
    const user = signedIn(c, realm);
    if (!hasAccount(user)) throw new ApiError('notSignedIn');
    return c.json(profileOf(realm, user));
  });

  api.post('/:realm/profile', async (c) => {
    const realm = c.req.param('realm');
    if (!known(realm)) return noRealm();
    const body = await readJson(c);
    const user = signedIn(c, realm);
    if (!hasAccount(user)) throw new ApiError('notSignedIn');
    const input = fieldsOf(body, { firstName: 200, lastName: 200, telephone: 100, email: 300 });
    const problems = profileProblems(input);
    if (problems.length) return refusal(problems);
    const email = input.email.trim();
    // A new address is where a reset link would go: the session alone may not ask for one, the password must.
    if (accountKey(email) !== accountKey(user.email ?? '')) {
      const currentPassword = text(body.currentPassword, PASSWORD_UNITS);
      const missing = currentPasswordProblem(email, user.email, currentPassword);
      if (missing) return refusal([missing]);
      if (!(await users.checkPassword(realm, user._id, currentPassword)))
        return refusal([{ field: 'currentPassword', key: 'account.error.currentPassword.wrong' }]);
    }
    const messages = mail(realm, languageOf(c, body, realm));
    accounts.updateProfile(
      realm,
      user,
      { firstName: input.firstName.trim(), lastName: input.lastName.trim(), telephone: input.telephone.trim() || undefined, email },
      { confirm: messages.confirmAddress(email, true), alreadyRegistered: messages.alreadyRegistered(email), language: messages.language },
    );
    return c.json(profileOf(realm, users.get(realm, user._id)!));
  });

  /**
   * "Descargar mis datos": the signed-in account's copy (`AccountData.copyOf`) as a JSON file. Only the session's
   * own account: there is no id to ask for another's.
   */
  api.get('/:realm/profile/export', (c) => {
    const realm = c.req.param('realm');
    if (!known(realm)) return noRealm();
    const user = signedIn(c, realm);
    if (!hasAccount(user)) throw new ApiError('notSignedIn');
    return c.body(`${JSON.stringify(data.copyOf(realm, user), null, 2)}\n`, 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': `attachment; filename="mis-datos-${realm}.json"`,
      'Cache-Control': 'no-store',
    });
  });

  /**
   * "Eliminar mi cuenta": `{ password, lang? }`, the account's password again (a wrong one counts as a failed
   * sign-in). Staff and administrators are refused: their accounts are the town hall's. The requests stay,
   * detached, with private links in the farewell message (`AccountData.erase`).
   */
  api.post('/:realm/profile/delete', async (c) => {
    const realm = c.req.param('realm');
    if (!known(realm)) return noRealm();
    const body = await readJson(c);
    const user = signedIn(c, realm);
    if (!hasAccount(user)) throw new ApiError('notSignedIn');
    if (user.staff || user.admin) throw new ApiError('staffAccountKept');
    const password = text(body.password, PASSWORD_UNITS);
    if (!password) return refusal([{ field: 'password', key: 'account.delete.passwordMissing' }]);
    if (!(await users.checkPassword(realm, user._id, password))) return refusal([{ field: 'password', key: 'account.error.currentPassword.wrong' }]);
    const messages = mail(realm, languageOf(c, body, realm));
    const at = new Date();
    data.erase(realm, user, outbox, (to, kept) => messages.accountDeleted(to, at, kept), at);
    return c.json({ ok: true });
  });

  return { routes: api, register };
}
