import { describe, expect, it } from 'vitest';
import { loggedOut } from '../../src/api/auth.ts';
import { censusPassed } from '../../src/api/census.ts';
import { answered, ApiRequestError, createApiClient, interpret, queryString, refusalOf, REQUEST_TIMEOUT_MS, resolveUrl } from '../../src/api/client.ts';

describe('response handling (docs/product-spec.md §7)', () => {
  it('returns the parsed body for 200 and 201', () => {
    expect(interpret(200, 'OK', '{"items":[]}', '/x', 'GET')).toEqual({ items: [] });
    expect(interpret(201, 'Created', '{"_id":"1"}', '/x', 'POST')).toEqual({ _id: '1' });
  });
  it('adds httpStatus to the parsed body for other statuses', () => {
    expect(interpret(400, 'Bad Request', '{"err":"captcha failed"}', '/x', 'POST')).toEqual({ err: 'captcha failed', httpStatus: 400 });
  });
  it('gives an error object for a 500 or an empty body', () => {
    expect(interpret(500, 'Internal Server Error', '{"a":1}', '/x', 'GET')).toMatchObject({
      error: true,
      status: 'error',
      httpStatus: 500,
      statusText: 'Internal Server Error',
    });
    expect(interpret(200, 'OK', '', '/x', 'GET')).toMatchObject({ error: true, httpStatus: 200 });
  });
  it('gives the raw text and a parse-error flag for an unparseable body', () => {
    expect(interpret(200, 'OK', '<html>', '/x', 'GET')).toMatchObject({ error: true, parseError: true, raw: '<html>' });
  });
  it('reads failures like ofetch: [GET] "url": 404 Not Found', () => {
    const error = new ApiRequestError({ error: true, status: 'error', httpStatus: 404, statusText: 'Not Found', url: 'http://h/api/x', method: 'GET' });
    expect(error.message).toBe('[GET] "http://h/api/x": 404 Not Found');
    expect(error.name).toBe('ApiRequestError');
  });
});

describe('a refusal, read one way', () => {
  it('gives the status, the code and the words of a refused call, and nothing for one that worked', () => {
    const refused = interpret(409, 'Conflict', '{"err":"La solicitud está cerrada.","errCode":"closed"}', '/x', 'POST');
    expect(refusalOf(refused)).toEqual({ offline: false, httpStatus: 409, code: 'closed', message: 'La solicitud está cerrada.' });
    expect(refusalOf(interpret(200, 'OK', '{"ok":true}', '/x', 'POST'))).toBeUndefined();
    expect(refusalOf(interpret(202, 'Accepted', '{"ok":true}', '/x', 'POST'))).toBeUndefined();
  });
  it('tells no answer at all (offline) from an answer that is not the API', () => {
    const offline = { error: true, status: 'network-error', httpStatus: 0, statusText: 'fetch failed', url: '/x', method: 'GET' } as const;
    expect(refusalOf(offline)).toEqual({ offline: true, httpStatus: 0, code: undefined, message: undefined });
    expect(refusalOf(interpret(502, 'Bad Gateway', '', '/x', 'GET'))).toEqual({ offline: false, httpStatus: 502, code: undefined, message: undefined });
  });
});

describe('an answer, read through its refusal', () => {
  const offline = { error: true, status: 'network-error', httpStatus: 0, statusText: 'fetch failed', url: '/x', method: 'GET' } as const;

  it('gives the body of a call that did what was asked, a 202 too, and nothing for a refusal or no answer', () => {
    expect(answered(interpret(200, 'OK', '{"_id":"u1"}', '/x', 'GET'))).toEqual({ _id: 'u1' });
    expect(answered(interpret(202, 'Accepted', '{"ok":true}', '/x', 'POST'))).toEqual({ ok: true, httpStatus: 202 });
    expect(answered(interpret(401, 'Unauthorized', '{"err":"No ha iniciado sesión.","errCode":"not-signed-in"}', '/x', 'GET'))).toBeUndefined();
    expect(answered(interpret(500, 'Internal Server Error', '{}', '/x', 'GET'))).toBeUndefined();
    expect(answered(offline)).toBeUndefined();
  });

  it('says logged out only for a 400 or 401 of the logged-in check (docs/product-spec.md §4), never offline or for a 500', () => {
    const check = (status: number) => loggedOut(refusalOf(interpret(status, '', '{"err":"x"}', '/x', 'GET')));
    expect([check(400), check(401), check(403), check(404), check(429), check(500)]).toEqual([true, true, false, false, false, false]);
    expect(loggedOut(refusalOf(offline))).toBe(false);
    expect(loggedOut(refusalOf(interpret(200, 'OK', '{"_id":"u1"}', '/x', 'GET')))).toBe(false);
  });

  it('passes a census check only for an answer that is no refusal and says no neither in words nor in a code', () => {
    const check = (status: number, body: string) => censusPassed(interpret(status, '', body, '/x', 'POST'));
    expect(check(200, '{"ok":true}')).toBe(true);
    expect(check(200, '{}')).toBe(true);
    expect([check(200, '{"ok":false}'), check(200, '{"err":"No consta"}'), check(200, '{"errCode":"census"}')]).toEqual([false, false, false]);
    expect(check(400, '{"err":"No consta","errCode":"census"}')).toBe(false);
    expect(censusPassed(offline)).toBe(false);
  });
});

