/** The request form's sign-in calls (docs/product-spec.md §4: logged in, register, log in, log out) on the realm's `auth` endpoint. */
import type { ApiClient, Refusal } from './client.ts';
import { endpointUrl, type Endpoints } from './endpoints.ts';

/** A user as the auth calls answer it (docs/product-spec.md §3 "User"). */
export interface SessionUser {
  _id: string;
  realm?: string;
  firstName?: string;
  lastName?: string;
  telephone?: string;
  email?: string;
  deviceId?: string;
  /** The client's address as the server sees it; the device id is built from it. */
  remote?: string;
  admin?: boolean;
  /** Staff of this realm's desk (docs/requests-api.md "The staff desk"). */
  staff?: boolean;
  emailVerified?: boolean;
}

/**
 * Whether the logged-in check's refusal says nobody is signed in: a 400 or 401, by status, as docs/product-spec.md
 * §4 defines it for any API of the contract (the local one answers `not-signed-in`). No answer (offline) or a 500
 * cannot tell.
 */
export function loggedOut(refusal: Refusal | undefined): boolean {
  return refusal?.httpStatus === 400 || refusal?.httpStatus === 401;
}

export function authApi(client: ApiClient, realm: Endpoints) {
  const at = endpointUrl(client, realm);
  return {
    /** `GET {api}/v2/auth/loggedin`: the user, or a 400/401 answer when logged out (docs/product-spec.md §4). */
    loggedIn: () => client.request<SessionUser>(at('auth', 'v2/auth/loggedin'), { background: true }),
    register: (body: Record<string, string>) => client.request<SessionUser>(at('auth', 'v2/auth/register'), { method: 'POST', body }),
    login: (body: Record<string, string>) => client.request<SessionUser>(at('auth', 'v2/auth/login'), { method: 'POST', body }),
    logout: () => client.request(at('auth', 'v2/auth/logout')),
  };
}
