/**
 * Errors as JSON: every answer under `/api` is JSON, also when something fails, and never carries a stack or
 * a path. Logs name the failing route only: bodies and queries may hold what a citizen wrote.
 *
 * A refusal is an `ApiError` (src/domain/http/api-errors.ts) thrown by a guard, the intake or a route; it is worded
 * here and only here, in the caller's language, as `{ err, errCode, …extra }`.
 */
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ApiError, type ApiRefusal } from '../../src/domain/http/api-errors.ts';
import { t } from '../../src/i18n/index.ts';
import { realmById, resolveRealm } from '../../src/realm/resolve.ts';
import { UI_LANGUAGES, type Language, type RealmConfig } from '../../src/schemas/realm.ts';
import { acceptedLanguage, acceptLanguageFor, pickLanguage } from '../../src/domain/http/accept-language.ts';

type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500;

/** A content API error; `err` carries the message too, the field every error of the write side answers with. */
export function jsonError(c: Context, status: ErrorStatus, message: string) {
  return c.json({ error: true, status, message, err: message }, status);
}

/**
 * The language of an answer's words: `?lang=`, else the one Accept-Language prefers (src/domain/http/accept-language.ts),
 * among the realm's (its first otherwise); without a known realm, any language the portal speaks, else Spanish.
 */
export function callerLanguage(c: Context, realm: RealmConfig | undefined): Language {
  const wanted = c.req.query('lang');
  const header = c.req.header('accept-language');
  if (realm) return wanted === undefined ? acceptLanguageFor(header, realm) : pickLanguage(wanted, realm);
  return UI_LANGUAGES.find((l) => l === wanted) ?? acceptedLanguage(header, UI_LANGUAGES) ?? 'es';
}

/** The realm of a call: the one it names (`/api/:realm/…`), or for `/api/v2/auth/…` the host's; if known. */
function realmOfCall(c: Context, realms: () => RealmConfig[]): RealmConfig | undefined {
  let id: string | undefined;
  try {
    id = c.req.param('realm');
  } catch {
    id = undefined;
  }
  id ??= c.req.path.split('/')[2];
  if (id === 'v2') id = resolveRealm({ host: c.req.header('host'), query: c.req.query('realm') }, realms(), '');
  return id === undefined ? undefined : realmById(realms(), id);
}

/** The answer to `error`, worded in `lang`: `err` the words, `errCode` the code, a form's problems each worded. */
export function refusalBody(error: ApiError, lang: Language): ApiRefusal & Record<string, unknown> {
  const errors = error.problems.map((p) => ({ ...p, message: t(lang, p.key, p.params ?? {}) }));
  const err = errors[0]?.message ?? t(lang, error.key, error.params);
  return { err, errCode: error.code, ...(errors.length ? { errors } : {}), ...error.extra };
}

/** Answers a thrown `ApiError` in the caller's language. */
export function answerRefusal(c: Context, error: ApiError, realms: () => RealmConfig[]): Response {
  const body = refusalBody(error, callerLanguage(c, realmOfCall(c, realms)));
  return c.json(body, error.status, error.headers);
}

/**
 * The handler of what a route did not answer itself: an `ApiError` is worded in the caller's language; an
 * HTTPException (a body that is not JSON, say) answers its own message; anything else is a 500 and one log
 * line, `[scope] METHOD /path: ErrorName`.
 */
export function answerUnexpected(scope: string, realms: () => RealmConfig[]): ErrorHandler {
  return (error, c) => {
    if (error instanceof ApiError) return answerRefusal(c, error, realms);
    if (error instanceof HTTPException && error.status < 500) return c.json({ err: error.message }, error.status);
    console.error(`[${scope}] ${c.req.method} ${new URL(c.req.url).pathname}: ${error.name}`);
    return answerRefusal(c, new ApiError('unexpected'), realms);
  };
}
