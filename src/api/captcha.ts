/**
 * The request form's captcha: an image of an operation with the proof of work that goes with it, and the same
 * operation in words (docs/security.md, "The captcha").
 */
import type { CaptchaWork } from '../domain/requests/captcha-work.ts';
import type { ApiClient } from './client.ts';
import { endpointUrl, type Endpoints } from './endpoints.ts';

/** A new captcha: its image (a data: URL) and its work. */
export interface CaptchaAnswer {
  image: string;
  work: CaptchaWork;
}

export function captchaApi(client: ApiClient, realm: Endpoints) {
  const at = endpointUrl(client, realm);
  return {
    /** The captcha image's URL (docs/product-spec.md §7); `n` busts caches so each refresh shows a new operation. */
    captchaUrl: (n: number) => at('requests', `${realm.id}/requests/captcha?n=${n}`),
    /** A new captcha, as the form shows it: the image and its work, in one answer (never cached). */
    captcha: () => client.request<CaptchaAnswer>(at('requests', `${realm.id}/requests/captcha`), { query: { format: 'json' } }),
    /** The same operation in words, for those who cannot see the image, with its work (a new one if it expired). */
    captchaText: (lang: string) =>
      client.request<{ question: string; work: CaptchaWork }>(at('requests', `${realm.id}/requests/captcha`), { query: { format: 'text', lang } }),
  };
}
