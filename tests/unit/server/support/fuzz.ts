/**
 * Seeded random inputs for the API fuzz tests: the same seed gives the same inputs, so a failure reproduces
 * with `FUZZ_SEED=<seed> npx vitest run tests/unit/server/fuzz.test.ts`.
 */

/** mulberry32: small, fast, and good enough to pick inputs. */
export function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Random = ReturnType<typeof prng>;

export const SEED = Number(process.env.FUZZ_SEED ?? 20_271_105);

const ALPHABET = 'abcxyzAZ09_-.$!"\'/\\()[]{}*+?|^&=,;:%#@ <>`~ñÑ·é\u0000\u0007\u202e\ud83d\ude00\ud800';

export function randomText(r: Random, max = 30): string {
  let out = '';
  for (let i = r.int(max + 1); i > 0; i--) out += r.pick([...ALPHABET]);
  return out;
}

/** Pieces of regular expressions, the ones that make backtracking engines take exponential time among them. */
const REGEX_ATOMS = [
  'a',
  '.',
  '\\w',
  '\\d',
  '[a-z]',
  '[^x]',
  '(a|a)',
  '(a|aa)',
  '(?:a+)',
  '(.*)',
  '(a)',
  '\\1',
  '(?=a)',
  '(?!b)',
  '(?<=a)',
  '^',
  '$',
  '\\b',
  'é',
  '[À-ÿ]',
  '(?<n>a)',
  '\\k<n>',
  '{',
  '}',
  '(',
  ')',
  '[',
  ']',
];
const QUANTIFIERS = ['', '', '*', '+', '?', '{2}', '{1,}', '{0,50}', '*?', '++', '{99999}'];

export function randomRegex(r: Random): string {
  let pattern = '';
  for (let i = 1 + r.int(8); i > 0; i--) {
    let piece = r.pick(REGEX_ATOMS) + r.pick(QUANTIFIERS);
    if (r.chance(0.3)) piece = `(${piece})${r.pick(QUANTIFIERS)}`;
    pattern += piece;
  }
  return `/${pattern}/${r.pick(['', 'i', 'im', 's', 'g', 'x', 'ims', 'iiii'])}`;
}

const KEYS = [
  'title',
  'title.es',
  'nodeTypes',
  'estado',
  'section',
  'coordinates',
  'region.realm',
  '_id',
  'isPublished',
  'period.dateRanges.start',
  '__proto__',
  'constructor',
  'prototype',
  '__proto__.polluted',
  'constructor.prototype.polluted',
  '$where',
  'a.$gt',
  '$or',
  'title..es',
  '.title',
  '-title',
  '!section',
  '!__proto__',
  '',
];
const RESERVED = ['limit', 'skip', 'sort', 'fields', 'start', 'end', 'expand', 'lang', 'collectionName'];
const VALUES = [
  '',
  'true',
  'false',
  'null',
  '1',
  '-0',
  '1e309',
  '9'.repeat(400),
  'NaN',
  '"quoted"',
  '"',
  '""',
  'Activa',
  '2026-13-45',
  '2026-11-01T00:00:00+01:00',
  'title,-_id',
  '-',
  ',,,',
  'a;b',
  '__proto__',
  'constructor',
  '%',
  '%zz',
  '%E0%A4%A',
  '%00',
  '%C0%AF',
  '../../etc/passwd',
  '<script>alert(1)</script>',
];

