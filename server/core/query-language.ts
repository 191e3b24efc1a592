/**
 * The provider's collection query language (docs/product-spec.md §7), parsed into a filter for mingo plus list
 * options.
 *
 *   limit=100            at most 100 items (0 < limit ≤ 10000)
 *   sort=-_id,date       several keys, "-" for descending
 *   fields=title,logo    projection (`_id` always kept)
 *   estado=Activa        equality (a number-looking value also matches the number)
 *   section="id"         quoted value: a string, verbatim
 *   nodeTypes=/noticia/i regular expression (flags i, m, s)
 *   isPublished=true     booleans
 *   !section             field missing;   coordinates   field present
 *   region.realm=x       dotted paths reach into objects
 */

import { Query } from 'mingo';
import { linearRegExp } from './linear-regex.ts';

export const MAX_LIMIT = 10_000;
const RESERVED = new Set(['limit', 'skip', 'sort', 'fields', 'expand', 'start', 'end', 'collectionName', 'lang', '_']);
const PATH = /^[A-Za-z_][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)*$/;
const MAX_REGEX_LENGTH = 200;
/** Names that reach into an object's prototype rather than its data (mingo throws on them: a 500, not a 400). */
const PROTOTYPE_NAMES = new Set(['__proto__', 'constructor', 'prototype']);
const isPath = (path: string) => PATH.test(path) && !path.split('.').some((segment) => PROTOTYPE_NAMES.has(segment));

export interface SortKey {
  path: string;
  direction: 1 | -1;
}

export interface CollectionQuery {
  filter: Record<string, unknown>;
  limit: number;
  skip: number;
  sort: SortKey[];
  fields: string[] | null;
  /** Raw `start` and `end` of a between call. */
  start?: string;
  end?: string;
}

export class QueryError extends Error {
  override name = 'QueryError';
}

/** Splits a raw query string into [key, value|null] pairs; `null` marks a bare key (no "="). */
export function splitQuery(raw: string): Array<[string, string | null]> {
  const pairs: Array<[string, string | null]> = [];
  for (const part of raw.replace(/^\?/, '').split('&')) {
    if (part === '') continue;
    const eq = part.indexOf('=');
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s.replace(/\+/g, ' '));
      } catch {
        throw new QueryError(`"${s.slice(0, 60)}" is not correctly percent-encoded`);
      }
    };
    if (eq === -1) pairs.push([decode(part), null]);
    else pairs.push([decode(part.slice(0, eq)), decode(part.slice(eq + 1))]);
  }
  return pairs;
}

function parseValue(key: string, value: string): unknown {
  if (value.length > 1 && value.startsWith('"') && value.endsWith('"')) return value.slice(1, -1);
  const regex = /^\/(.*)\/([a-z]*)$/s.exec(value);
  if (regex) {
    const [, pattern = '', flags = ''] = regex;
    if (!/^[ims]*$/.test(flags)) throw new QueryError(`${key}: regular expression flags may only be i, m and s, received "${flags}"`);
    if (pattern.length > MAX_REGEX_LENGTH) throw new QueryError(`${key}: regular expression longer than ${MAX_REGEX_LENGTH} characters`);
    // Run by the linear-time engine: a visitor's pattern cannot make the server backtrack for ever.
    try {
      return linearRegExp(pattern, flags);
    } catch (error) {
      throw new QueryError(`${key}: invalid regular expression: ${(error as Error).message}`);
    }
  }
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (value === 'null') return null;
  if (/^-?\d+(\.\d+)?$/.test(value)) return { $in: [value, Number(value)] };
  return value;
}

function parseInteger(name: string, value: string | null, min: number, max: number): number {
  if (value === null || !/^\d+$/.test(value)) throw new QueryError(`${name}: expected a whole number, received "${value ?? ''}"`);
  const n = Number(value);
  if (n < min || n > max) throw new QueryError(`${name}: expected a number from ${min} to ${max}, received ${n}`);
  return n;
}

function parsePathList(name: string, value: string | null): string[] {
  const list = (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const item of list) {
    const path = item.replace(/^-/, '');
    if (!isPath(path)) throw new QueryError(`${name}: "${item}" is not a field name`);
  }
  return list;
}

