/**
 * How the push sender POSTs its messages (docs/notices.md "Sending"): node's HTTP client over keep-alive agents, at
 * most `maxSockets` connections per push service, reused from one message to the next: a push service gets tens of
 * thousands of messages of one notice, and a TLS handshake for each would cost more than the message. No redirect
 * is followed; the answer's body is read and dropped.
 */
import http from 'node:http';
import https from 'node:https';
import type { EncryptedPush } from './encrypt.ts';

export interface PushAnswer {
  status: number;
  retryAfter: string | null;
}

export interface PushTransport {
  /** POSTs one message; rejects when the service is not reached or does not answer within `timeoutMs`. */
  post(message: EncryptedPush, timeoutMs: number): Promise<PushAnswer>;
  /** Closes the idle connections. */
  close(): void;
}

export function keepAliveTransport(maxSockets: number): PushTransport {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets, scheduling: 'lifo' }),
    'https:': new https.Agent({ keepAlive: true, maxSockets, scheduling: 'lifo' }),
  };
  return {
    post(message, timeoutMs) {
      return new Promise<PushAnswer>((resolve, reject) => {
        const url = new URL(message.endpoint);
        const agent = url.protocol === 'https:' ? agents['https:'] : url.protocol === 'http:' ? agents['http:'] : undefined;
        if (!agent) return reject(new Error(`not an http(s) endpoint: ${url.protocol}`));
        const request = (url.protocol === 'https:' ? https : http).request(
          url,
          { method: 'POST', agent, headers: message.headers, signal: AbortSignal.timeout(timeoutMs) },
          (response) => {
            const retryAfter = response.headers['retry-after'];
            response.on('error', reject);
            response.on('end', () => resolve({ status: response.statusCode ?? 0, retryAfter: typeof retryAfter === 'string' ? retryAfter : null }));
            response.resume();
          },
        );
        request.on('error', reject);
        request.end(message.body);
      });
    },
    close() {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
