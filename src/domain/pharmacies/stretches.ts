/**
 * Stretches of time a pharmacy is open (docs/pharmacies.md "Open now"), as a build hands them to a page: merged, and
 * read at an instant. Light (no parser, luxon only through duty.ts), for islands; `open-now.ts` computes them.
 */
import { localIso, type Span } from './duty.ts';

/** Merges stretches that touch or overlap, in order of start. */
export function mergeSpans(spans: readonly Span[]): Span[] {
  const sorted = spans.map((s) => ({ start: Date.parse(s.start), end: Date.parse(s.end) })).sort((a, b) => a.start - b.start);
  const merged: Array<{ start: number; end: number }> = [];
  for (const s of sorted) {
    const last = merged.at(-1);
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else merged.push({ ...s });
  }
  return merged.map((s) => ({ start: localIso(s.start), end: localIso(s.end) }));
}

/** Whether stretches say open at an instant, until when, or when it opens next. */
export interface OpenState {
  open: boolean;
  /** While open: when it closes (the end of the stretch), ISO; absent when the stretches end open. */
  until?: string;
  /** While closed: when it opens next, ISO; absent when the stretches say nothing more. */
  opensAt?: string;
}

/** Reads merged stretches (`openStretches`) at an instant. */
export function openAt(stretches: readonly Span[], at: Date | string | number): OpenState {
  const t = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  const current = stretches.find((s) => Date.parse(s.start) <= t && t < Date.parse(s.end));
  if (current) return { open: true, until: current.end };
  const next = stretches.filter((s) => Date.parse(s.start) > t).sort((a, b) => Date.parse(a.start) - Date.parse(b.start))[0];
  return next ? { open: false, opensAt: next.start } : { open: false };
}
