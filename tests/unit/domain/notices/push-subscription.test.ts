import { describe, expect, it } from 'vitest';
import { base64urlLength, endpointAllowed, keysValid, readChoice } from '../../../../src/domain/notices/push-subscription.ts';

const p256dh = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 7)]).toString('base64url');
const auth = Buffer.alloc(16, 1).toString('base64url');

describe('an endpoint', () => {
  it.each([
    'https://fcm.googleapis.com/fcm/send/abc',
    'https://updates.push.services.mozilla.com/wpush/v2/abc',
    'https://web.push.apple.com/QGx',
    'https://wns2-db5p.notify.windows.com/w/?token=abc',
  ])('of a browser push service is taken: %s', (endpoint) => {
    expect(endpointAllowed(endpoint)).toBe(true);
  });

  it.each([
    'http://fcm.googleapis.com/fcm/send/abc',
    'https://fcm.googleapis.com:8443/fcm/send/abc',
    'https://user:pw@fcm.googleapis.com/x',
    'https://fcm.googleapis.com.evil.example/x',
    'https://evilfcm.googleapis.com.example/x',
    'https://127.0.0.1/x',
    'http://127.0.0.1:4599/push/x',
    `https://fcm.googleapis.com/${'a'.repeat(1000)}`,
    'not a url',
  ])('elsewhere is refused: %s', (endpoint) => {
    expect(endpointAllowed(endpoint)).toBe(false);
  });

  it('on the loopback test service only in push test mode, over http to 127.0.0.1', () => {
    expect(endpointAllowed('http://127.0.0.1:4599/push/x', { testMode: true })).toBe(true);
    expect(endpointAllowed('http://localhost:4599/push/x', { testMode: true })).toBe(false);
    expect(endpointAllowed('http://10.0.0.1:4599/push/x', { testMode: true })).toBe(false);
  });
});

describe('the keys', () => {
  it('are a 65-byte uncompressed point and a 16-byte secret', () => {
    expect(base64urlLength(p256dh)).toBe(65);
    expect(keysValid({ p256dh, auth })).toBe(true);
    expect(keysValid({ p256dh: Buffer.concat([Buffer.from([2]), Buffer.alloc(64)]).toString('base64url'), auth })).toBe(false);
    expect(keysValid({ p256dh, auth: Buffer.alloc(12).toString('base64url') })).toBe(false);
    expect(keysValid({ p256dh: `${p256dh}!`, auth })).toBe(false);
    expect(keysValid(undefined)).toBe(false);
  });
});

describe('a subscribe call', () => {
  const subscription = { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys: { p256dh, auth } };
  const context = { languages: ['es', 'va'], signedIn: false };

  it('is read into the choice', () => {
    expect(readChoice({ subscription, topics: ['agenda'], language: 'va' }, context)).toEqual({ subscription, topics: ['agenda'], language: 'va' });
  });

  it('names its first problem', () => {
    expect(readChoice({ subscription: { ...subscription, endpoint: 'https://x.example/' }, topics: ['agenda'], language: 'es' }, context)).toEqual({
      problem: 'subscription',
    });
    expect(readChoice({ subscription, topics: [], language: 'es' }, context)).toEqual({ problem: 'topics' });
    expect(readChoice({ subscription, topics: ['agenda', 'agenda'], language: 'es' }, context)).toEqual({ problem: 'topics' });
    expect(readChoice({ subscription, topics: ['mis-citas'], language: 'es' }, context)).toEqual({ problem: 'personal' });
    expect(readChoice({ subscription, topics: ['mis-citas'], language: 'es' }, { ...context, signedIn: true })).toMatchObject({ topics: ['mis-citas'] });
    expect(readChoice({ subscription, topics: ['agenda'], language: 'ca' }, context)).toEqual({ problem: 'language' });
  });
});
