import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { placeStreets } from '../core/streets.ts';
import type { Doc, DocumentStore } from '../store/documents.ts';
import { PRIVATE_DEMO_FILES, seedPrivate } from './private-data.ts';

const DAY = 86_400_000;

/** Whole weeks from the day the demo was written to today: moving by weeks keeps weekdays (Saturday fairs stay Saturdays). */
export function weeksSince(anchor: string, today = new Date()): number {
  const days = Math.floor((Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - Date.parse(`${anchor}T00:00:00Z`)) / DAY);
  return Math.floor(days / 7);
}

/** Moves an ISO date by whole weeks, keeping its written wall-clock time and offset. */
export function shiftIso(iso: string, weeks: number): string {
  if (weeks === 0) return iso;
  const match = /^(\d{4}-\d{2}-\d{2})(.*)$/.exec(iso);
  if (!match) return iso;
  const day = new Date(Date.parse(`${match[1]}T00:00:00Z`) + weeks * 7 * DAY).toISOString().slice(0, 10);
  return `${day}${match[2]}`;
}

function shiftEvent(doc: Doc, weeks: number): Doc {
  if (weeks === 0) return doc;
  const copy = structuredClone(doc) as Doc & {
    date?: string;
    period?: { dateRanges?: Array<{ start: string; end?: string }> };
    publishPeriod?: { start?: string; end?: string };
  };
  if (copy.date) copy.date = shiftIso(copy.date, weeks);
  for (const range of copy.period?.dateRanges ?? []) {
    range.start = shiftIso(range.start, weeks);
    if (range.end) range.end = shiftIso(range.end, weeks);
  }
  if (copy.publishPeriod?.start) copy.publishPeriod.start = shiftIso(copy.publishPeriod.start, weeks);
  if (copy.publishPeriod?.end) copy.publishPeriod.end = shiftIso(copy.publishPeriod.end, weeks);
  return copy;
}

/** A survey's dates move like events: an open demo survey stays open, a closed one closed. */
function shiftSurvey(doc: Doc, weeks: number): Doc {
  if (weeks === 0) return doc;
  const copy = structuredClone(doc) as Doc & { opensAt?: string; closesAt?: string };
  if (copy.opensAt) copy.opensAt = shiftIso(copy.opensAt, weeks);
  if (copy.closesAt) copy.closesAt = shiftIso(copy.closesAt, weeks);
  return copy;
}

/** Reads `realms/<id>/demo/*.json` into collections: `region.json` goes to the shared `regions` realm. */
export function readDemo(realmDir: string, today = new Date()): { collections: Record<string, Doc[]>; regions: Doc[] } {
  const demo = join(realmDir, 'demo');
  const collections: Record<string, Doc[]> = {};
  let regions: Doc[] = [];
  if (!existsSync(demo)) return { collections, regions };
  const meta = existsSync(join(demo, 'meta.json')) ? (JSON.parse(readFileSync(join(demo, 'meta.json'), 'utf8')) as { anchor?: string }) : {};
  const weeks = meta.anchor ? weeksSince(meta.anchor, today) : 0;
  for (const file of readdirSync(demo).filter((f) => f.endsWith('.json') && f !== 'meta.json' && !PRIVATE_DEMO_FILES.includes(f))) {
    const name = file.replace(/\.json$/, '');
    const parsed = JSON.parse(readFileSync(join(demo, file), 'utf8')) as Doc | Doc[];
    const docs = Array.isArray(parsed) ? parsed : [parsed];
    if (name === 'region') regions = docs;
    else if (name === 'asociaciones_eventos') collections[name] = docs.map((d) => shiftEvent(d, weeks));
    else if (name === 'encuestas') collections[name] = docs.map((d) => shiftSurvey(d, weeks));
    else collections[name] = docs;
  }
  return { collections, regions };
}

/** Loads every realm's demo content into the store, replacing what the store had for those realms. */
export function seedDemo(store: DocumentStore, realmsRoot: string, realmIds: string[], today = new Date()): Record<string, number> {
  const counts: Record<string, number> = {};
  const regions: Doc[] = store.all('regions', 'all').filter((doc) => !realmIds.includes(String((doc.region as { realm?: string })?.realm)));
  for (const id of realmIds) {
    const { collections, regions: realmRegions } = readDemo(join(realmsRoot, id), today);
    const centre = (realmRegions[0]?.region as { coordinates?: { lat: number; lng: number } } | undefined)?.coordinates;
    // Geocoding needs street positions the directory does not carry (see core/streets.ts).
    if (centre && collections.callejero) collections.callejero = placeStreets(collections.callejero, centre, collections.asociaciones);
    store.replaceRealm(id, collections);
    seedPrivate(store.db, join(realmsRoot, id), id);
    regions.push(...realmRegions.map((doc, i) => ({ ...doc, _id: String(doc._id ?? `${id}-region-${i}`) })));
    counts[id] = Object.values(collections).reduce((n, docs) => n + docs.length, 0);
  }
  store.replaceRealm('regions', { all: regions });
  return counts;
}
