/**
 * Headers every answer of the local server carries, whatever route made it (docs/write-side.md "Answers"):
 * `X-Content-Type-Options: nosniff` on all of them, so no browser reads a JSON answer (or an upload) as HTML
 * or script; and `Cache-Control: no-store` on the calls whose answers carry personal data or depend on the
 * caller's session, so neither a shared cache nor the browser's history keeps them. Public answers (content,
 * mailbox and census definitions) keep their own caching.
 */
import type { Hono, MiddlewareHandler } from 'hono';

export function nosniff(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    c.res.headers.set('X-Content-Type-Options', 'nosniff');
  };
}

/**
 * The write API's calls whose answers are personal or session-bound: who is signed in, what was uploaded,
 * checked, paid or sent, where the citizen lives. A route that sets its own Cache-Control keeps it.
 */
export const PERSONAL_CALLS: ReadonlyArray<readonly ['GET' | 'POST', string]> = [
  ['POST', '/v2/auth/register'],
  ['POST', '/v2/auth/login'],
  ['GET', '/v2/auth/loggedin'],
  ['GET', '/v2/auth/logout'],
  ['POST', '/:realm/login'],
  ['GET', '/:realm/loggedin'],
  ['GET', '/:realm/logout'],
  ['POST', '/v2/auth/verify'],
  ['POST', '/v2/auth/password/forgot'],
  ['POST', '/v2/auth/password/reset'],
  ['GET', '/:realm/profile'],
  ['POST', '/:realm/profile'],
  ['GET', '/:realm/requests/captcha'],
  ['POST', '/:realm/census2/:censusId'],
  ['POST', '/:realm/:mailbox/assets2'],
  ['GET', '/:realm/geocode'],
  ['POST', '/:realm/requests/:mailbox/create'],
  ['POST', '/:realm/requests/:mailbox/checkout'],
  ['GET', '/:realm/requests/mine'],
  ['GET', '/:realm/requests/:reference'],
  ['POST', '/:realm/requests/:reference/reply'],
  ['POST', '/:realm/requests/:reference/room/cancel'],
  ['GET', '/:realm/requests/:mailbox/rooms'],
  ['GET', '/:realm/requests/:mailbox/rooms/:room/blocks'],
  ['POST', '/:realm/payments/new'],
  ['GET', '/:realm/payments/:paymentId'],
  ['POST', '/:realm/surveys/:surveyId/vote'],
  ['POST', '/:realm/surveys/:surveyId/proposals'],
  ['POST', '/:realm/citaprevia/holds'],
  ['POST', '/:realm/citaprevia/appointments'],
  ['GET', '/:realm/citaprevia/appointments/:code'],
  ['GET', '/:realm/citaprevia/mine'],
  ['POST', '/:realm/citaprevia/appointments/:code/cancel'],
  ['POST', '/:realm/citaprevia/appointments/:code/change'],
  // A citizen's vouchers and a shop's till (docs/vouchers.md): refusals included, whatever the route sets.
  ['POST', '/:realm/vouchers/:campaign/apply'],
  ['GET', '/:realm/vouchers/mine'],
  ['GET', '/:realm/shop'],
  ['GET', '/:realm/shop/*'],
  ['POST', '/:realm/shop/*'],
  // The desk's answers are citizens' requests: every one, refusals included, whatever its route sets.
  ['GET', '/:realm/desk/*'],
  ['POST', '/:realm/desk/*'],
];

function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store');
  };
}

/** Registers no-store on every personal call of `api` (mounted at `/api`). */
export function personalAnswersUnstored(api: Hono): void {
  const middleware = noStore();
  for (const [method, path] of PERSONAL_CALLS) api.on(method, path, middleware);
}
