/**
 * The citizen accounts' calls (docs/accounts-api.md) and the spec's sign-in calls they sit beside
 * (docs/product-spec.md §7: `/{realm}/login`, `/{realm}/loggedin`, `/{realm}/logout`), one function per call over the
 * one client, on the realm's `auth` endpoint (the same origin's `/api` by default).
 */
import type { ApiErrorCode } from '../domain/http/api-errors.ts';
import type { RealmConfig } from '../schemas/realm.ts';
import { resolveUrl, type ApiClient } from './client.ts';
import type { SessionUser } from './auth.ts';

/** What the account forms send back as problems: a field, a UI string key, the server's Spanish words. */
export interface AccountAnswer {
  ok?: boolean;
  err?: string;
  errCode?: ApiErrorCode;
  errors?: Array<{ field: string; key: string; params?: Record<string, string>; message?: string }>;
}

export interface ConfirmAnswer extends AccountAnswer {
  /** The browser that registered opened the link, and is signed in. */
  signedIn?: boolean;
  /** The page the citizen was on when they registered. */
  returnTo?: string;
}

export interface ProfileAnswer extends AccountAnswer {
  firstName?: string;
  lastName?: string;
  telephone?: string;
  email?: string;
  emailVerified?: boolean;
  /** A new address that waits for its link to be opened. */
  pendingEmail?: string;
}

export interface Registration {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  /** A path of the site to come back to once signed in. */
  returnTo?: string | undefined;
}

export interface ProfileChange {
  firstName: string;
  lastName: string;
  telephone: string;
  email: string;
  /** Asked for when the address changes (docs/accounts-api.md). */
  currentPassword?: string;
}

export function accountsApi(client: ApiClient, realm: Pick<RealmConfig, 'id' | 'endpoints'>, lang: string) {
  const at = (path: string) => resolveUrl(realm.endpoints.auth ?? '/api', path, client.origin);
  const post = <T>(path: string, body: Record<string, unknown>) => client.request<T>(at(path), { method: 'POST', body: { realm: realm.id, lang, ...body } });

  return {
    /** Who is signed in to the realm; 401 when nobody is (docs/product-spec.md §4). */
    loggedIn: () => client.request<SessionUser>(at(`${realm.id}/loggedin`), { background: true }),
    /** Signs in by e-mail (or user name) and password. */
    signIn: (user: string, password: string) => client.request<SessionUser>(at(`${realm.id}/login`), { method: 'POST', body: { user, password } }),
    signOut: () => client.request<{ ok?: boolean }>(at(`${realm.id}/logout`)),
    /** Always 202 for a well-formed registration: whether the address had an account is told only to it. */
    register: (registration: Registration) => post<AccountAnswer>('v2/auth/register', { ...registration }),
    confirm: (token: string) => post<ConfirmAnswer>('v2/auth/verify', { token }),
    forgotPassword: (email: string) => post<AccountAnswer>('v2/auth/password/forgot', { email }),
    resetPassword: (token: string, password: string) => post<AccountAnswer>('v2/auth/password/reset', { token, password }),
    profile: () => client.request<ProfileAnswer>(at(`${realm.id}/profile`), { background: true }),
    saveProfile: (change: ProfileChange) => post<ProfileAnswer>(`${realm.id}/profile`, { ...change }),
    /** "Descargar mis datos": the account's copy (docs/accounts-api.md "Your data"). */
    exportData: () => client.request<Record<string, unknown>>(at(`${realm.id}/profile/export`)),
    /** "Eliminar mi cuenta", confirmed with the password. */
    deleteAccount: (password: string) => post<AccountAnswer>(`${realm.id}/profile/delete`, { password }),
  };
}
export type AccountsApi = ReturnType<typeof accountsApi>;
