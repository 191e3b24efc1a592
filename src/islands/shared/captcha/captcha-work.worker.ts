/**
 * The captcha's proof of work, solved off the page's thread (docs/security.md, "The captcha"): it receives the work
 * and answers `{ solution }`, null when no number matches. A file of the site itself, which `worker-src 'self'`
 * allows (src/realm/security.ts).
 */
import { solveWork, type CaptchaWork } from '../../../domain/requests/captcha-work.ts';

const encoder = new TextEncoder();

self.onmessage = async (event: MessageEvent<CaptchaWork>) => {
  try {
    const solution = await solveWork(event.data, (text) => crypto.subtle.digest('SHA-256', encoder.encode(text)));
    self.postMessage({ solution });
  } catch {
    self.postMessage({ solution: null });
  }
};
