/**
 * The request captcha (docs/product-spec.md §7 `GET /{realm}/requests/captcha`): an arithmetic image drawn by
 * svg-captcha, the answer kept server-side per session and realm (`store/captchas.ts`), with a proof of work the
 * browser solves while the citizen types (docs/security.md, "The captcha"). The plain call answers the image;
 * `?format=json` the same image as a data: URL with its work, which is what the form asks for; `?format=text` the
 * operation of the captcha shown in words, with its work. `LOCAL_API_CAPTCHA_ANSWER` fixes the answer for automated
 * tests only; the work is never waived.
 */
import { createRequire } from 'node:module';
import { Hono } from 'hono';
import { ApiError } from '../../../src/domain/http/api-errors.ts';
import { isCaptchaLanguage, questionInWords } from '../../core/captcha-words.ts';
import type { Captchas } from '../../store/captchas.ts';
import type { Sessions } from '../../store/sessions.ts';
import { sessionOf } from '../session-cookie.ts';

interface SvgOptions {
  width?: number;
  height?: number;
  fontSize?: number;
  noise?: number;
  color?: boolean;
  background?: string;
}
// svg-captcha's main export draws any text; its typings declare only create/createMathExpr, which hide the
// operands we need for the text alternative, so we choose the operation ourselves and let it draw.
const drawText = createRequire(import.meta.url)('svg-captcha') as (text: string, options?: SvgOptions) => string;

const NO_STORE = { 'Cache-Control': 'no-store' };

export function captchaRoutes(opts: { captchas: Captchas; sessions: Sessions; knownRealm: (realm: string) => boolean; fixedAnswer?: string | undefined }) {
  const { captchas, sessions, knownRealm, fixedAnswer } = opts;
  const api = new Hono();
  api.get('/:realm/requests/captcha', (c) => {
    const realm = c.req.param('realm');
    if (!knownRealm(realm)) throw new ApiError('noRealm', { headers: NO_STORE });
    const session = sessionOf(c, sessions, true);
    const format = c.req.query('format');
    if (format === 'text') {
      const lang = c.req.query('lang');
      const challenge = captchas.current(session, realm) ?? captchas.issue(session, realm, fixedAnswer);
      const question = questionInWords(challenge.a, challenge.op, challenge.b, isCaptchaLanguage(lang) ? lang : 'es');
      return c.json({ question, work: challenge.work }, 200, NO_STORE);
    }
    const challenge = captchas.issue(session, realm, fixedAnswer);
    // Dark grey strokes (svg-captcha's colour mode would pick random, sometimes faint, hues) on a white
    // ground we add ourselves, so the image reads the same on any page background.
    const svg = drawText(`${challenge.a}${challenge.op}${challenge.b}=?`, { width: 180, height: 60, fontSize: 56, noise: 2, color: false }).replace(
      /^(<svg[^>]*>)/,
      '$1<rect width="100%" height="100%" fill="#fff"/>',
    );
    if (format === 'json') {
      // An image shown from a data: URL runs no script, as the image answered on its own (sandboxed below).
      return c.json({ image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`, work: challenge.work }, 200, NO_STORE);
    }
    return c.body(svg, 200, {
      ...NO_STORE,
      'Content-Type': 'image/svg+xml',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
  return api;
}
