/**
 * The citizen's side of the desk's end-to-end journey. Sending goes through the request form's own calls from
 * the citizen's browser (the form itself is request-form.spec.ts's). Reading and replying are issue 18's calls
 * (`GET …/requests/{reference}` with the follow-up key, `POST …/reply`); until they are in this tree, these read
 * and write the e2e server's database through the very store functions those calls use — `Requests.byReference`
 * with `citizenHistory`, and `RequestActions.apply` as the citizen — so the desk meets what a citizen really
 * did. At merge, swap them for the citizen's calls or pages.
 */
import { expect, type Page } from '@playwright/test';
import { E2E_STATE } from '../../playwright.config.ts';
import { openDatabase } from '../../server/store/database.ts';
import { MailOutbox } from '../../server/store/mail-outbox.ts';
import { RequestActions } from '../../server/store/request-actions.ts';
import { Requests } from '../../server/store/requests.ts';
import { citizenHistory } from '../../src/domain/request-history.ts';

/** The answer the e2e server's captcha always expects (LOCAL_API_CAPTCHA_ANSWER in playwright.config.ts). */
const CAPTCHA = '7';

/**
 * A citizen without an account reports an incidence from their browser on the realm's site, as the form does:
 * a device user, the captcha, the request. Answers its reference.
 */
export async function citizenSends(page: Page, incidence: { title: string; body: string; email: string }): Promise<string> {
  const answer = await page.evaluate(
    async ({ incidence, captcha }) => {
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        fetch(path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
      const device = { deviceId: `e2e-desk-${Date.now()}-${Math.random().toString(36).slice(2)}`, password: 'e2e-device-password' };
      await post('/api/v2/auth/register', device);
      await post('/api/v2/auth/login', device);
      await fetch('/api/alcantir/requests/captcha');
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
        },
        { 'Idempotency-Key': `e2e-desk-${Date.now()}` },
      );
      return { status: response.status, body: await response.json() };
    },
    { incidence, captcha: CAPTCHA },
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.reference as string;
}

/** The e2e server's database, opened as the server opens it (the busy timeout waits for its transactions). */
const database = () => openDatabase(`${E2E_STATE}/db.sqlite`);

/** What the citizen's own view of the request shows: its status, the conversation and the steps they may see. */
export function citizenSees(reference: string) {
  const db = database();
  try {
    const request = new Requests(db).byReference('alcantir', reference)!;
    return { status: request.status, threads: request.threads, history: citizenHistory(request.history) };
  } finally {
    db.close();
  }
}

/** The citizen replies to the town hall, as their follow-up page's reply does. */
export function citizenReplies(reference: string, message: string): void {
  const db = database();
  try {
    const requests = new Requests(db);
    const citizen = requests.byReference('alcantir', reference)!.user;
    new RequestActions(db, new MailOutbox(db), () => undefined).apply('alcantir', reference, {
      actor: { kind: 'citizen', id: citizen },
      change: { action: 'reply', message },
    });
  } finally {
    db.close();
  }
}
