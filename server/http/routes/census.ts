/**
 * The census call (spec §7 `GET/POST {api}/{realm}/census2/{censusId}`): the public definition (questions and
 * info, never entries), and a check of an ID and its answers, remembered for the session that made it.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import type { Census } from '../../store/census.ts';
import type { Sessions } from '../../store/sessions.ts';
import { readJson } from '../guards/body.ts';
import { sessionOf } from '../session-cookie.ts';

const INVALID = 'Información del censo inválida.';
const CheckSchema = v.object({
  census: v.object({ id: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(40)), answers: v.optional(v.record(v.string(), v.unknown()), {}) }),
});

export function censusRoutes(opts: { census: Census; sessions: Sessions; knownRealm: (realm: string) => boolean; addressOf: (c: Context) => string }) {
  const { census, sessions, knownRealm, addressOf } = opts;
  const api = new Hono();
  api.get('/:realm/census2/:censusId', (c) => {
    const { realm, censusId } = c.req.param();
    const definition = knownRealm(realm) ? census.definition(realm, censusId) : undefined;
    if (!definition) return c.json({ err: 'No existe ese censo.' }, 404);
    return c.json(definition);
  });
  api.post('/:realm/census2/:censusId', async (c) => {
    const { realm, censusId } = c.req.param();
    if (!knownRealm(realm) || !census.definition(realm, censusId)) return c.json({ err: 'No existe ese censo.' }, 404);
    const parsed = v.safeParse(CheckSchema, await readJson(c));
    if (!parsed.success) return c.json({ err: INVALID }, 400);
    const session = sessionOf(c, sessions, true);
    const result = await census.check(session, addressOf(c), realm, censusId, parsed.output.census.id, parsed.output.census.answers);
    if (result.outcome === 'blocked') {
      return c.json({ err: 'Demasiados intentos. Inténtelo de nuevo dentro de un rato.' }, 429, { 'Retry-After': String(result.retryAfterSeconds) });
    }
    return result.outcome === 'ok' ? c.json({ ok: true }) : c.json({ err: INVALID }, 400);
  });
  return api;
}
