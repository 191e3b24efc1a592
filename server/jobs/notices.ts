/**
 * The notices' timer (docs/notices.md "Scheduled notices"): every minute it publishes the notices staff scheduled
 * whose time has come, hands each to its delivery once (server/store/notices.ts) and queues a rebuild of each realm
 * that published one, so the inbox and the home page show it. `npm start` runs it; the timer never keeps the
 * process alive.
 */
import type { Notices } from '../store/notices.ts';

export interface NoticeJobOptions {
  notices: Notices;
  /** The realms to look at. */
  realms: () => readonly string[];
  /** Queues a rebuild of a realm's site (the editors' rebuild queue). */
  rebuild: (realm: string) => void;
  /** What time it is (tests give their own clock). */
  clock?: () => number;
  /** How often it runs: a minute, so a notice comes out at most that late. */
  everyMs?: number;
  /** Told which realms published notices (the server prints the realms, never a text). */
  onRun?: (realms: string[]) => void;
}

/** One run: the notices due now published and handed over, their realms' rebuilds queued. */
export function runNoticeJobs({ notices, realms, rebuild, clock = Date.now }: NoticeJobOptions): string[] {
  const touched = notices.publishDue(realms(), clock());
  for (const realm of touched) rebuild(realm);
  return touched;
}

export function startNoticeJobs(options: NoticeJobOptions) {
  const run = () => {
    try {
      const touched = runNoticeJobs(options);
      if (touched.length) options.onRun?.(touched);
    } catch (error) {
      // A failing run (a locked database, a delivery that threw) publishes nothing; the next one tries again.
      console.error(`[notices] timer failed: ${(error as Error).name}`);
    }
  };
  run();
  const timer = setInterval(run, options.everyMs ?? 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
