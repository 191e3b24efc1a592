/**
 * The island's collaborator in a component test: a `fetch` that answers an example's listed calls (`METHOD /path`,
 * the query aside) and nothing else. Any other call is recorded as unlisted, answered with a network error, and
 * fails the test afterwards; the islands and their API client run as they do in the browser.
 */
import type { ApiAnswer, ApiAnswers } from '../../../src/islands/examples.ts';

/** One call the island made, with what it sent. */
export interface ApiCall {
  key: string;
  query: URLSearchParams;
  headers: Headers;
  /** A JSON body parsed; a FormData (an upload) as it was sent. */
  body: unknown;
}

/** Where relative URLs ("/api/…") resolve, as on a realm's own host. */
export const PAGE_ORIGIN = 'http://alcantir.localhost';

export interface ApiStandIn {
  fetch: typeof fetch;
  calls: ApiCall[];
  /** Calls the example did not list. */
  unlisted: string[];
  /** Ends calls still waiting for an answer, as leaving the page would. */
  close(): void;
}

function readBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export function apiStandIn(answers: ApiAnswers = {}): ApiStandIn {
  const queues = new Map<string, ApiAnswer[]>(Object.entries(answers).map(([key, answer]) => [key, Array.isArray(answer) ? [...answer] : [answer]]));
  const calls: ApiCall[] = [];
  const unlisted: string[] = [];
  const waiting = new Set<() => void>();

  const next = (key: string): ApiAnswer | undefined => {
    const queue = queues.get(key);
    if (!queue) return undefined;
    return queue.length > 1 ? queue.shift() : queue[0];
  };

  const standInFetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input), PAGE_ORIGIN);
    const method = (init.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const key = `${method} ${url.pathname}`;
    calls.push({ key, query: url.searchParams, headers: new Headers(init.headers), body: readBody(init.body) });
    const answer = next(key);
    if (answer === undefined) {
      unlisted.push(key);
      throw new TypeError(`${key} is not among the example's API answers`);
    }
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'no-answer') {
      return new Promise<Response>((_, reject) => {
        const end = () => reject(new DOMException('The page was left', 'AbortError'));
        waiting.add(end);
        init.signal?.addEventListener('abort', end);
      });
    }
    const text = answer.body === undefined ? '' : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status, headers: text ? { 'Content-Type': 'application/json' } : {} });
  };

  return {
    fetch: standInFetch as typeof fetch,
    calls,
    unlisted,
    close() {
      for (const end of waiting) end();
      waiting.clear();
    },
  };
}