/** Percent-encodes, or now and then only what would break the URL (lone surrogates become U+FFFD first). */
function encode(r: Random, s: string): string {
  const text = s.toWellFormed();
  return r.chance(0.7) ? encodeURIComponent(text) : text.replace(/[&#\s%]/g, (c) => (c === '%' && r.chance(0.5) ? c : encodeURIComponent(c)));
}

/** A query string of the collection language: mostly well-formed pieces, some hostile, some noise. */
export function randomQuery(r: Random): string {
  const parts: string[] = [];
  for (let i = r.int(4); i >= 0; i--) {
    const key = r.chance(0.3) ? r.pick(RESERVED) : r.chance(0.85) ? r.pick(KEYS) : randomText(r, 12);
    const roll = r.next();
    const value = roll < 0.3 ? randomRegex(r) : roll < 0.7 ? r.pick(VALUES) : roll < 0.9 ? randomText(r) : null;
    parts.push(value === null ? encode(r, key) : `${encode(r, key)}=${encode(r, value)}`);
  }
  if (r.chance(0.05)) parts.push(r.pick(['%', '%E', '%ED%A0%80', '%C0%AF', '%FF']) + randomText(r, 5).toWellFormed());
  return parts.join(r.chance(0.95) ? '&' : '&&');
}

/** Sets an own key, `__proto__` included (an assignment would set the prototype and never reach the JSON). */
function own(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Any JSON value, nested up to `depth`. */
export function randomJson(r: Random, depth = 4): unknown {
  const roll = r.int(depth > 0 ? 10 : 7);
  switch (roll) {
    case 0:
      return null;
    case 1:
      return r.chance(0.5);
    case 2:
      return r.pick([0, -1, 1.5, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 5]);
    case 3:
      return randomText(r);
    case 4:
      return r.pick(['', 'web', '7', 'x'.repeat(25_000), '<img src=x onerror=alert(1)>', 'Calle Mayor, 3', '0123456789abcdef01234567']);
    case 5:
      return '\u0000'.repeat(r.int(4)) + randomText(r, 5);
    case 6:
      return r.pick([[], {}, [''], { lat: 'x', lng: null }, { lat: 1e9, lng: -1e9 }, { lat: 38.98, lng: -0.52 }]);
    case 7:
    case 8: {
      const out: Record<string, unknown> = {};
      for (let i = r.int(5); i > 0; i--)
        own(out, r.chance(0.2) ? r.pick(['__proto__', 'constructor', 'prototype', 'toString', '']) : randomText(r, 10), randomJson(r, depth - 1));
      return out;
    }
    default:
      return Array.from({ length: r.int(5) }, () => randomJson(r, depth - 1));
  }
}

const REQUEST_FIELDS = [
  'title',
  'body',
  'category',
  'contact',
  'coordinates',
  'address',
  'images',
  'files',
  'captcha',
  'origin',
  'extra',
  'payment',
  'privacyAccepted',
];

/** A body for the create call: the request's own fields with random values, plus strangers. Returned as text. */
export function randomRequestBody(r: Random): { body: string; contentType: string | undefined } {
  const doc: Record<string, unknown> = {};
  for (const field of REQUEST_FIELDS) if (r.chance(0.5)) doc[field] = r.chance(0.3) ? randomJson(r, 3) : plausible(r, field);
  for (let i = r.int(3); i > 0; i--) own(doc, r.pick(['__proto__', 'constructor', 'status', 'iid', '_id', 'user', randomText(r, 8)]), randomJson(r, 3));
  let body = JSON.stringify(doc);
  const roll = r.next();
  if (roll < 0.05)
    body = body.slice(0, r.int(body.length)); // cut short
  else if (roll < 0.08) body = `${'['.repeat(2000)}${']'.repeat(2000)}`;
  else if (roll < 0.1) body = `{"extra":${'{"a":'.repeat(300)}1${'}'.repeat(300)}}`;
  else if (roll < 0.13) body = randomText(r, 200);
  else if (roll < 0.15) body = '';
  const contentType = r.pick([
    'application/json',
    'application/json',
    'application/json',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    undefined,
    'application/json; charset=utf-16',
  ]);
  return { body, contentType };
}

function plausible(r: Random, field: string): unknown {
  switch (field) {
    case 'contact':
      return { firstName: randomText(r, 120), email: r.pick(['a@b.es', 'x', '']), telephone: randomText(r, 40) };
    case 'coordinates':
      return { lat: r.next() * 400 - 200, lng: r.next() * 400 - 200 };
    case 'images':
    case 'files':
      return Array.from({ length: r.int(25) }, () => r.pick(['0123456789abcdef01234567', '../x', '', randomText(r, 30)]));
    case 'extra':
      return { [randomText(r, 8)]: randomJson(r, 3), registro: { id: randomText(r, 12), answers: { inscripcion: randomText(r, 4) } } };
    case 'privacyAccepted':
      return r.pick([true, false, 'true', 1]);
    case 'origin':
      return r.pick(['web', 'app', '']);
    default:
      return randomText(r, field === 'body' ? 300 : 40);
  }
}
