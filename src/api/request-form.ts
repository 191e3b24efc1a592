/**
 * Every call the request form makes (docs/product-spec.md §7: auth, mailbox, captcha, assets, census, geocode, payments,
 * requests, rooms), gathered from their subjects' modules into the one object the form's parts share.
 */
import { authApi } from './auth.ts';
import { captchaApi } from './captcha.ts';
import { censusApi } from './census.ts';
import type { ApiClient } from './client.ts';
import type { Endpoints } from './endpoints.ts';
import { geocodingApi } from './geocoding.ts';
import { mailboxesApi } from './mailboxes.ts';
import { paymentsApi } from './payments.ts';
import { requestsApi } from './requests.ts';
import { roomsApi } from './rooms.ts';
import { uploadsApi } from './uploads.ts';

export function requestFormApi(client: ApiClient, realm: Endpoints) {
  return {
    ...authApi(client, realm),
    ...mailboxesApi(client, realm),
    ...captchaApi(client, realm),
    ...uploadsApi(client, realm),
    ...requestsApi(client, realm),
    ...roomsApi(client, realm),
    ...paymentsApi(client, realm),
    ...censusApi(client, realm),
    ...geocodingApi(client, realm),
  };
}
export type RequestFormApi = ReturnType<typeof requestFormApi>;
