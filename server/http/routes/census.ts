/**
 * The census call (docs/product-spec.md §7 `GET/POST {api}/{realm}/census2/{censusId}`): the public definition
 * (questions and info, never entries), and a check of an ID and its answers, remembered for the session that made it.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import type { Census } from '../../store/census.ts';
import type { Sessions } from '../../store/sessions.ts';
import { readJson } from '../guards/body.ts';
import { sessionOf } from '../session-cookie.ts';

const CheckSchema = v.object({
  census: v.object({ id: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)), answers: v.optional(v.record(v.string(), v.unknown()), {}) }),
});

export function censusRoutes(opts: { census: Census; sessions: Sessions; knownRealm: (realm: string) => boolean; addressOf: (c: Context) => string }) {
  const { census, sessions, knownRealm, addressOf } = opts;
  const api = new Hono();
  api.get('/:realm/census2/:censusId', (c) => {
    const { realm, censusId } = c.req.param();
    const definition = knownRealm(realm) ? census.definition(realm, censusId) : undefined;
    if (!definition) throw new ApiError('censusUnknown');
    return c.json(definition);
  });
  api.post('/:realm/census2/:censusId', async (c) => {
    const { realm, censusId } = c.req.param();
    if (!knownRealm(realm) || !census.definition(realm, censusId)) throw new ApiError('censusUnknown');
    const parsed = v.safeParse(CheckSchema, await readJson(c));
    if (!parsed.success) throw new ApiError('censusInvalid');
    const session = sessionOf(c, sessions, true);
    const result = await census.check(session, addressOf(c), realm, censusId, parsed.output.census.id, parsed.output.census.answers);
    if (result.outcome === 'blocked') {
      throw new ApiError('censusTooManyTries', { headers: { 'Retry-After': String(result.retryAfterSeconds) } });
    }
    if (result.outcome !== 'ok') throw new ApiError('censusInvalid');
    return c.json({ ok: true });
  });
  return api;
}
