/**
 * The server's hourly sweep of uploads nobody sent (docs/write-side.md "Uploads"): a photo uploaded for a form that
 * was then closed would otherwise stay on disk for ever. What a day old and not attached to a request is goes,
 * file and row (`Uploads.removeAbandoned`). `npm start` runs it; the timer never keeps the process alive.
 */
import { ABANDONED_AFTER_MS, type Uploads } from '../store/uploads.ts';

export { ABANDONED_AFTER_MS };

export interface SweepOptions {
  /** What time it is (tests give their own clock). */
  clock?: () => number;
  /** How often the sweep runs: hourly, so nothing outlives its day by more than an hour. */
  everyMs?: number;
  /** Told what each run removed, when it removed anything (the server prints a count, never a name). */
  onSwept?: (removed: { rows: number; files: number }) => void;
}

export function startAbandonedUploadSweep(uploads: Uploads, { clock = Date.now, everyMs = 3_600_000, onSwept }: SweepOptions = {}) {
  const sweep = () => {
    try {
      const removed = uploads.removeAbandoned(clock());
      if (removed.rows || removed.files) onSwept?.(removed);
    } catch (error) {
      // A failing sweep (a disk error) must not stop the server; the next hour tries again.
      console.error(`[uploads] sweep of abandoned uploads failed: ${(error as Error).name}`);
    }
  };
  sweep();
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
