/**
 * Fuzzing the two doors a stranger can push hardest: the content API's query language and request creation.
 * Whatever arrives, the answer is JSON, never a 500, and quick. Inputs come from a seeded PRNG (tests/unit/server/support/fuzz.ts);
 * a failure names the seed and the input, so it reproduces.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { linearRegExp, LINEAR_ENGINE } from '../../../server/core/linear-regex.ts';
import { deviceTab, localServer } from './support/local-server.ts';
import { prng, randomQuery, randomRequestBody, SEED } from './support/fuzz.ts';

/** Per call: far above what any of these takes, far below what a backtracking regex would. */
const CALL_BUDGET_MS = 1500;
const QUERIES = 600;
const BODIES = 400;

const server = localServer({ captchaAnswer: '7' });
// A long text to run hostile patterns over: exponential backtracking on 20,000 characters never ends.
server.store.put('alcantir', 'asociaciones', { _id: 'long-text', title: { es: 'a'.repeat(20_000) }, estado: 'Activa', body: `${'ab'.repeat(10_000)}!` });

afterAll(() => {
  expect(({} as Record<string, unknown>).polluted).toBeUndefined();
});

async function timed(call: () => Promise<Response> | Response) {
  const t0 = performance.now();
  const response = await call();
  const text = await response.text();
  return { response, text, ms: performance.now() - t0 };
}

function expectJsonAnswer(label: string, { response, text, ms }: Awaited<ReturnType<typeof timed>>, ok: number[] = [200]) {
  const where = `seed ${SEED}, ${label}`;
  expect(response.status, `${where}: ${text.slice(0, 200)}`).not.toBe(500);
  expect(ok.includes(response.status) || (response.status >= 400 && response.status < 500), `${where}: status ${response.status}`).toBe(true);
  expect(response.headers.get('content-type') ?? '', where).toMatch(/^application\/json/);
  const parsed = JSON.parse(text);
  if (response.status >= 400) expect(parsed.err, where).toBeTypeOf('string');
  expect(text, where).not.toMatch(/\bat \S+ \(|node:internal|\/work\/|\.ts:\d+/);
  expect(ms, `${where}: took ${ms.toFixed(0)} ms`).toBeLessThan(CALL_BUDGET_MS);
}

describe('fuzzing the query language over HTTP', () => {
  it('runs patterns that would backtrack for ever in linear time, on a 20,000-character text', async () => {
    expect(LINEAR_ENGINE).toBe(true);
    for (const pattern of ['((a)+)+$', '(a|a)*b', '(a|aa)+$', '(.*a){12}x', '(?:.*.*.*.*)*x', '([a-z]+)*!', '(\\w*)*$']) {
      const query = `title.es=${encodeURIComponent(`/${pattern}/i`)}&body=${encodeURIComponent(`/${pattern}/`)}&fields=title`;
      const result = await timed(() => server.app.request(`http://alcantir.localhost/api/alcantir/collections/asociaciones?${query}`));
      expectJsonAnswer(pattern, result);
    }
    // What the linear engine does with a folded pattern is what the `i` flag would do.
    for (const [pattern, text] of [
      ['calle mayor', 'CALLE Mayor'],
      ['[a-c]ñ', 'BÑ'],
      ['unió', 'UNIÓ'],
      ['\\w+ÀX', 'abàx'],
    ]) {
      expect(linearRegExp(pattern!, 'i').test(text!), pattern).toBe(new RegExp(pattern!, 'i').test(text!));
    }
  });

  it(`answers ${QUERIES} random and hostile queries with JSON, never a 500 or a hang`, async () => {
    const r = prng(SEED);
    const paths = [
      '/api/alcantir/collections/asociaciones',
      '/api/alcantir/collections/asociaciones_eventos/between',
      '/api/alcantir/collections/callejero',
      '/api/regions/collections/all',
      '/api/alcantir/collections/asociaciones/6650a1000000000000000001',
      '/api/alcantir/collections/nope',
      '/api/nope/collections/x',
    ];
    const seen = new Map<number, number>();
    for (let i = 0; i < QUERIES; i++) {
      const path = r.pick(paths);
      const query = randomQuery(r);
      const result = await timed(() => server.app.request(`http://alcantir.localhost${path}?${query}`));
      expectJsonAnswer(`#${i} ${path}?${query}`, result);
      seen.set(result.response.status, (seen.get(result.response.status) ?? 0) + 1);
    }
    // The generator must reach both sides, or the test proves little.
    expect(seen.get(200) ?? 0).toBeGreaterThanOrEqual(10);
    expect(seen.get(400) ?? 0).toBeGreaterThan(QUERIES / 10);
  }, 120_000);
});

describe('fuzzing request creation', () => {
  it(`answers ${BODIES} random and hostile bodies with a 4xx JSON error, never a 500 or a hang, and stores none of them`, async () => {
    const r = prng(SEED + 1);
    const tab = await deviceTab(server.app);
    const before = (server.store.db.prepare('SELECT count(*) AS n FROM requests').get() as { n: number }).n;
    const mailboxes = ['incidencias', 'incidencias', 'subvenciones', 'cerrado', 'nope', '..%2F..', '%00'];
    for (let i = 0; i < BODIES; i++) {
      const { body, contentType } = randomRequestBody(r);
      const headers: Record<string, string> = contentType ? { 'content-type': contentType } : {};
      if (r.chance(0.3)) headers['idempotency-key'] = r.pick(['key-0000001', 'x', 'k'.repeat(200), 'ñ-ñ-ñ-ñ-ñ', `fuzz-${i}-key`]);
      const mailbox = r.pick(mailboxes);
      const result = await timed(() => tab.request(`/api/alcantir/requests/${mailbox}/create`, { method: 'POST', headers, body }));
      expectJsonAnswer(`#${i} ${mailbox} ${contentType} ${body.slice(0, 300)}`, result, []);
    }
    const after = (server.store.db.prepare('SELECT count(*) AS n FROM requests').get() as { n: number }).n;
    expect(after).toBe(before);
  }, 120_000);
});
