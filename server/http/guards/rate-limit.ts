/**
 * Per-client rate limits of the write API: one token bucket per client address and kind of call (captcha,
 * login, register, census, upload, create, payment, follow: a request opened by its reference, reply, relink: a
 * request's link sent again, vote,
 * proposal, desk: a staff action). A bucket
 * holds `count` tokens and refills them over `seconds`, so a burst of `count` calls passes and then one per
 * `seconds / count`. An empty bucket answers 429 with Retry-After, in the API's `{ err }` shape.
 *
 * Limits are per address, and many citizens can share one (a town hall's office, a mobile carrier's NAT), so
 * the defaults are generous: they stop a script, not a family. `LOCAL_API_RATE_LIMITS` changes them
 * (`login=5/60,upload=100/300`, `*=1000/60` for all, `off` for none).
 *
 * An IPv6 client is keyed by its /64 (`limitKey`): one subscriber usually gets a whole /64, and counted per
 * address they could spread guesses over as many addresses as they like. A guess at an account's password is
 * also counted per account, wherever it comes from (`server/store/login-failures.ts`).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ApiError } from '../../../src/domain/http/api-errors.ts';

export interface Limit {
  count: number;
  seconds: number;
}

/** Every call that has a limit, with its default: the one list of them. */
export const DEFAULT_LIMITS = {
  captcha: { count: 30, seconds: 60 },
  login: { count: 20, seconds: 60 },
  register: { count: 20, seconds: 300 },
  census: { count: 30, seconds: 300 },
  upload: { count: 60, seconds: 300 },
  create: { count: 20, seconds: 600 },
  payment: { count: 20, seconds: 600 },
  follow: { count: 60, seconds: 60 },
  reply: { count: 20, seconds: 600 },
  // "Reenviarme el enlace": a citizen asks once or twice; each call may write to an address (capped per address too).
  relink: { count: 5, seconds: 600 },
  // A household votes once per person; proposals are few (a limit per person, docs/product-spec.md §5).
  vote: { count: 20, seconds: 600 },
  proposal: { count: 20, seconds: 600 },
  // A member of staff works through a morning's queue: generous, but a stolen session cannot rewrite it at machine speed.
  desk: { count: 120, seconds: 60 },
  // Appointments: a person looks at a few slots and holds one; booking, moving and cancelling are few, and a hold
  // that keeps a place from everyone else must not be taken at machine speed.
  // Few: a hold keeps a place from others for 10 minutes and asks for no captcha (docs/appointments.md).
  hold: { count: 8, seconds: 600 },
  booking: { count: 20, seconds: 600 },
  // The notices' subscriptions (docs/notices.md "Delivery"): a device subscribes and changes its topics a few times.
  push: { count: 30, seconds: 600 },
  // A shop's till (docs/vouchers.md "Shops"): look-ups and validations counted per shop, not per address, so that
  // guessing codes costs the guesser its shop; a minute's and an hour's bucket.
  shop: { count: 30, seconds: 60 },
  shophour: { count: 300, seconds: 3600 },
} as const satisfies Record<string, Limit>;

export type LimitedCall = keyof typeof DEFAULT_LIMITS;
export const LIMITED_CALLS = Object.keys(DEFAULT_LIMITS) as LimitedCall[];
export type Limits = Partial<Record<LimitedCall, Limit>>;

/** Parses `LOCAL_API_RATE_LIMITS`; throws naming the entry that is wrong, so a typo never disables a limit. */
export function parseLimits(spec: string | undefined): Limits {
  const text = (spec ?? '').trim();
  if (text === '') return { ...DEFAULT_LIMITS };
  if (text === 'off') return {};
  const limits: Limits = { ...DEFAULT_LIMITS };
  for (const entry of text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const match = /^([a-z*]+)=(\d+)\/(\d+)$/.exec(entry);
    const name = match?.[1];
    if (!match || (name !== '*' && !LIMITED_CALLS.includes(name as LimitedCall)) || Number(match[2]) < 1 || Number(match[3]) < 1) {
      throw new Error(`LOCAL_API_RATE_LIMITS: "${entry}" is not <call>=<count>/<seconds> with a call among ${LIMITED_CALLS.join(', ')} or *`);
    }
    const limit = { count: Number(match[2]), seconds: Number(match[3]) };
    for (const call of name === '*' ? LIMITED_CALLS : [name as LimitedCall]) limits[call] = limit;
  }
  return limits;
}

