/**
 * Solves the captcha's proof of work in the background (docs/security.md, "The captcha"): in a Web Worker, so the
 * page stays responsive while the citizen reads and types; where a browser has no workers (or in tests), on the
 * page's own thread between its other tasks. Answers null when the work cannot be solved (no `crypto.subtle`: a
 * page not served over https) or when `signal` aborts it (a new captcha, the form left).
 */
import { solveWork, type CaptchaWork, type WorkSolution } from '../../../domain/requests/captcha-work.ts';

const encoder = new TextEncoder();

export function solveInBackground(work: CaptchaWork, signal: AbortSignal): Promise<WorkSolution | null> {
  if (signal.aborted) return Promise.resolve(null);
  if (typeof Worker === 'undefined') return onThisThread(work, signal);
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('./captcha-work.worker.ts', import.meta.url), { type: 'module' });
    } catch {
      resolve(onThisThread(work, signal));
      return;
    }
    const end = (solution: WorkSolution | null) => {
      worker.terminate();
      signal.removeEventListener('abort', aborted);
      resolve(solution);
    };
    const aborted = () => end(null);
    signal.addEventListener('abort', aborted);
    worker.onmessage = (event: MessageEvent<{ solution: WorkSolution | null }>) => end(event.data.solution);
    // A worker that cannot start (a policy that refuses it): the page's thread does the work instead.
    worker.onerror = () => {
      worker.terminate();
      signal.removeEventListener('abort', aborted);
      resolve(onThisThread(work, signal));
    };
    worker.postMessage(work);
  });
}

async function onThisThread(work: CaptchaWork, signal: AbortSignal): Promise<WorkSolution | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  try {
    return await solveWork(work, (text) => subtle.digest('SHA-256', encoder.encode(text)), { signal });
  } catch {
    return null;
  }
}