describe('URLs', () => {
  it('resolves same-origin endpoints against the build origin and keeps absolute ones', () => {
    expect(resolveUrl('/api', 'alcantir/collections/settings', 'http://127.0.0.1:4321')).toBe('http://127.0.0.1:4321/api/alcantir/collections/settings');
    expect(resolveUrl('https://api.example', '/a/b', 'http://127.0.0.1')).toBe('https://api.example/a/b');
    expect(resolveUrl('/api', 'a', undefined)).toBe('/api/a');
  });
  it('writes the query language without escaping its signs', () => {
    expect(queryString({ nodeTypes: '/noticia/i', '!section': '', sort: '-_id,date', section: '"abc"' })).toBe(
      '?nodeTypes=/noticia/i&!section&sort=-_id,date&section=%22abc%22',
    );
  });
});

describe('time-out and retries against a real server', () => {
  /** A loopback server that answers each request with the next planned status, or never when the plan says 'hang'. */
  async function plannedServer(plan: Array<number | 'hang'>) {
    const { createServer } = await import('node:http');
    const arrivals: number[] = [];
    const server = createServer((_req, res) => {
      arrivals.push(performance.now());
      const step = plan[Math.min(arrivals.length - 1, plan.length - 1)]!;
      if (step === 'hang') return;
      res.writeHead(step, { 'Content-Type': 'application/json' }).end(step === 200 ? '{"items":[1]}' : '{"message":"no"}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/x`;
    const close = () => {
      server.closeAllConnections();
      server.close();
    };
    return { url, arrivals, close };
  }

  it('has a 20 s time-out by default (docs/product-spec.md §9)', () => expect(REQUEST_TIMEOUT_MS).toBe(20_000));

  it('retries a read that answers 500 and backs off longer each time', async () => {
    const server = await plannedServer([500, 503, 200]);
    try {
      const client = createApiClient({ retryDelay: 100 });
      await expect(client.getJson(server.url, { retry: 2 })).resolves.toEqual({ items: [1] });
      expect(server.arrivals).toHaveLength(3);
      const [first, second] = [server.arrivals[1]! - server.arrivals[0]!, server.arrivals[2]! - server.arrivals[1]!];
      expect(first).toBeGreaterThanOrEqual(95);
      expect(second).toBeGreaterThanOrEqual(195);
    } finally {
      server.close();
    }
  });

  it('gives up after the retries and names the status', async () => {
    const server = await plannedServer([500]);
    try {
      const client = createApiClient({ retryDelay: 10 });
      await expect(client.getJson(server.url, { retry: 2 })).rejects.toThrowError(/\[GET\] ".*\/x": 500/);
      expect(server.arrivals).toHaveLength(3);
    } finally {
      server.close();
    }
  });

  it('times out each attempt of a read that never answers, then retries it with a fresh time-out', async () => {
    const server = await plannedServer(['hang']);
    try {
      const client = createApiClient({ timeout: 150, retryDelay: 10 });
      const t0 = performance.now();
      await expect(client.getJson(server.url, { retry: 2 })).rejects.toThrowError(/no answer within 150 ms/);
      expect(server.arrivals).toHaveLength(3);
      expect(performance.now() - t0).toBeGreaterThanOrEqual(3 * 150);
    } finally {
      server.close();
    }
  });

  it('never retries a write, even one that fails with 500', async () => {
    const server = await plannedServer([500, 200]);
    try {
      const result = await createApiClient({ retryDelay: 10 }).request(server.url, { method: 'POST', body: { a: 1 }, retry: 3 });
      expect(result).toMatchObject({ error: true, httpStatus: 500 });
      expect(server.arrivals).toHaveLength(1);
    } finally {
      server.close();
    }
  });

  it('does not retry a 404: asking again would not change the answer', async () => {
    const server = await plannedServer([404, 200]);
    try {
      await expect(createApiClient({ retryDelay: 10 }).getJson(server.url, { retry: 2 })).rejects.toThrowError(/404/);
      expect(server.arrivals).toHaveLength(1);
    } finally {
      server.close();
    }
  });
});
