/**
 * The request form's calls, each from its subject's module (src/api/auth.ts, captcha.ts, uploads.ts, census.ts,
 * geocoding.ts, payments.ts, mailboxes.ts, requests.ts) and gathered by src/api/request-form.ts: every call goes
 * to its own endpoint family's base, as the realm config names it.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../src/api/client.ts';
import { requestFormApi } from '../../src/api/request-form.ts';

const endpoints = Object.fromEntries(
  ['content', 'auth', 'mail', 'requests', 'payments', 'assets', 'census', 'surveys', 'citaprevia'].map((family) => [family, `https://${family}.example/api`]),
) as Record<'content' | 'auth' | 'mail' | 'requests' | 'payments' | 'assets' | 'census' | 'surveys' | 'citaprevia', string>;

function recordingForm() {
  const calls: string[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    calls.push(`${init?.method ?? 'GET'} ${url.origin}${url.pathname}`);
    return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof globalThis.fetch;
  vi.stubGlobal('fetch', fetch);
  return { calls, api: requestFormApi(createApiClient({ retryDelay: 1 }), { id: 'alcantir', endpoints }) };
}

afterEach(() => vi.unstubAllGlobals());

describe('the request form calls', () => {
  it('go each to its endpoint family', async () => {
    const { calls, api } = recordingForm();
    await api.loggedIn();
    await api.login({ user: 'a', password: 'b' });
    await api.mailbox('incidencias');
    await api.captcha();
    await api.captchaText('es');
    await api.upload('incidencias', 'foto', new Blob(['x']), 'x.txt');
    await api.create('incidencias', {} as never, 'key');
    await api.checkout('reservas', {} as never, 12.5, 'Sala', 'key');
    await api.newPayment('reservas', 12.5, 'Sala', 'key');
    await api.payment('p1');
    await api.mine();
    await api.followUp('ALC-1', 'k');
    await api.reply('ALC-1', 'hola');
    await api.census('padron');
    await api.checkCensus('padron', { id: 'x', answers: {} });
    await api.geocode('Plaça Major 1');
    expect(calls).toEqual([
      'GET https://auth.example/api/v2/auth/loggedin',
      'POST https://auth.example/api/v2/auth/login',
      'GET https://mail.example/api/alcantir/mailbox/incidencias',
      'GET https://requests.example/api/alcantir/requests/captcha',
      'GET https://requests.example/api/alcantir/requests/captcha',
      'POST https://assets.example/api/alcantir/incidencias/assets2',
      'POST https://requests.example/api/alcantir/requests/incidencias/create',
      'POST https://requests.example/api/alcantir/requests/reservas/checkout',
      'POST https://payments.example/api/alcantir/payments/new',
      'GET https://payments.example/api/alcantir/payments/p1',
      'GET https://requests.example/api/alcantir/requests/mine',
      'GET https://requests.example/api/alcantir/requests/ALC-1',
      'POST https://requests.example/api/alcantir/requests/ALC-1/reply',
      'GET https://census.example/api/alcantir/census2/padron',
      'POST https://census.example/api/alcantir/census2/padron',
      'GET https://content.example/api/alcantir/geocode',
    ]);
  });

  it('build the captcha image and the gateway page on their own bases', () => {
    const { api } = recordingForm();
    expect(api.captchaUrl(3)).toBe('https://requests.example/api/alcantir/requests/captcha?n=3');
    expect(api.gatewayUrl('tok', 'https://alcantir.example/back', 'va')).toBe(
      'https://payments.example/api/payments/gateway?token=tok&realm=alcantir&forward=https%3A%2F%2Falcantir.example%2Fback&lang=va',
    );
  });
});
