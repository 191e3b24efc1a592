import type { Snapshot } from '../../src/data/snapshot.ts';
import { FIGURE_FIELDS } from './pull-routes.ts';

/**
 * What a realm's published site holds, to compare the next pull with. A provider's bad night tends to look like
 * a valid but much smaller answer (a failed join, a half-written export), which no schema can catch.
 */
export interface ContentCounts {
  associations: number;
  /** News items and events together: the API answers them in one collection. */
  newsEvents: number;
}

/** A fall of more than this share of associations or news since the last published build refuses to publish. */
export const DROP_LIMIT = 0.5;

/**
 * Invalid records of one collection are dropped with a warning while they stay at or below this share of what
 * the API sent, or this many records, whichever is more; beyond that the provider's data is broken as a whole
 * (a changed field type, a broken export) and publishing the remainder would hide it.
 */
export const INVALID_SHARE = 0.1;
export const INVALID_FLOOR = 3;

export function countsOf(snapshot: Pick<Snapshot, 'associations' | 'newsEvents'>): ContentCounts {
  return { associations: snapshot.associations.length, newsEvents: snapshot.newsEvents.length };
}

/** Invalid records allowed in a collection of `received` records. */
export function invalidAllowance(received: number): number {
  return Math.max(INVALID_FLOOR, Math.floor(received * INVALID_SHARE));
}

const LABELS: Record<keyof ContentCounts, string> = { associations: 'associations', newsEvents: 'news and events' };

/**
 * Why a pulled snapshot must not replace the published site, or undefined when it may. `--force` (an editor
 * who really removed most associations) publishes anyway.
 */
export function publishBlock(snapshot: Snapshot, previous: ContentCounts | undefined, force: boolean): string | undefined {
  if (force) return undefined;
  const reasons: string[] = [];

  for (const [collection, received] of Object.entries(snapshot.received ?? {})) {
    const invalid = snapshot.problems.filter((p) => p.collection === collection).length;
    if (invalid > invalidAllowance(received)) {
      reasons.push(`${invalid} of ${received} ${collection} records are invalid (at most ${invalidAllowance(received)} are dropped with a warning)`);
    }
  }

  // A route whose stated distance or ascent disagrees with its track is a wrong figure on a trail sign: never
  // published by dropping it quietly (docs/routes.md "Content").
  for (const p of snapshot.problems) {
    if (p.collection === 'rutas' && (FIGURE_FIELDS as readonly string[]).includes(p.field))
      reasons.push(`route ${p.id}: the stated ${p.field} disagrees with its track (${p.message})`);
  }

  const now = countsOf(snapshot);
  if (now.associations === 0) reasons.push('the API returned no associations');
  if (previous) {
    for (const key of Object.keys(LABELS) as Array<keyof ContentCounts>) {
      const before = previous[key];
      if (before > 0 && now[key] < before * (1 - DROP_LIMIT) && !(key === 'associations' && now.associations === 0)) {
        const fall = Math.round((1 - now[key] / before) * 100);
        reasons.push(`${LABELS[key]} fell from ${before} to ${now[key]} (−${fall} %) since the published build`);
      }
    }
  }
  return reasons.length ? `${reasons.join('; ')}; the published site stays (run with --force if this is intended)` : undefined;
}
