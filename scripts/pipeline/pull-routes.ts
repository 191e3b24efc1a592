/**
 * The pull of a realm's routes (docs/routes.md "Content"): the `rutas` collection, each record validated by
 * `RouteSchema` (its GPX read by the schema), and a route whose stated distance or ascent disagrees with its track
 * dropped with the figures, which the gate then refuses to publish (`figureMismatches` in gate.ts). Unpublished
 * routes are left out; a content API without the collection (404) means a realm without routes.
 */
import { ApiRequestError } from '../../src/api/client.ts';
import type { ContentApi } from '../../src/api/content.ts';
import type { Problem } from '../../src/data/snapshot.ts';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import { figureMismatch, readGpx, ROUTE_COLLECTION, type Route, RouteSchema, trackFigures } from '../../src/schemas/routes.ts';
import { validateList } from './validate-list.ts';

/** The field a figure's problem names: what the gate looks for. */
export const FIGURE_FIELDS = ['distanceKm', 'ascentM'] as const;

export async function pullRoutes(
  realm: RealmConfig,
  content: Pick<ContentApi, 'routes'>,
  problems: Problem[],
): Promise<{ routes: Route[]; received: Record<string, number> }> {
  let raw: unknown[];
  try {
    raw = await content.routes();
  } catch (error) {
    if (error instanceof ApiRequestError && error.failure.httpStatus === 404) return { routes: [], received: {} };
    throw error;
  }
  const seen = new Set<string>();
  const routes = validateList(RouteSchema, raw, realm.id, ROUTE_COLLECTION, problems).filter((route) => {
    if (!route.isPublished) return false;
    const track = readGpx(route.gpx);
    const mismatch = 'problem' in track ? `gpx: expected ${track.problem}` : figureMismatch(route, trackFigures(track.points));
    const duplicate = seen.has(route.slug) ? `slug: expected a slug no other route has, received "${route.slug}"` : undefined;
    const message = mismatch ?? duplicate;
    if (message) {
      const field = message.slice(0, message.indexOf(':'));
      problems.push({ realm: realm.id, collection: ROUTE_COLLECTION, id: route._id, field, message: message.slice(field.length + 2) });
      return false;
    }
    seen.add(route.slug);
    return true;
  });
  return { routes, received: { [ROUTE_COLLECTION]: raw.length } };
}
