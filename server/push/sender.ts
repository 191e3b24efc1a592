/**
 * The push sender of the local server (docs/notices.md "Delivery"): fans each notice out to its topic's
 * subscriptions in batches (`PushStore.fanOutBatch`), then takes due messages 256 at a time and sends each
 * encrypted (RFC 8291, aes128gcm, by web-push; on the worker threads of `encryptionPool` when `startPushSender` runs
 * it) and signed (RFC 8292 VAPID) to its push service (RFC 8030) over keep-alive connections, at most
 * `concurrency` at once. 201 (or any 2xx) is sent; 404 and 410 delete the subscription; 429 and 5xx, a time-out or
 * a refused connection are tried again with exponential backoff, never sooner than the service's Retry-After and
 * never past the notice's `until` or its time to live; any other refusal is final. Logs name counts and statuses,
 * never an endpoint, a key or a text.
 */
import webpush from 'web-push';
import { deliveryOf, type NoticeTexts } from '../../src/domain/notices/topics.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import { nextAttempt } from '../mail/retry.ts';
import { sitePage } from '../mail/site-url.ts';
import { type EncryptedPush, type EncryptJob, encryptPush } from './encrypt.ts';
import { vapidKeysOf } from './keys.ts';
import { keepAliveTransport, type PushTransport } from './transport.ts';
import { WorkerPool } from './worker-pool.ts';
import type { ClaimedPush, PushOutcome, PushStore } from '../store/push.ts';

/** A push message's payload is at most this many bytes before encryption (docs/notices.md "Delivery"). */
export const MAX_PAYLOAD_BYTES = 2048;
/** Messages in flight at once. */
export const DEFAULT_CONCURRENCY = 16;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 3_600_000;

/** What a device's service worker receives (`src/sw/push.ts` reads it). */
export interface PushPayload {
  title: string;
  body: string;
  /** The notice's page, absolute, in the subscription's language. */
  url: string;
  /** The notice's id: a later message of the same notice replaces the notification. */
  tag: string;
  urgent: boolean;
  /** The realm's icon (its favicon), absolute. */
  icon?: string | undefined;
}

/** The payload of one message in `language` (the realm's first when the notice lacks it), cut to fit `MAX_PAYLOAD_BYTES`. */
export function pushPayload(
  message: Pick<ClaimedPush, 'texts' | 'path' | 'noticeId' | 'urgent'>,
  realm: RealmConfig,
  language: string,
  siteUrl: string | undefined,
  icon?: string,
): string {
  const lang = message.texts[language] ? language : (realm.languages.find((l) => message.texts[l]) ?? Object.keys(message.texts)[0]!);
  const texts = message.texts[lang] as NoticeTexts;
  const payload: PushPayload = {
    title: [...texts.title].slice(0, 120).join(''),
    body: texts.summary,
    url: sitePage(realm, siteUrl, lang, message.path),
    tag: message.noticeId,
    urgent: message.urgent,
    ...(icon && icon.length <= 300 ? { icon } : {}),
  };
  let json = JSON.stringify(payload);
  // Whole characters off the text until it fits: the page has all of it.
  let chars = [...payload.body];
  while (Buffer.byteLength(json) > MAX_PAYLOAD_BYTES && chars.length > 0) {
    chars = chars.slice(0, Math.max(0, chars.length - Math.max(8, Math.ceil((Buffer.byteLength(json) - MAX_PAYLOAD_BYTES) / 2))));
    json = JSON.stringify({ ...payload, body: `${chars.join('').trimEnd()}…` });
  }
  return json;
}

/** Seconds a Retry-After header asks for (delta-seconds or an HTTP date), or undefined. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export interface PushSenderOptions {
  push: PushStore;
  realms: () => RealmConfig[];
  /** The realm's VAPID subject (`server/push/vapid.ts`); throws when the realm has none fit for it. */
  subjectOf: (realm: string) => string;
  /** The icon of a realm's notifications (`realmIcon` of vapid.ts). */
  iconOf?: ((realm: RealmConfig) => string | undefined) | undefined;
  /** Where the realms' sites are for the notices' links (`PORTAL_SITE_URL`). */
  siteUrl?: string | undefined;
  clock?: () => number;
  concurrency?: number;
  /** How long a claimed batch is this sender's: longer than its sends can take (16 rounds of a 20 s time-out). */
  leaseMs?: number;
  /** Time-out of one send. */
  timeoutMs?: number;
  pollMs?: number;
  /** Subscriptions queued per transaction of a fan-out (`FAN_OUT_BATCH`). */
  fanOutBatch?: number;
  /** Queues the e-mail copies due now (`email-copies.ts`); answers how many. */
  emailCopies?: ((now: number) => number) | undefined;
  /**
   * Encrypts a message (`encryptPush`): the sender's worker pool (`encryptionPool`); in line, on this thread,
   * when none is given.
   */
  encrypt?: ((job: EncryptJob) => Promise<EncryptedPush>) | undefined;
  /** Sends a message: keep-alive connections (`keepAliveTransport`); one of the pass's own when none is given. */
  transport?: PushTransport | undefined;
  log?: (line: string) => void;
}

