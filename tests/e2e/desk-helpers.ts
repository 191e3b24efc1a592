/**
 * The citizen's side of the desk's end-to-end journey, through the citizen's own calls and pages. Sending goes
 * through the request form's calls from the citizen's browser (the form itself is request-form.spec.ts's);
 * reading and replying go through the request's page opened with its private link (follow-up.spec.ts tests that
 * page itself), so the desk meets what a citizen really sees and does.
 */
import { expect, type Page } from '@playwright/test';

/** The answer the e2e server's captcha always expects (LOCAL_API_CAPTCHA_ANSWER in playwright.config.ts). */
const CAPTCHA = '7';

/** A request as its citizen holds it: its reference and the private link's key given when it was sent. */
export interface SentRequest {
  reference: string;
  followUpKey: string;
}

/**
 * A citizen without an account reports an incidence from their browser on the realm's site, as the form does:
 * a device user, the captcha and its proof of work, the request. Answers its reference and follow-up key.
 */
export async function citizenSends(page: Page, incidence: { title: string; body: string; email: string }): Promise<SentRequest> {
  const answer = await page.evaluate(
    async ({ incidence, captcha }) => {
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
      const device = { deviceId: `e2e-desk-${Date.now()}-${Math.random().toString(36).slice(2)}`, password: 'e2e-device-password' };
      await post('/api/v2/auth/register', device);
      await post('/api/v2/auth/login', device);
      // The captcha as the form shows it, and its proof of work done as the form's worker does (docs/security.md).
      const { work } = await (await fetch('/api/alcantir/requests/captcha?format=json')).json();
      const encoder = new TextEncoder();
      let number = -1;
      for (let n = 0; n <= work.maxNumber && number < 0; n++) {
        const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`${work.salt}${n}`)));
        if (Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('') === work.challenge) number = n;
      }
      const response = await post(
        '/api/alcantir/requests/incidencias/create',
        {
          title: incidence.title,
          body: incidence.body,
          category: 'Alumbrado público',
          address: 'Calle Abadia, 12',
          coordinates: { lat: 38.9866, lng: -0.5213 },
          contact: { firstName: 'Lucía', lastName: 'Ferrer Soler', telephone: '600 123 456', email: incidence.email },
          images: [],
          files: [],
          extra: {},
          privacyAccepted: true,
          captcha,
          captchaWork: { salt: work.salt, number, signature: work.signature },
        },
        { 'Idempotency-Key': `e2e-desk-${Date.now()}` },
      );
      return { status: response.status, body: await response.json() };
    },
    { incidence, captcha: CAPTCHA },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.followUpKey, 'a request sent without an account gets a private link').toEqual(expect.any(String));
  return { reference: answer.body.reference as string, followUpKey: answer.body.followUpKey as string };
}

/** The citizen opens their request's page with its private link, as from the receipt e-mail. */
export async function citizenOpens(page: Page, sent: SentRequest): Promise<void> {
  const link = `/mis-solicitudes/${sent.reference}#clave=${sent.followUpKey}`;
  // From elsewhere, as a click in the e-mail would: the same address again would only move to its fragment.
  await page.goto('about:blank');
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: `Solicitud ${sent.reference}` })).toBeVisible({ timeout: 15_000 });
}

/** The status the citizen's page shows as the current step. */
export async function citizenSeesStatus(page: Page, sent: SentRequest, status: string): Promise<void> {
  await citizenOpens(page, sent);
  await expect(page.getByRole('region', { name: 'Estado de la solicitud' }).locator('[aria-current="step"]')).toContainText(status);
}

/** The citizen answers the town hall from their request's page. */
export async function citizenReplies(page: Page, sent: SentRequest, message: string): Promise<void> {
  await citizenOpens(page, sent);
  await page.getByRole('textbox', { name: 'Escribir al Ayuntamiento' }).fill(message);
  await page.getByRole('button', { name: 'Enviar el mensaje' }).click();
  await expect(page.getByRole('region', { name: 'Conversación con el Ayuntamiento' }).getByRole('listitem').filter({ hasText: message })).toContainText(
    'Usted',
  );
}
