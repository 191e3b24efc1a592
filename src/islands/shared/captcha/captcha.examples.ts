/**
 * The captcha as the examples of the forms that show it (the request form, the appointment booking) meet it: an
 * image and a proof of work as the server issues them (docs/security.md, "The captcha"). Only tests import it.
 */
import type { CaptchaAnswer } from '../../../api/captcha.ts';
import type { CaptchaWork } from '../../../domain/requests/captcha-work.ts';
import { ok, type ApiAnswers } from '../../examples.ts';

/** The image of '3+4=?', as the captcha call answers it (a data: URL). */
export const CAPTCHA_IMAGE = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" width="180" height="60"><rect width="100%" height="100%" fill="#fff"/><path d="M10 30h20"/></svg>')}`;
/** A proof of work as the server issues it; the example's hides 7 among at most 40 (docs/security.md, "The captcha"). */
export const exampleWork = (challenge: string, maxNumber = 40): CaptchaWork => ({
  algorithm: 'SHA-256',
  salt: 'c0ffee00c0ffee00c0ffee00.1790000000000',
  challenge,
  maxNumber,
  signature: 'c2lnbmVkLWJ5LXRoZS1zZXJ2ZXI',
});
/** SHA-256 of the salt followed by 7. */
export const SOLVABLE_WORK = exampleWork('25e7f804f923501f8796fa83dcddb8fd460191aee5a10d3f47d88413bcc8dcf5');
/** A work no number up to its maximum answers: what the form meets when the work cannot be solved. */
export const unsolvableWork = (maxNumber: number) => exampleWork('0'.repeat(64), maxNumber);
/** The realm's captcha call, answering each of `works` in turn (by default one the form solves at once). */
export const captchaAnswers = (realm: string, ...works: CaptchaWork[]): ApiAnswers => ({
  [`GET /api/${realm}/requests/captcha`]: (works.length ? works : [SOLVABLE_WORK]).map((work) => ok<CaptchaAnswer>({ image: CAPTCHA_IMAGE, work })),
});
