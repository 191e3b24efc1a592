import { ofetch, type FetchOptions } from 'ofetch';
import type { ApiErrorCode } from '../domain/http/api-errors.ts';
import { requestEnded, requestStarted } from '../stores/loading.ts';

/** Request time-out of docs/product-spec.md §9. */
export const REQUEST_TIMEOUT_MS = 20_000;

/** What a call answers when it fails (docs/product-spec.md §7 "Response handling"). */
export interface ApiFailure {
  error: true;
  status: 'error' | 'parse-error' | 'network-error';
  httpStatus: number;
  statusText: string;
  /** The unparseable body, when the failure is a parse error. */
  raw?: string;
  parseError?: boolean;
  url: string;
  method: string;
}

/** A parsed body; statuses other than 200 and 201 carry `httpStatus` too (docs/product-spec.md §7). */
export type ApiResult<T> = (T & { httpStatus?: number }) | ApiFailure;

export function isFailure(value: unknown): value is ApiFailure {
  return typeof value === 'object' && value !== null && (value as ApiFailure).error === true && 'httpStatus' in value;
}

/**
 * Why a call did not do what was asked, in one shape whatever went wrong: `offline` for no answer at all (a
 * network error or a time-out), else the HTTP status and, when the API refused it (src/domain/http/api-errors.ts),
 * its `code` and its words in the page's language. Undefined for an answer that is not a refusal (2xx).
 */
export interface Refusal {
  offline: boolean;
  /** 0 when offline. */
  httpStatus: number;
  code: ApiErrorCode | undefined;
  /** The server's words (the page's language, as sent in Accept-Language); undefined for no API answer. */
  message: string | undefined;
}

export function refusalOf(answer: unknown): Refusal | undefined {
  if (isFailure(answer)) return { offline: answer.status === 'network-error', httpStatus: answer.httpStatus, code: undefined, message: undefined };
  if (typeof answer !== 'object' || answer === null) return undefined;
  const { httpStatus, errCode, err } = answer as { httpStatus?: number; errCode?: unknown; err?: unknown };
  if (httpStatus === undefined || httpStatus < 400) return undefined;
  return {
    offline: false,
    httpStatus,
    code: typeof errCode === 'string' ? (errCode as ApiErrorCode) : undefined,
    message: typeof err === 'string' ? err : undefined,
  };
}

/**
 * The body of an answer that did what was asked, that is no refusal (`refusalOf`): what a caller reads instead
 * of testing `httpStatus` itself. Undefined when the call was refused or got no answer.
 */
export function answered<T>(answer: ApiResult<T>): (T & { httpStatus?: number }) | undefined {
  return refusalOf(answer) === undefined ? (answer as T & { httpStatus?: number }) : undefined;
}

export interface RequestOptions {
  method?: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  headers?: Record<string, string>;
  /** Overrides the 20 s time-out; `0` means none. */
  timeout?: number;
  /** Background requests are not counted by the loading indicator. */
  background?: boolean;
  /** Retries for reads (GET) on network errors and 5xx; writes are never retried here. */
  retry?: number;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  /** Sent as Accept-Language. */
  language?: string;
  /** Absolute origin for same-origin endpoints ("/api") when not running in a browser (the build). */
  origin?: string;
  /** Replaces the platform fetch, e.g. with one that goes through a proxy agent in Node. */
  fetch?: typeof fetch;
  /** The time-out of each attempt; 20 s (docs/product-spec.md §9) unless a test needs a shorter one. */
  timeout?: number;
  /** The first retry's delay; each further retry waits twice as long as the one before. */
  retryDelay?: number;
}

/** Statuses worth another try for a read: the server or something in between was briefly unable to answer. */
const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
/** The default first back-off: 0.5 s, then 1 s, 2 s… */
export const RETRY_DELAY_MS = 500;