/**
 * The address a call came from: the socket's, or with `trustProxy` the last X-Forwarded-For entry (the one
 * our own proxy appended; earlier entries are whatever the client chose to send).
 */
export function clientAddress(c: Context, trustProxy = false): string {
  if (trustProxy) {
    const forwarded = c.req
      .header('x-forwarded-for')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // no socket: Hono's app.request in tests
  }
}

/**
 * What a client's bucket is keyed by: an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4), an
 * IPv6 address by its /64 (`2001:db8:1:2::/64`), anything else (no socket, a proxy's odd entry) as it is.
 */
export function limitKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  const bare = address.replace(/^\[|\]$/g, '').split('%')[0]!;
  if (!/^[\da-f:.]+$/i.test(bare) || !bare.includes(':')) return address;
  const halves = bare.split('::');
  if (halves.length > 2) return address;
  const groups = (half: string | undefined) =>
    (half ?? '')
      .split(':')
      .filter(Boolean)
      // An embedded IPv4 tail stands for two groups.
      .flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  const full = halves.length === 2 ? [...head, ...Array<string>(Math.max(0, 8 - head.length - tail.length)).fill('0'), ...tail] : head;
  if (full.length !== 8 || full.some((group) => group.length > 4)) return address;
  return `${full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Token buckets keyed by client, bounded in number so a flood of addresses cannot fill the memory. */
export class TokenBuckets {
  private readonly buckets = new Map<string, Bucket>();
  private readonly limit: Limit;
  private readonly maxKeys: number;

  constructor(limit: Limit, maxKeys = 100_000) {
    this.limit = limit;
    this.maxKeys = maxKeys;
  }

  /** Takes a token: 0 when allowed, else the seconds until one is back. */
  take(key: string, now = Date.now()): number {
    const { count, seconds } = this.limit;
    const perMs = count / (seconds * 1000);
    const bucket = this.buckets.get(key) ?? { tokens: count, at: now };
    bucket.tokens = Math.min(count, bucket.tokens + (now - bucket.at) * perMs);
    bucket.at = now;
    // Re-inserted on every call, so the Map's order is least recently seen first (what the sweep drops).
    this.buckets.delete(key);
    this.buckets.set(key, bucket);
    if (this.buckets.size > this.maxKeys) this.sweep();
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / perMs / 1000));
  }

  get size(): number {
    return this.buckets.size;
  }

  /** Forgets the least recently seen tenth of the clients: a forgotten bucket is a full one, the lenient side. */
  private sweep(): void {
    let drop = Math.ceil(this.maxKeys / 10);
    for (const key of this.buckets.keys()) {
      if (drop-- <= 0) break;
      this.buckets.delete(key);
    }
  }
}

export interface RateLimiterOptions {
  limits?: Limits | undefined;
  /** Take the client's address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy?: boolean | undefined;
}

/** One middleware factory per server: `limit('login')` guards a route with the login bucket. */
export function rateLimiter({ limits = DEFAULT_LIMITS, trustProxy = false }: RateLimiterOptions = {}) {
  const buckets = new Map<LimitedCall, TokenBuckets>();
  return (call: LimitedCall): MiddlewareHandler => {
    const limit = limits[call];
    if (!limit) return async (_c, next) => next();
    const bucket = buckets.get(call) ?? new TokenBuckets(limit);
    buckets.set(call, bucket);
    return async (c, next) => {
      const wait = bucket.take(limitKey(clientAddress(c, trustProxy)));
      if (wait > 0) throw new ApiError('rateLimited', { headers: { 'Retry-After': String(wait), 'Cache-Control': 'no-store' } });
      return next();
    };
  };
}
