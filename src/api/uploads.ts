/** The request form's file uploads, one file per call, on the realm's `assets` endpoint. */
import type { ApiClient } from './client.ts';
import { endpointUrl, type Endpoints } from './endpoints.ts';

export interface UploadAnswer {
  _id?: string;
  name?: string;
  size?: number;
  mime?: string;
  err?: string;
}

export function uploadsApi(client: ApiClient, realm: Endpoints) {
  const at = endpointUrl(client, realm);
  return {
    /** `POST {assets-api}/{realm}/{mailbox}/assets2`: one file, multipart; answers its `_id`. */
    upload: (mailbox: string, field: string, file: Blob, name: string, signal?: AbortSignal) => {
      const form = new FormData();
      form.append('field', field);
      form.append('file', file, name);
      return client.request<UploadAnswer>(at('assets', `${realm.id}/${encodeURIComponent(mailbox)}/assets2`), {
        method: 'POST',
        body: form,
        signal,
        timeout: 60_000,
      });
    },
  };
}
