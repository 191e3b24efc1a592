/**
 * Rebuilds queued when a survey opens or closes (docs/surveys.md): the survey page must stop taking votes and show
 * its results, or start taking them, without waiting for the nightly build. The server looks at the surveys' dates,
 * sleeps until the next one (at most an hour, so a survey added meanwhile is seen), and queues the rebuild of
 * each realm whose survey crossed a date, a few seconds after it so the build's pull sees the new phase.
 */

/** A survey's realm and dates, as the content store holds them. */
export interface SurveyMoments {
  realm: string;
  opensAt: string;
  closesAt: string;
}

/** How long after a date the rebuild is queued: the build pulls with the survey already past it. */
export const AFTER_MOMENT_MS = 2_000;
const MAX_SLEEP_MS = 3_600_000;

export interface SurveyRebuildOptions {
  surveys: () => SurveyMoments[];
  rebuild: (realm: string) => void;
  now?: () => number;
}

export function scheduleSurveyRebuilds({ surveys, rebuild, now = Date.now }: SurveyRebuildOptions): { stop: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let since = now();

  const moments = () =>
    surveys().flatMap((s) =>
      [s.opensAt, s.closesAt].map((iso) => ({ realm: s.realm, at: Date.parse(iso) + AFTER_MOMENT_MS })).filter((m) => Number.isFinite(m.at)),
    );

  const tick = () => {
    const current = now();
    const due = new Set(
      moments()
        .filter((m) => m.at > since && m.at <= current)
        .map((m) => m.realm),
    );
    since = current;
    for (const realm of due) rebuild(realm);
    const next = Math.min(
      ...moments()
        .filter((m) => m.at > current)
        .map((m) => m.at),
      current + MAX_SLEEP_MS,
    );
    timer = setTimeout(tick, Math.max(0, next - current));
    timer.unref?.();
  };
  tick();
  return { stop: () => clearTimeout(timer) };
}
