/**
 * The test push service (tests/fixtures/push-service.ts) is only worth its passes if it refuses what a real one
 * would: a JWT for another audience, one signed by another key, an expired one, a body for other keys.
 */
import webpush from 'web-push';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkVapid, startPushService, type PushService } from '../../fixtures/push-service.ts';

let service: PushService;
beforeAll(async () => {
  service = await startPushService();
});
afterAll(() => service.close());

const keys = webpush.generateVAPIDKeys();
const header = (audience: string, expiration?: number, pair = keys) =>
  webpush.getVapidHeaders(audience, 'mailto:participacion@alcantir.es', pair.publicKey, pair.privateKey, 'aes128gcm', expiration).Authorization;

describe('the test push service', () => {
  it('takes a JWT for its origin and reads its claims', () => {
    expect(checkVapid(header(service.origin), service.origin)).toMatchObject({
      key: keys.publicKey,
      claims: { aud: service.origin, sub: 'mailto:participacion@alcantir.es' },
    });
  });

  it('refuses another audience, another signer, an expired token, a token more than 24 hours ahead', () => {
    expect(() => checkVapid(header('https://fcm.googleapis.com'), service.origin)).toThrow(/aud/);
    const other = webpush.generateVAPIDKeys();
    const forged = header(service.origin).replace(/k=.*$/, `k=${other.publicKey}`);
    expect(() => checkVapid(forged, service.origin)).toThrow(/signature/);
    const seconds = Math.floor(Date.now() / 1000);
    expect(() => checkVapid(header(service.origin, seconds + 3600), service.origin, (seconds + 7200) * 1000)).toThrow(/exp/);
    expect(() => checkVapid(header(service.origin, seconds + 3600), service.origin, (seconds - 86_400) * 1000)).toThrow(/exp/);
    expect(() => checkVapid(undefined, service.origin)).toThrow(/vapid/);
  });

  it('decrypts what web-push sent to one of its subscriptions, and refuses a body encrypted for another', async () => {
    const sub = service.subscribe();
    const other = service.subscribe();
    const send = async (to: typeof sub, keysOf: typeof sub) => {
      const details = webpush.generateRequestDetails({ endpoint: to.endpoint, keys: keysOf.keys }, 'hola', {
        vapidDetails: { subject: 'mailto:participacion@alcantir.es', ...keys },
        TTL: 60,
        contentEncoding: 'aes128gcm',
      });
      return fetch(details.endpoint, { method: 'POST', headers: details.headers as Record<string, string>, body: new Uint8Array(details.body) });
    };
    const good = await send(sub, sub);
    expect(good.status).toBe(201);
    expect(good.headers.get('location')).toMatch(/\/message\/\d+$/);
    expect(service.received.at(-1)).toMatchObject({ subscription: sub.id, text: 'hola', ttl: 60 });
    expect((await send(sub, other)).status).toBe(400);
  });
});
