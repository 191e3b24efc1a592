/**
 * The notices' timer (docs/notices.md "Scheduled notices"): every minute it publishes the notices staff scheduled
 * whose time has come, hands each to its delivery once (server/store/notices.ts), finds the realms where a
 * published notice's end passed since the last run, and queues one rebuild of each realm that published or ended
 * one, so the inbox, the home page's urgent notice, the feeds and the open data show it without script. `npm start`
 * runs it; the timer never keeps the process alive.
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
  /** How often it runs: a minute, so a notice comes out, and leaves the home page, at most that late. */
  everyMs?: number;
  /** Told what a run did when it did anything (the server prints the realms, never a text). */
  onRun?: (run: NoticeRun) => void;
}

/** What one run did: the realms that published scheduled notices, those where a notice ended, those rebuilt. */
export interface NoticeRun {
  published: string[];
  ended: string[];
  /** Each realm once, whether it published, ended or both. */
  rebuilt: string[];
}

/** One run: the notices due now published and handed over, the ends passed found, each realm rebuilt once. */
export function runNoticeJobs({ notices, realms, rebuild, clock = Date.now }: NoticeJobOptions): NoticeRun {
  const now = clock();
  const looked = realms();
  // Publication first: a notice published late, its end already passed, is rendered ended by the one rebuild.
  const published = notices.publishDue(looked, now);
  const ended = notices.endsPassed(looked, now);
  const rebuilt = [...new Set([...published, ...ended])];
  for (const realm of rebuilt) rebuild(realm);
  return { published, ended, rebuilt };
}

export function startNoticeJobs(options: NoticeJobOptions) {
  const run = () => {
    try {
      const done = runNoticeJobs(options);
      if (done.rebuilt.length) options.onRun?.(done);
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
