/**
 * What every call of the write side goes through before its route: the cross-site guard, the small body limit,
 * the per-client rate limit of its kind of call, and no-store on the answers of personal calls.
 */
import type { Hono } from 'hono';
import type { RealmConfig } from '../../../src/schemas/realm.ts';
import { personalAnswersUnstored } from './answer-headers.ts';
import { smallBodyLimit } from './body.ts';
import { crossSiteGuard } from './cross-site.ts';
import { rateLimiter, type Limits } from './rate-limit.ts';

export interface WriteGuardOptions {
  realms: () => RealmConfig[];
  limits?: Limits | undefined;
  trustProxy?: boolean | undefined;
  /** A developer's server: the cross-site guard trusts the realms' `localhost` origins (`LOCAL_API_DEVELOPMENT=1`). */
  development?: boolean | undefined;
}

export function guardWriteCalls(api: Hono, { realms, limits, trustProxy, development }: WriteGuardOptions): void {
  api.use('*', crossSiteGuard(realms, { development }));
  api.use('*', smallBodyLimit());
  personalAnswersUnstored(api);
  const limit = rateLimiter({ limits, trustProxy });
  const follow = limit('follow');
  api.get('/:realm/requests/captcha', limit('captcha'));
  api.post('/v2/auth/login', limit('login'));
  api.post('/:realm/login', limit('login'));
  // Calls that send a message to an address someone typed share the registration's bucket; calls that open a
  // link or change an account share the login's, as guessing at them is guessing at a sign-in.
  api.post('/v2/auth/register', limit('register'));
  api.post('/v2/auth/password/forgot', limit('register'));
  api.post('/v2/auth/verify', limit('login'));
  api.post('/v2/auth/password/reset', limit('login'));
  api.post('/:realm/profile', limit('login'));
  api.post('/:realm/profile/delete', limit('login'));
  api.get('/:realm/profile/export', follow);
  api.post('/:realm/census2/:censusId', limit('census'));
  api.post('/:realm/:mailbox/assets2', limit('upload'));
  api.post('/:realm/requests/:mailbox/create', limit('create'));
  api.post('/:realm/payments/new', limit('payment'));
  api.post('/:realm/requests/:mailbox/checkout', limit('payment'));
  // A request opened by reference and key: generous for a citizen, a wall for anyone trying keys.
  api.get('/:realm/requests/:reference', async (c, next) =>
    c.req.param('reference') === 'mine' || c.req.param('reference') === 'captcha' ? next() : follow(c, next),
  );
  api.post('/:realm/requests/:reference/reply', limit('reply'));
  api.post('/:realm/requests/:reference/room/cancel', limit('reply'));
  api.post('/:realm/requests/resend-link', limit('relink'));
  api.post('/:realm/surveys/:surveyId/vote', limit('vote'));
  api.post('/:realm/desk/requests/:reference/actions', limit('desk'));
  api.post('/:realm/desk/citaprevia/appointments/:code/status', limit('desk'));
  api.post('/:realm/desk/avisos', limit('desk'));
  api.post('/:realm/desk/avisos/:id/withdraw', limit('desk'));
  api.post('/:realm/desk/rooms/bookings/:id/status', limit('desk'));
  // A selection changes up to 50 requests (each told to its citizen); the member's e-mail choice as any desk change.
  api.post('/:realm/desk/requests/bulk', limit('desk'));
  api.post('/:realm/desk/preferences', limit('desk'));
  api.post('/:realm/surveys/:surveyId/proposals', limit('proposal'));
  api.post('/:realm/citaprevia/holds', limit('hold'));
  api.post('/:realm/citaprevia/appointments', limit('booking'));
  api.post('/:realm/citaprevia/appointments/:code/cancel', limit('booking'));
  api.post('/:realm/citaprevia/appointments/:code/change', limit('booking'));
  api.post('/:realm/push/subscription', limit('push'));
  api.post('/:realm/push/unsubscribe', limit('push'));
  // An address typed in: the registration's bucket, as every call that writes to an address someone typed.
  api.post('/:realm/notices/email', limit('register'));
  api.post('/:realm/notices/email/confirm', limit('login'));
  // An appointment opened by code and key: as a request's private link.
  api.get('/:realm/citaprevia/appointments/:code', follow);
  // Vouchers (docs/vouchers.md): applying is paying, when the campaign is paid; the desk's changes as the desk's.
  // A shop's look-ups and validations are counted per shop in their routes (`shop`, `shophour`).
  api.post('/:realm/vouchers/:campaign/apply', limit('payment'));
  api.post('/:realm/desk/vouchers/:campaign/shops/:shop/status', limit('desk'));
  api.post('/:realm/desk/vouchers/:campaign/vouchers/:code/status', limit('desk'));
  api.post('/:realm/desk/vouchers/:campaign/shops/:shop/accounts', limit('desk'));
}
