/** The request form's captcha: an image of an operation, and the same operation in words. */
import type { ApiClient } from './client.ts';
import { endpointUrl, type Endpoints } from './endpoints.ts';

export function captchaApi(client: ApiClient, realm: Endpoints) {
  const at = endpointUrl(client, realm);
  return {
    /** The captcha image's URL; `n` busts caches so each refresh shows a new operation. */
    captchaUrl: (n: number) => at('requests', `${realm.id}/requests/captcha?n=${n}`),
    /** The same operation in words, for those who cannot see the image. */
    captchaText: (lang: string) => client.request<{ question: string }>(at('requests', `${realm.id}/requests/captcha`), { query: { format: 'text', lang } }),
  };
}
