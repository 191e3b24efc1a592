/**
 * docs/write-side.md "Answers": every JSON answer says `X-Content-Type-Options: nosniff`, so no browser reads one as
 * something else; and every answer that carries personal data or depends on the caller's session says
 * `Cache-Control: no-store`, so no shared cache or browser history keeps it. Public answers stay cacheable.
 */
import { describe, expect, it } from 'vitest';
import { browser, deviceTab, localServer, upload } from './support/local-server.ts';
import * as samples from './support/upload-samples.ts';

describe('headers of the API answers', () => {
  const server = localServer({ captchaAnswer: '7' });

  it('say nosniff on every JSON answer and no-store on every personal one', async () => {
    const tab = await deviceTab(server.app);
    const anonymous = browser(server.app);
    const personal: Array<[string, Response]> = [
      ['login', await browser(server.app).post('/api/alcantir/login', { user: 'vecina', password: 'alcantir-demo' })],
      ['wrong login', await anonymous.post('/api/v2/auth/login', { user: 'vecina', password: 'no' })],
      ['register', await anonymous.post('/api/v2/auth/register', { deviceId: 'headers-device-1', password: 'x', realm: 'alcantir' })],
      ['loggedin', await tab.get('/api/v2/auth/loggedin')],
      ['loggedin, scoped', await tab.get('/api/alcantir/loggedin')],
      ['logged out', await anonymous.get('/api/alcantir/loggedin')],
      ['census check', await tab.post('/api/alcantir/census2/registro-asociaciones', { census: { id: 'G46123456', answers: { inscripcion: '117' } } })],
      ['upload', await upload(tab, '/api/alcantir/incidencias/assets2', samples.photoJpeg(), 'a.jpg', 'images')],
      ['geocode', await tab.get('/api/alcantir/geocode?address=Calle%20Abadia%203')],
      ['create', await tab.post('/api/alcantir/requests/incidencias/create', { body: '' })],
      ['payment', await tab.post('/api/alcantir/payments/new', { mailbox: 'reservas' })],
      ['captcha, text', await tab.get('/api/alcantir/requests/captcha?format=text')],
      // Appointments (docs/appointments.md): the whole life is in tests/unit/server/appointments.test.ts.
      ['appointment hold', await tab.post('/api/alcantir/citaprevia/holds', {})],
      ['appointment booking', await tab.post('/api/alcantir/citaprevia/appointments', {})],
      [
        'appointment',
        await tab.request('/api/alcantir/citaprevia/appointments/ALC-CP-0000-0000', { headers: { 'x-appointment-key': 'AAAAAAAAAAAAAAAAAAAAAA' } }),
      ],
      ['appointment cancel', await tab.post('/api/alcantir/citaprevia/appointments/ALC-CP-0000-0000/cancel', {})],
      ['appointment change', await tab.post('/api/alcantir/citaprevia/appointments/ALC-CP-0000-0000/change', {})],
      // The desk's notices (docs/notices.md), refused to a citizen: the whole life is in tests/unit/server/notices.test.ts.
      ['desk notices', await tab.get('/api/alcantir/desk/avisos')],
      ['desk notice', await tab.post('/api/alcantir/desk/avisos', {})],
      ['desk notice withdraw', await tab.post('/api/alcantir/desk/avisos/x/withdraw', {})],
      ['logout', await tab.get('/api/alcantir/logout')],
    ];
    for (const [call, response] of personal) {
      expect(response.headers.get('content-type'), call).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options'), call).toBe('nosniff');
      expect(response.headers.get('cache-control'), call).toBe('no-store');
    }
  });

  it('say nosniff on public JSON answers too, and leave them cacheable', async () => {
    const client = browser(server.app);
    const open: Array<[string, Response]> = [
      ['mailbox definition', await client.get('/api/alcantir/mailbox/incidencias')],
      ['census definition', await client.get('/api/alcantir/census2/registro-asociaciones')],
      ['collection', await client.get('/api/alcantir/collections/asociaciones?limit=1')],
      ['unknown call', await client.get('/api/nope/a/b/c/d')],
    ];
    for (const [call, response] of open) {
      expect(response.headers.get('content-type'), call).toMatch(/^application\/json/);
      expect(response.headers.get('x-content-type-options'), call).toBe('nosniff');
      expect(response.headers.get('cache-control') ?? '', call).not.toMatch(/no-store/);
    }
  });
});
