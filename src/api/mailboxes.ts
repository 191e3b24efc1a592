/** A mailbox's definition (its form, payments, contact), as the form, the request pages and the build read it. */
import type { ApiClient } from './client.ts';
import { endpointUrl, type Endpoints } from './endpoints.ts';

export function mailboxesApi(client: ApiClient, realm: Endpoints) {
  const at = endpointUrl(client, realm);
  return {
    /** `GET {mail api}/{realm}/mailbox/{mailbox}`: the mailbox definition. */
    mailbox: (mailbox: string) => client.request<unknown>(at('mail', `${realm.id}/mailbox/${encodeURIComponent(mailbox)}`)),
  };
}
