/**
 * The request captcha (spec §7 `GET /{realm}/requests/captcha`): an arithmetic image drawn by svg-captcha, the
 * answer kept server-side per session and realm, single use and expiring. `?format=text` gives the same
 * operation in words. `LOCAL_API_CAPTCHA_ANSWER` fixes the answer for automated tests only.
 */
import { randomInt } from 'node:crypto';
import { createRequire } from 'node:module';
import type { DatabaseSync } from 'node:sqlite';
import { Hono } from 'hono';
import { isCaptchaLanguage, questionInWords, type Operator } from './captcha-words.ts';
import { sessionOf, type Sessions } from './sessions.ts';

export const CAPTCHA_TTL_MS = 10 * 60_000;

interface SvgOptions { width?: number; height?: number; fontSize?: number; noise?: number; color?: boolean; background?: string }
// svg-captcha's main export draws any text; its typings declare only create/createMathExpr, which hide the
// operands we need for the text alternative, so we choose the operation ourselves and let it draw.
const drawText = createRequire(import.meta.url)('svg-captcha') as (text: string, options?: SvgOptions) => string;

export interface Challenge { a: number; op: Operator; b: number; answer: string }

/** A random operation with a non-negative result, or one whose result is the fixed test answer. */
export function makeChallenge(fixed?: string): Challenge {
  const n = fixed !== undefined ? Number.parseInt(fixed, 10) : Number.NaN;
  if (Number.isInteger(n) && n >= 0) {
    const low = Math.max(0, n - 9);
    const a = randomInt(low, Math.max(low, Math.min(9, n)) + 1);
    return { a, op: '+', b: n - a, answer: String(n) };
  }
  const op: Operator = randomInt(2) === 0 ? '+' : '-';
  let a = randomInt(1, 10);
  let b = randomInt(1, 10);
  if (op === '-' && b > a) [a, b] = [b, a];
  return { a, op, b, answer: String(op === '+' ? a + b : a - b) };
}

export class Captchas {
  readonly db: DatabaseSync;

  constructor(db: DatabaseSync) {
    this.db = db;
    db.exec(`CREATE TABLE IF NOT EXISTS captchas (
      session_id TEXT NOT NULL, realm TEXT NOT NULL, a INTEGER NOT NULL, op TEXT NOT NULL, b INTEGER NOT NULL,
      answer TEXT NOT NULL, expires_at INTEGER NOT NULL, PRIMARY KEY (session_id, realm)
    ) WITHOUT ROWID`);
  }

  /** A new challenge for the session, replacing the one it had (a refresh makes the old image useless). */
  issue(sessionId: string, realm: string, fixed?: string, now = Date.now()): Challenge {
    const challenge = makeChallenge(fixed);
    this.db.prepare('DELETE FROM captchas WHERE expires_at <= ?').run(now);
    this.db.prepare('INSERT OR REPLACE INTO captchas (session_id, realm, a, op, b, answer, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?)')
      .run(sessionId, realm, challenge.a, challenge.op, challenge.b, challenge.answer, now + CAPTCHA_TTL_MS);
    return challenge;
  }

  current(sessionId: string, realm: string, now = Date.now()): Challenge | undefined {
    const row = this.db.prepare('SELECT a, op, b, answer, expires_at FROM captchas WHERE session_id = ? AND realm = ?').get(sessionId, realm) as
      (Challenge & { expires_at: number }) | undefined;
    return row && row.expires_at > now ? { a: row.a, op: row.op, b: row.b, answer: row.answer } : undefined;
  }

  /** Checks an answer and spends the challenge whatever the outcome, so each image allows one guess. */
  consume(sessionId: string | undefined, realm: string, given: unknown, now = Date.now()): boolean {
    if (!sessionId) return false;
    const challenge = this.current(sessionId, realm, now);
    this.db.prepare('DELETE FROM captchas WHERE session_id = ? AND realm = ?').run(sessionId, realm);
    return !!challenge && typeof given === 'string' && given.trim() === challenge.answer;
  }
}

const NO_STORE = { 'Cache-Control': 'no-store' };

export function captchaRoutes(opts: { captchas: Captchas; sessions: Sessions; knownRealm: (realm: string) => boolean; fixedAnswer?: string | undefined }) {
  const { captchas, sessions, knownRealm, fixedAnswer } = opts;
  const api = new Hono();
  api.get('/:realm/requests/captcha', (c) => {
    const realm = c.req.param('realm');
    if (!knownRealm(realm)) return c.json({ err: 'No se ha definido el municipio de la solicitud!.' }, 404, NO_STORE);
    const session = sessionOf(c, sessions, true);
    if (c.req.query('format') === 'text') {
      const lang = c.req.query('lang');
      const challenge = captchas.current(session, realm) ?? captchas.issue(session, realm, fixedAnswer);
      return c.json({ question: questionInWords(challenge.a, challenge.op, challenge.b, isCaptchaLanguage(lang) ? lang : 'es') }, 200, NO_STORE);
    }
    const challenge = captchas.issue(session, realm, fixedAnswer);
    // Dark grey strokes (svg-captcha's colour mode would pick random, sometimes faint, hues) on a white
    // ground we add ourselves, so the image reads the same on any page background.
    const svg = drawText(`${challenge.a}${challenge.op}${challenge.b}=?`, { width: 180, height: 60, fontSize: 56, noise: 2, color: false })
      .replace(/^(<svg[^>]*>)/, '$1<rect width="100%" height="100%" fill="#fff"/>');
    return c.body(svg, 200, {
      ...NO_STORE,
      'Content-Type': 'image/svg+xml',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    });
  });
  return api;
}
