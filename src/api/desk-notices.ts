/**
 * The desk's calls of the town hall's notices (docs/notices.md "Calls"): the realm's notices with their state,
 * publishing one, withdrawing one, and how a published one's copies went (docs/notices.md "Delivery"). They go to the realm's `requests` endpoint (the same origin's `/api` by
 * default) with the session cookie, as the desk's other calls (src/api/desk.ts). A refusal keeps its status, code
 * and the problems of each field for `refusalOf`.
 */
import * as v from 'valibot';
import type { NoticeDraft } from '../domain/notices/notice-rules.ts';
import { DeskNoticeListSchema, DeskNoticeSchema, NoticeDeliverySchema } from '../schemas/notices.ts';
import { resolveUrl, type ApiClient } from './client.ts';
import { checked, type Endpoints } from './desk.ts';

const RefusalSchema = v.looseObject({
  err: v.optional(v.string()),
  errCode: v.optional(v.string()),
  errors: v.optional(v.array(v.looseObject({ field: v.optional(v.string()), key: v.string(), message: v.optional(v.string()) }))),
});

export function deskNoticesApi(client: ApiClient, realm: Endpoints) {
  const desk = (path = '') => resolveUrl(realm.endpoints.requests ?? '/api', `${realm.id}/desk/avisos${path}`, client.origin);
  return {
    /** The realm's notices, newest first, each with its state now. */
    list: (signal?: AbortSignal) => {
      const url = desk();
      return client.request<unknown>(url, { retry: 2, signal }).then(checked(DeskNoticeListSchema, url, 'GET', RefusalSchema));
    },
    /** Publishes a notice now or schedules it; never retried (a retry after a lost answer would publish it twice). */
    publish: (draft: NoticeDraft) => {
      const url = desk();
      return client.request<unknown>(url, { method: 'POST', body: draft }).then(checked(DeskNoticeSchema, url, 'POST', RefusalSchema));
    },
    /** Withdraws a notice: out of the inbox at the next build. */
    withdraw: (id: string) => {
      const url = desk(`/${encodeURIComponent(id)}/withdraw`);
      return client.request<unknown>(url, { method: 'POST', body: {} }).then(checked(DeskNoticeSchema, url, 'POST', RefusalSchema));
    },
    /**
     * How a notice's push and e-mail copies went, by its slug (the id it was handed to delivery with). A 404
     * `not-found` refusal: it was never queued, so nothing was sent.
     */
    delivery: (slug: string, signal?: AbortSignal) => {
      const url = resolveUrl(realm.endpoints.requests ?? '/api', `${realm.id}/desk/notices/${encodeURIComponent(slug)}/delivery`, client.origin);
      return client.request<unknown>(url, { retry: 2, signal, background: true }).then(checked(NoticeDeliverySchema, url, 'GET', RefusalSchema));
    },
  };
}
export type DeskNoticesApi = ReturnType<typeof deskNoticesApi>;
