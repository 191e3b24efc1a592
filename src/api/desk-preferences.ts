/**
 * A staff member's choice of the desk's e-mail notices, from their profile page (`GET`/`POST …/desk/preferences`,
 * docs/requests-api.md "The staff desk"). Kept apart from the desk's calls (src/api/desk.ts) so the profile page's
 * script carries neither the desk's schemas nor valibot: the answer is one boolean, checked by hand.
 */
import type { RealmConfig } from '../schemas/realm.ts';
import { answered, resolveUrl, type ApiClient, type ApiResult } from './client.ts';

/** `mail` of an answer that has it; undefined for a refusal (signed out, not staff) or anything else. */
const mailOf = (answer: unknown): boolean | undefined => {
  const body = answered(answer as ApiResult<{ mail?: unknown }>);
  return typeof body?.mail === 'boolean' ? body.mail : undefined;
};

export function deskPreferencesApi(client: ApiClient, realm: Pick<RealmConfig, 'id' | 'endpoints'>) {
  const url = resolveUrl(realm.endpoints.requests ?? '/api', `${realm.id}/desk/preferences`, client.origin);
  return {
    /** Whether the signed-in member gets the notices; undefined for anyone who is not staff of the realm. */
    mail: (): Promise<boolean | undefined> => client.request<unknown>(url, { retry: 1 }).then(mailOf),
    /** Turns them on or off; answers the setting kept, or undefined when it was not saved. */
    setMail: (mail: boolean): Promise<boolean | undefined> => client.request<unknown>(url, { method: 'POST', body: { mail } }).then(mailOf),
  };
}
