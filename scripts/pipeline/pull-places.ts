/**
 * The pull of a realm's places of interest (docs/places.md "Content"): the `lugares` collection, each record
 * validated by `PlaceSchema` like every collection's (a place whose `opening_hours` the parser refuses is dropped
 * with the value and the reason), with how many it sent for the gate. Two places with one slug would share an
 * address: the later is dropped and reported. A content API without the collection (404) means a realm without
 * places. Places not published are left out.
 */
import { DateTime } from 'luxon';
import { ApiRequestError } from '../../src/api/client.ts';
import type { ContentApi } from '../../src/api/content.ts';
import type { Problem } from '../../src/data/snapshot.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import { PLACE_COLLECTION, type Place, PlaceSchema } from '../../src/schemas/places.ts';
import { validateList } from './validate-list.ts';

/** The calendar day in Madrid at an instant (`YYYY-MM-DD`): the day the places pages' "today" is. */
export function madridDay(at: number): string {
  return DateTime.fromMillis(at, { zone: 'Europe/Madrid' }).toISODate() ?? '';
}

export async function pullPlaces(
  realm: RealmConfig,
  content: Pick<ContentApi, 'places'>,
  problems: Problem[],
): Promise<{ places: Place[]; received: Record<string, number> }> {
  let raw: unknown[];
  try {
    raw = await content.places();
  } catch (error) {
    if (error instanceof ApiRequestError && error.failure.httpStatus === 404) return { places: [], received: {} };
    throw error;
  }
  const slugs = new Set<string>();
  const places = validateList(PlaceSchema, raw, realm.id, PLACE_COLLECTION, problems).filter((p) => {
    if (slugs.has(p.slug)) {
      problems.push({ realm: realm.id, collection: PLACE_COLLECTION, id: p._id, field: 'slug', message: `slug "${p.slug}" is another place's` });
      return false;
    }
    slugs.add(p.slug);
    return p.isPublished;
  });
  return { places, received: { [PLACE_COLLECTION]: raw.length } };
}
