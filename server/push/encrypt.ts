/**
 * One Web Push message made ready to send (docs/notices.md "Sending"): the payload encrypted for the subscription's
 * keys (RFC 8291, aes128gcm) by web-push, with the VAPID Authorization (RFC 8292) and RFC 8030's headers. A pure
 * function of its job, so the push sender runs it on its worker pool (`encrypt-worker.ts`) or, with no pool, in
 * line.
 */
import webpush from 'web-push';
import type { PushUrgency } from '../../src/domain/notices/topics.ts';

export interface EncryptJob {
  endpoint: string;
  p256dh: string;
  auth: string;
  /** The payload, JSON, at most `MAX_PAYLOAD_BYTES` (sender.ts). */
  payload: string;
  /** The VAPID header, signed once per push service and realm by the sender. */
  authorization: string;
  ttl: number;
  urgency: PushUrgency;
}

/** The request to POST to the endpoint. */
export interface EncryptedPush {
  endpoint: string;
  headers: Record<string, string>;
  body: Uint8Array;
}

export function encryptPush(job: EncryptJob): EncryptedPush {
  const details = webpush.generateRequestDetails({ endpoint: job.endpoint, keys: { p256dh: job.p256dh, auth: job.auth } }, job.payload, {
    headers: { Authorization: job.authorization },
    TTL: job.ttl,
    urgency: job.urgency,
    contentEncoding: 'aes128gcm',
  });
  const headers = Object.fromEntries(Object.entries(details.headers).map(([name, value]) => [name, String(value)]));
  // A copy of its own (web-push's Buffer may share a pool's memory), so a worker can move it instead of copying it.
  return { endpoint: details.endpoint, headers, body: new Uint8Array(details.body) };
}