/** Parses a query string; throws `QueryError` saying what is wrong. */
export function parseQuery(raw: string, defaults: { limit?: number } = {}): CollectionQuery {
  const query: CollectionQuery = { filter: {}, limit: defaults.limit ?? MAX_LIMIT, skip: 0, sort: [], fields: null };
  const and: Record<string, unknown>[] = [];
  for (const [key, value] of splitQuery(raw)) {
    if (key === 'limit') query.limit = parseInteger('limit', value, 1, MAX_LIMIT);
    else if (key === 'skip') query.skip = parseInteger('skip', value, 0, 1_000_000);
    else if (key === 'sort') query.sort = parsePathList('sort', value).map((k) => ({ path: k.replace(/^-/, ''), direction: k.startsWith('-') ? -1 : 1 }));
    else if (key === 'fields') query.fields = parsePathList('fields', value);
    else if (key === 'start' || key === 'end') {
      if (value === null || Number.isNaN(Date.parse(value))) throw new QueryError(`${key}: expected a date, received "${value ?? ''}"`);
      query[key] = value;
    } else if (RESERVED.has(key)) continue;
    else if (key.startsWith('!')) {
      const path = key.slice(1);
      if (!isPath(path)) throw new QueryError(`"${key}" is not a field name`);
      and.push({ [path]: { $exists: false } });
    } else {
      if (!isPath(key)) throw new QueryError(`"${key}" is not a field name`);
      if (key.split('.').some((segment) => segment.startsWith('$'))) throw new QueryError(`"${key}" is not a field name`);
      and.push(value === null ? { [key]: { $exists: true } } : { [key]: parseValue(key, value) });
    }
  }
  if (and.length === 1) query.filter = and[0]!;
  else if (and.length > 1) query.filter = { $and: and };
  return query;
}

const collator = new Intl.Collator('es', { sensitivity: 'base', numeric: true });

function valueAt(doc: unknown, path: string): unknown {
  let current: unknown = doc;
  for (const segment of path.split('.')) {
    if (Array.isArray(current)) current = current[0];
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  if (Array.isArray(current)) current = current[0];
  // A translatable text sorts by its Spanish (or default) form.
  if (current && typeof current === 'object' && !Array.isArray(current)) {
    const text = current as Record<string, unknown>;
    return text.es ?? text.und ?? Object.values(text).find((v) => typeof v === 'string');
  }
  return current;
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Sorts documents by the keys in order, Spanish collation for text, missing values last. */
export function sortDocuments<T>(docs: T[], keys: SortKey[]): T[] {
  if (keys.length === 0) return docs;
  return docs
    .map((doc) => ({ doc, values: keys.map((k) => valueAt(doc, k.path)) }))
    .sort((x, y) => {
      for (let i = 0; i < keys.length; i++) {
        const order = compare(x.values[i], y.values[i]);
        if (order !== 0) return order * keys[i]!.direction;
      }
      return 0;
    })
    .map((entry) => entry.doc);
}

/** Keeps `_id` and the listed top-level fields (dotted fields keep their top-level field). */
export function project<T extends Record<string, unknown>>(doc: T, fields: string[] | null): Partial<T> {
  if (!fields) return doc;
  const out: Record<string, unknown> = { _id: doc._id };
  for (const field of fields) {
    const top = field.split('.')[0]!;
    if (Object.hasOwn(doc, top)) out[top] = doc[top];
  }
  return out as Partial<T>;
}

/** True when one of the document's `period.dateRanges` overlaps [start, end]. */
export function overlaps(doc: Record<string, unknown>, start: number, end: number): boolean {
  const ranges = (doc.period as { dateRanges?: Array<{ start?: string; end?: string }> } | undefined)?.dateRanges ?? [];
  return ranges.some((range) => {
    const s = Date.parse(range.start ?? '');
    const e = Date.parse(range.end ?? range.start ?? '');
    return !Number.isNaN(s) && s <= end && (Number.isNaN(e) ? s : e) >= start;
  });
}

/** The documents a parsed query selects (and `extra` keeps), sorted, paged and projected. */
export function runQuery<T extends Record<string, unknown>>(docs: T[], query: CollectionQuery, extra?: (doc: T) => boolean): Array<Partial<T>> {
  const matcher = Object.keys(query.filter).length ? new Query(query.filter) : null;
  let found = docs.filter((doc) => (!matcher || matcher.test(doc)) && (!extra || extra(doc)));
  found = sortDocuments(found, query.sort);
  return found.slice(query.skip, query.skip + query.limit).map((doc) => project(doc, query.fields));
}