export interface PushSender {
  /** Fans out every notice and sends every message due now; answers how many sends it tried. */
  drain(): Promise<number>;
  stop(): Promise<void>;
}

export interface PushRun {
  fannedOut: number;
  tried: number;
  emails: number;
}

/** One pass without a timer: what `drain` does, for tests and the bench. */
export async function runPushOnce(options: PushSenderOptions): Promise<PushRun> {
  const { push, clock = Date.now, concurrency = DEFAULT_CONCURRENCY, leaseMs = 600_000, timeoutMs = 20_000, log = console.error } = options;
  const encrypt = options.encrypt ?? (async (job: EncryptJob) => encryptPush(job));
  const transport = options.transport ?? keepAliveTransport(concurrency);
  let fannedOut = 0;
  for (let queued = push.fanOutBatch(clock(), options.fanOutBatch); queued !== undefined; queued = push.fanOutBatch(clock(), options.fanOutBatch))
    fannedOut += queued;

  const emails = options.emailCopies?.(clock()) ?? 0;
  const keys = vapidKeysOf(push);
  const held = new Set<string>();
  const subjects = new Map<string, string | undefined>();
  const subjectOf = (realm: string) => {
    if (!subjects.has(realm)) {
      try {
        subjects.set(realm, options.subjectOf(realm));
      } catch (error) {
        subjects.set(realm, undefined);
        if (!held.has(realm)) log(`Push notices of ${realm} are held: ${(error as Error).message}`);
        held.add(realm);
      }
    }
    return subjects.get(realm);
  };

  // One VAPID header per push service and realm, reused while it has an hour left (RFC 8292 §2 allows up to 24 h;
  // web-push signs for 12): one ECDSA signature per service instead of one per message.
  const vapidHeaders = new Map<string, { authorization: string; until: number }>();
  const authorizationFor = (endpoint: string, subject: string) => {
    const audience = new URL(endpoint).origin;
    const key = `${audience} ${subject}`;
    const seconds = Math.floor(Date.now() / 1000);
    const known = vapidHeaders.get(key);
    if (known && known.until - seconds > 3600) return known.authorization;
    const until = seconds + 12 * 3600;
    const { Authorization } = webpush.getVapidHeaders(audience, subject, keys.publicKey, keys.privateKey, 'aes128gcm', until);
    vapidHeaders.set(key, { authorization: Authorization, until });
    return Authorization;
  };
  // The realm's icon and each notice's payload per language, made once a pass.
  const icons = new Map<string, string | undefined>();
  const payloads = new Map<string, string>();
  const payloadOf = (message: ClaimedPush, realm: RealmConfig) => {
    const key = `${message.realm} ${message.noticeId} ${message.language}`;
    let payload = payloads.get(key);
    if (payload === undefined) {
      if (!icons.has(realm.id)) icons.set(realm.id, options.iconOf?.(realm));
      payload = pushPayload(message, realm, message.language, options.siteUrl, icons.get(realm.id));
      payloads.set(key, payload);
    }
    return payload;
  };

  type Prepared =
    | { message: ClaimedPush; held: PushOutcome }
    | { message: ClaimedPush; delivery: ReturnType<typeof deliveryOf>; request: Promise<EncryptedPush> };

  /** A message's request, its encryption started (on the pool, with the rest of its batch), or why it waits. */
  function prepare(message: ClaimedPush): Prepared {
    const now = clock();
    const realm = options.realms().find((r) => r.id === message.realm);
    const subject = subjectOf(message.realm);
    if (!realm || !subject) {
      // Kept until the realm has a fit contact; tried again in an hour, never past its notice's time.
      return { message, held: { kind: 'retry', id: message.id, seq: message.seq, status: null, at: now + MAX_RETRY_MS } };
    }
    const delivery = deliveryOf(message.topic, message.urgent);
    const ttl = Math.max(
      0,
      Math.min(delivery.ttlSeconds, message.expiresAt === null ? Number.POSITIVE_INFINITY : Math.floor((message.expiresAt - now) / 1000)),
    );
    const request = encrypt({
      endpoint: message.target.endpoint,
      p256dh: message.target.p256dh,
      auth: message.target.auth,
      payload: payloadOf(message, realm),
      authorization: authorizationFor(message.target.endpoint, subject),
      ttl,
      urgency: delivery.urgency,
    });
    request.catch(() => {}); // awaited by deliver; a failure there is a retry
    return { message, delivery, request };
  }

  async function deliver(prepared: Prepared): Promise<PushOutcome> {
    if ('held' in prepared) return prepared.held;
    const { message, delivery } = prepared;
    let status: number | null = null;
    let retryAfter: string | null = null;
    try {
      const answer = await transport.post(await prepared.request, timeoutMs);
      status = answer.status;
      retryAfter = answer.retryAfter;
    } catch {
      status = null; // not encrypted (a worker died), not reached, refused, timed out: tried again
    }
    const after = clock();
    const { id, seq } = message;
    if (status !== null && status >= 200 && status < 300) return { kind: 'sent', id, seq, status };
    if (status === 404 || status === 410) return { kind: 'gone', id, seq, status };
    if (status === null || status === 429 || status >= 500) {
      const deadline = Math.min(message.expiresAt ?? Number.POSITIVE_INFINITY, message.createdAt + delivery.ttlSeconds * 1000);
      const backoff = nextAttempt(
        { firstDelayMs: FIRST_RETRY_MS, maxDelayMs: MAX_RETRY_MS, giveUpAfterMs: Number.POSITIVE_INFINITY },
        message.attempts,
        message.createdAt,
        after,
      );
      const at = Math.max(backoff ?? after + MAX_RETRY_MS, after + (retryAfterMs(retryAfter, after) ?? 0));
      return at >= deadline ? { kind: 'failed', id, seq, status } : { kind: 'retry', id, seq, status, at };
    }
    return { kind: 'failed', id, seq, status };
  }

  let tried = 0;
  try {
    for (;;) {
      const batch = push.claimDue(concurrency * 16, leaseMs, clock());
      if (batch.length === 0) break;
      // The whole batch's encryption starts at once (the pool spreads it over its workers); at most `concurrency`
      // sends in flight, each taking the next message of the batch when its own is done. The outcomes are recorded
      // together, one commit per batch.
      const prepared = batch.map(prepare);
      let next = 0;
      const outcomes: PushOutcome[] = [];
      const worker = async () => {
        while (next < prepared.length) outcomes.push(await deliver(prepared[next++]!));
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, batch.length) }, worker));
      push.record(outcomes, clock());
      tried += batch.length;
    }
  } finally {
    if (!options.transport) transport.close();
  }
  if (fannedOut || tried || emails) log(`Notices: ${fannedOut} push message(s) queued, ${tried} send(s) tried, ${emails} e-mail copy(ies) queued.`);
  return { fannedOut, tried, emails };
}

