import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { buildRequest } from '../../../src/domain/requests/request-rules.ts';
import { MailboxSchema } from '../../../src/schemas/mailbox.ts';
import { Requests } from '../../../server/store/requests.ts';
import { Users } from '../../../server/store/users.ts';
import { signedIn } from './support/desk-fixture.ts';
import { browser, deviceTab, localServer, solvedCaptcha } from './support/local-server.ts';

/**
 * The captcha of a request form is asked of everyone but an account whose e-mail address is confirmed
 * (src/domain/requests/verified-sender.ts, docs/accounts-api.md): the server decides it from the session's account,
 * so a client that says it is verified is asked it all the same.
 */
const CREATE = '/api/alcantir/requests/incidencias/create';
const contact = { firstName: 'Lucía', lastName: 'Ferrer Puig', telephone: '600 123 456', email: 'lucia.ferrer@example.org' };
const refused = { err: 'Error en el Captcha!. Introduzca el resultado de la operación correctamente.', errCode: 'captcha' };

describe('the captcha of a request, by who sends it', async () => {
  const server = localServer({ captchaAnswer: '7' });
  const incidencias = v.parse(MailboxSchema, await (await server.app.request('/api/alcantir/mailbox/incidencias')).json());
  const stored = () => new Requests(server.store.db).list('alcantir').length;
  const values = (captcha?: string) => ({
    category: 'Alumbrado público',
    body: 'La farola de la esquina lleva tres noches apagada y la calle queda a oscuras',
    address: 'Calle Abadia, 3',
    coordinates: { lat: 38.9866, lng: -0.5213 },
    images: [],
    ...(captcha === undefined ? {} : { captcha }),
  });
  /** The body the form sends without a captcha: no answer, no proof of work. */
  const withoutCaptcha = buildRequest(incidencias, values(), contact, undefined, true);
  await new Users(server.store.db).register('alcantir', {
    user: 'pendiente',
    password: 'una-clave-larga-de-prueba',
    firstName: 'Joan',
    lastName: 'Mira',
    email: 'joan.mira@example.org',
    emailVerified: false,
  });

  it('refuses a request without a session, captcha or not', async () => {
    const before = stored();
    const answer = await browser(server.app).post(CREATE, withoutCaptcha);
    expect(answer.status).not.toBe(200);
    expect(stored()).toBe(before);
  });

  it('asks it of the anonymous device user', async () => {
    const tab = await deviceTab(server.app);
    const answer = await tab.post(CREATE, withoutCaptcha);
    expect([answer.status, await answer.json()]).toEqual([400, refused]);
  });

  it('asks it of an account whose address waits for its link, and ignores a "verified" flag the client sends', async () => {
    const tab = await signedIn(server.app, 'alcantir', 'pendiente', 'una-clave-larga-de-prueba');
    const answer = await tab.post(CREATE, { ...withoutCaptcha, emailVerified: true, user: { emailVerified: true } });
    expect([answer.status, await answer.json()]).toEqual([400, refused]);
    // With the captcha answered, the same account sends.
    const answered = await tab.post(CREATE, { ...buildRequest(incidencias, values('7'), contact, undefined, true), captchaWork: await solvedCaptcha(tab) });
    expect(answered.status).toBe(200);
  });

  it('does not ask it of an account whose address is confirmed', async () => {
    const tab = await signedIn(server.app, 'alcantir', 'vecina', 'alcantir-demo');
    const before = stored();
    const answer = await tab.post(CREATE, withoutCaptcha);
    expect(answer.status).toBe(200);
    expect(stored()).toBe(before + 1);
  });
});
