/**
 * The bench's push service (`npm run bench -- --only w`, scripts/load/push-fan-out.ts), a process of its own so that
 * its event loop is not the sender's: an HTTP server on 127.0.0.1 that answers 201 to each message POSTed to
 * `/push/<n>` and keeps it (its number, Authorization, headers, encrypted body, when it came). Asked by the parent,
 * it then checks what it kept as a push service and a device would (scripts/load/web-push-receiver.ts): each
 * distinct VAPID header once (signature, `aud`, `exp`, `sub`), each body decrypted with subscription n's keys,
 * its payload the notice's in n's language; and counts the distinct numbers and those received twice.
 *
 * Messages (IPC): it sends `{ ready, origin, keys }` (the devices' public keys and auth secrets, n using keys[n % length]);
 * it answers `{ verify }` with the figures.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { checkVapid, decryptAes128gcm, type ReceiverKeys } from './web-push-receiver.ts';

/** What the parent asks the service to check. */
export interface VerifyRequest {
  verify: true;
  /** The payload's title by language: odd n in `odd`, even n in `even`. */
  titles: { odd: string; even: string };
  tag: string;
  /** Numbers 0 … count − 1 are expected. */
  count: number;
}

export interface VerifyFigures {
  received: number;
  distinct: number;
  twice: number;
  /** Numbers outside 0 … count − 1. */
  unknown: number;
  decrypted: number;
  /** Bodies that did not decrypt, or whose payload was not the notice's in n's language. */
  wrongPayload: number;
  vapidHeaders: number;
  badVapid: number;
  /** Messages received in each second of the run, from the first message. */
  perSecond: number[];
  /** CPU seconds this process spent from its start until asked to check (receiving, not checking). */
  receiveCpuSeconds: number;
  verifySeconds: number;
}

const KEY_POOL = 64;
const keys: ReceiverKeys[] = Array.from({ length: KEY_POOL }, () => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { ecdh, auth: randomBytes(16) };
});

const numbers: number[] = [];
const bodies: Buffer[] = [];
const authorizations: string[] = [];
const times: number[] = [];
let origin = '';

const server = createServer((req, res) => {
  const n = Number(/^\/push\/(\d+)$/.exec(req.url ?? '')?.[1] ?? Number.NaN);
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    if (req.method !== 'POST' || !Number.isInteger(n) || req.headers['content-encoding'] !== 'aes128gcm' || !req.headers.ttl) {
      res.writeHead(400).end();
      return;
    }
    numbers.push(n);
    bodies.push(Buffer.concat(chunks));
    authorizations.push(req.headers.authorization ?? '');
    times.push(performance.now());
    res.writeHead(201, { location: `/message/${numbers.length}` }).end();
  });
});
server.keepAliveTimeout = 30_000;

function verify(request: VerifyRequest): VerifyFigures {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const seen = new Uint8Array(request.count);
  let twice = 0;
  let unknown = 0;
  let decrypted = 0;
  let wrongPayload = 0;
  const vapid = new Map<string, boolean>();
  let badVapid = 0;
  for (const [i, n] of numbers.entries()) {
    if (n < 0 || n >= request.count) unknown++;
    else if (seen[n]) twice++;
    else seen[n] = 1;
    const header = authorizations[i]!;
    if (!vapid.has(header)) {
      try {
        checkVapid(header, origin);
        vapid.set(header, true);
      } catch {
        vapid.set(header, false);
      }
    }
    if (!vapid.get(header)) badVapid++;
    try {
      const payload = JSON.parse(decryptAes128gcm(bodies[i]!, keys[n % KEY_POOL]!).toString('utf8')) as { title?: string; tag?: string };
      decrypted++;
      if (payload.title !== (n % 2 ? request.titles.odd : request.titles.even) || payload.tag !== request.tag) wrongPayload++;
    } catch {
      wrongPayload++;
    }
  }
  const perSecond: number[] = [];
  const first = times[0] ?? 0;
  for (const at of times) {
    const second = Math.floor((at - first) / 1000);
    perSecond[second] = (perSecond[second] ?? 0) + 1;
  }
  return {
    received: numbers.length,
    distinct: seen.reduce((sum, s) => sum + s, 0),
    twice,
    unknown,
    decrypted,
    wrongPayload,
    vapidHeaders: vapid.size,
    badVapid,
    perSecond: Array.from(perSecond, (count) => count ?? 0),
    receiveCpuSeconds: (cpu.user + cpu.system) / 1e6,
    verifySeconds: (performance.now() - started) / 1000,
  };
}

process.on('message', (message: VerifyRequest) => {
  if (message?.verify) process.send?.(verify(message));
});
process.on('disconnect', () => server.close(() => process.exit(0)));

server.listen(0, '127.0.0.1', () => {
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.send?.({
    ready: true,
    origin,
    keys: keys.map((k) => ({ p256dh: k.ecdh.getPublicKey().toString('base64url'), auth: k.auth.toString('base64url') })),
  });
});