/** The sender's encryption pool: `size` worker threads (default: the machine's cores), each running `encryptPush`. */
export function encryptionPool(size?: number): { encrypt: (job: EncryptJob) => Promise<EncryptedPush>; size: number; close(): Promise<void> } {
  const pool = new WorkerPool<EncryptJob, EncryptedPush>(new URL('./encrypt-worker.ts', import.meta.url), {
    ...(size === undefined ? {} : { size }),
    name: 'push encryption',
  });
  return { encrypt: (job) => pool.run(job), size: pool.size, close: () => pool.close() };
}

/**
 * The sender's timer: a pass every `pollMs` (default 5 s), one at a time, and once an hour the retention sweep of
 * subscriptions (`PushStore.purge`); never keeps the process alive.
 */
export function startPushSender(options: PushSenderOptions & { encryptWorkers?: number }): PushSender {
  // One pool and one set of connections for the sender's life: workers start at the first message, not per pass.
  const pool = options.encrypt ? undefined : encryptionPool(options.encryptWorkers);
  const transport = options.transport ?? keepAliveTransport(options.concurrency ?? DEFAULT_CONCURRENCY);
  const passOptions: PushSenderOptions = { ...options, encrypt: options.encrypt ?? pool?.encrypt, transport };
  let stopped = false;
  let purgedAt = 0;
  let running: Promise<number> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const log = options.log ?? console.error;
  const drain = () => {
    if (!running) {
      const clock = options.clock ?? Date.now;
      if (clock() - purgedAt >= 3_600_000) {
        purgedAt = clock();
        const purged = options.push.purge(purgedAt);
        if (purged) log(`Push: ${purged} subscription(s) past retention deleted.`);
      }
      const current = runPushOnce(passOptions).then((run) => run.tried);
      running = current;
      void current.finally(() => {
        if (running === current) running = undefined;
      });
    }
    return running;
  };
  const tick = () => {
    timer = setTimeout(async () => {
      try {
        await drain();
      } catch (error) {
        log(`Push sender: ${(error as Error).name} while reading the queue; trying again.`);
      }
      if (!stopped) tick();
    }, options.pollMs ?? 5000);
    timer.unref();
  };
  tick();
  return {
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await pool?.close();
      if (!options.transport) transport.close();
    },
  };
}
