/**
 * Errors as JSON: every answer under `/api` is JSON, also when something fails, and never carries a stack or
 * a path. Logs name the failing route only: bodies and queries may hold what a citizen wrote.
 */
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';

type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500;

/** A content API error; `err` carries the message too, the field every error of the write side answers with. */
export function jsonError(c: Context, status: ErrorStatus, message: string) {
  return c.json({ error: true, status, message, err: message }, status);
}

/**
 * The handler of what a route did not answer itself: an HTTPException (a body that is not JSON, say) answers
 * its own message; anything else is a 500 and one log line, `[scope] METHOD /path: ErrorName`.
 */
export function answerUnexpected(scope: string): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException && error.status < 500) return c.json({ err: error.message }, error.status);
    console.error(`[${scope}] ${c.req.method} ${new URL(c.req.url).pathname}: ${error.name}`);
    return c.json({ err: 'Ha ocurrido un error' }, 500);
  };
}