/** Joins an endpoint base with a path, resolving same-origin bases against `origin` outside the browser. */
export function resolveUrl(base: string, path: string, origin?: string): string {
  const joined = `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  if (/^https?:\/\//.test(joined)) return joined;
  if (origin) return new URL(joined, origin).toString();
  return joined;
}

/** Serialises a query the way the provider's query language expects (no encoding of `/`, `"`, `!`, `,`). */
export function queryString(query: RequestOptions['query'] = {}): string {
  const parts: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    const encodedKey = encodeURIComponent(key).replace(/%21/g, '!');
    if (value === '') parts.push(encodedKey);
    else parts.push(`${encodedKey}=${encodeURIComponent(String(value)).replace(/%2F/gi, '/').replace(/%2C/gi, ',')}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** An error thrown by `getJson`, reading like `[GET] "url": 404 Not Found`. */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError';
  readonly failure: ApiFailure;
  constructor(failure: ApiFailure, options?: { cause?: unknown }) {
    const what = failure.parseError
      ? 'the body is not valid JSON'
      : failure.status === 'network-error'
        ? failure.statusText
        : `${failure.httpStatus} ${failure.statusText}`.trim();
    super(`[${failure.method}] "${failure.url}": ${what}`, options);
    this.failure = failure;
  }
}

/**
 * The one HTTP client: credentials included, Accept-Language from the page's language, 20 s time-out per
 * attempt, reads retried with back-off when asked, running requests counted, responses handled as
 * docs/product-spec.md §7 says.
 */
export function createApiClient(options: ApiClientOptions = {}) {
  const fetchImpl = options.fetch ?? globalThis.fetch;

  const defaultTimeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  const firstDelay = options.retryDelay ?? RETRY_DELAY_MS;

  /**
   * One attempt with its own time-out. ofetch's own time-out and retries are not used: with
   * `ignoreResponseError` it never retries a 5xx, a retry after a time-out reuses the aborted signal, and a
   * caller's signal switches its time-out off.
   */
  async function attempt<T>(fullUrl: string, method: string, opts: RequestOptions, timeout: number): Promise<ApiResult<T>> {
    const timer = timeout > 0 ? AbortSignal.timeout(timeout) : undefined;
    const signals = [opts.signal, timer].filter((s): s is AbortSignal => !!s);
    try {
      const fetchOptions: FetchOptions<'text'> = {
        method,
        credentials: 'include',
        headers: {
          Accept: 'application/json',
          ...(options.language ? { 'Accept-Language': options.language } : {}),
          ...opts.headers,
        },
        body: opts.body as FetchOptions['body'],
        retry: 0,
        ignoreResponseError: true,
        responseType: 'text',
        signal: signals.length > 1 ? AbortSignal.any(signals) : signals[0],
      };
      const response = await ofetch.raw(fullUrl, { ...fetchOptions, fetch: fetchImpl } as FetchOptions<'text'>);
      return interpret<T>(response.status, response.statusText, response._data ?? '', fullUrl, method);
    } catch (error) {
      const cause = error as Error & { cause?: Error };
      const reason =
        timer?.aborted && !opts.signal?.aborted
          ? `no answer within ${timeout} ms`
          : opts.signal?.aborted
            ? 'aborted'
            : (cause.cause?.message ?? cause.message ?? 'network error');
      return { error: true, status: 'network-error', httpStatus: 0, statusText: reason, url: fullUrl, method };
    }
  }

  async function request<T = unknown>(url: string, opts: RequestOptions = {}): Promise<ApiResult<T>> {
    const method = (opts.method ?? 'GET').toUpperCase();
    const fullUrl = url + queryString(opts.query);
    const timeout = opts.timeout ?? defaultTimeout;
    // Reads are retried with exponential back-off; writes never are (a retried POST could create a request twice).
    const retries = method === 'GET' ? (opts.retry ?? 0) : 0;
    const counted = !opts.background;
    if (counted) requestStarted();
    try {
      let result = await attempt<T>(fullUrl, method, opts, timeout);
      for (let i = 0; i < retries && worthRetrying(result) && !opts.signal?.aborted; i++) {
        await new Promise((resolve) => setTimeout(resolve, firstDelay * 2 ** i));
        result = await attempt<T>(fullUrl, method, opts, timeout);
      }
      return result;
    } finally {
      if (counted) requestEnded();
    }
  }

  /** A GET that throws `ApiRequestError` on any failure or non-2xx status: for the build. */
  async function getJson<T = unknown>(url: string, opts: RequestOptions = {}): Promise<T> {
    const result = await request<T>(url, { retry: 2, ...opts, method: 'GET' });
    if (isFailure(result)) throw new ApiRequestError(result);
    const status = (result as { httpStatus?: number }).httpStatus;
    if (status !== undefined) {
      throw new ApiRequestError({
        error: true,
        status: 'error',
        httpStatus: status,
        statusText: httpStatusText(status),
        url: url + queryString(opts.query),
        method: 'GET',
      });
    }
    return result as T;
  }

  return { request, getJson, language: options.language, origin: options.origin };
}
export type ApiClient = ReturnType<typeof createApiClient>;

/** A network error, a time-out or a status that says "try again"; not a parse error or a 4xx. */
function worthRetrying(result: ApiResult<unknown>): boolean {
  if (isFailure(result)) return result.status === 'network-error' || RETRY_STATUSES.has(result.httpStatus);
  const status = (result as { httpStatus?: number }).httpStatus;
  return status !== undefined && RETRY_STATUSES.has(status);
}

function httpStatusText(status: number): string {
  return (
    ({ 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 429: 'Too Many Requests' } as Record<number, string>)[status] ?? 'Error'
  );
}

/** Applies the spec's response rules to a status and a body text. */
export function interpret<T>(status: number, statusText: string, text: string, url: string, method: string): ApiResult<T> {
  if (status >= 500 || text.trim() === '') {
    return { error: true, status: 'error', httpStatus: status, statusText: statusText || httpStatusText(status), url, method };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: true, status: 'parse-error', httpStatus: status, statusText, raw: text, parseError: true, url, method };
  }
  if (status === 200 || status === 201) return parsed as ApiResult<T>;
  if (parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)) return { ...(parsed as T), httpStatus: status };
  return { value: parsed, httpStatus: status } as unknown as ApiResult<T>;
}
