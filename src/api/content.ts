import type { AppointmentCollection } from '../schemas/appointments.ts';
import type { RealmConfig } from '../schemas/realm.ts';
import { resolveUrl, type ApiClient } from './client.ts';

/** Directory and map list limit of docs/product-spec.md §9. */
export const DIRECTORY_LIMIT = 10_000;

/** Fields of the spec's directory call. */
export const DIRECTORY_FIELDS = 'headerImage,logo,title,subtitle,address,nodeTypes,telephones,emails,revisions';

interface Items<T = unknown> {
  items: T[];
}

/**
 * The content calls of docs/product-spec.md §7 for one realm, over the one client. Lists answer `{ items }`; the
 * build validates each record itself so that one bad record does not sink a realm.
 */
export function contentApi(client: ApiClient, realm: Pick<RealmConfig, 'id' | 'endpoints'>) {
  const base = realm.endpoints.content ?? '/api';
  const url = (path: string) => resolveUrl(base, `${realm.id}/${path}`, client.origin);
  const list = async (path: string, query: Record<string, string | number | boolean> = {}) => {
    const answer = await client.getJson<Items>(url(path), { query });
    // A list answer without a list is a broken answer, not an empty collection: never publish it as one.
    if (!Array.isArray(answer?.items)) throw new Error(`[GET] "${url(path)}": the answer has no "items" list`);
    return answer.items;
  };

  return {
    /** `collections/settings?name=asociaciones` → the portal settings in items[0]. */
    portalSettings: async () => (await list('collections/settings', { name: 'asociaciones' }))[0],
    /** `collections/settings` → the realm settings document. */
    realmSettings: async () => (await list('collections/settings')).find((doc) => (doc as { name?: string }).name === 'realm'),
    /** The spec's directory call (active associations, sorted by title, the card fields). */
    directory: () => list('collections/asociaciones', { limit: DIRECTORY_LIMIT, estado: 'Activa', sort: 'title', fields: DIRECTORY_FIELDS }),
    /**
     * Every active association with all its fields, in one call: the build renders each one's page, and one
     * list call replaces the spec's per-association detail call (10,000 calls for a large town).
     */
    associations: () => list('collections/asociaciones', { limit: DIRECTORY_LIMIT, estado: 'Activa', sort: 'title' }),
    /** All associations' multimedia in one call (the page-time call filters by `section`). */
    multimedia: () => list('collections/asociaciones_multimedia', { limit: DIRECTORY_LIMIT }),
    /** Every published news item and event, newest first; pages pick their lists from it. */
    newsAndEvents: () => list('collections/asociaciones_eventos', { isPublished: true, limit: DIRECTORY_LIMIT, sort: '-date' }),
    /**
     * Every survey and call for proposals (collection `encuestas`, docs/surveys.md); unpublished ones are dropped
     * after validation, where a missing `isPublished` means published.
     */
    surveys: () => list('collections/encuestas', { limit: DIRECTORY_LIMIT }),
    /**
     * One of the five collections of appointments (`citaprevia_servicios`, `_oficinas`, `_horarios`,
     * `_excepciones`, `_festivos`; docs/appointments.md), whole: the build validates each record.
     */
    appointments: (collection: AppointmentCollection) => list(`collections/${collection}`, { limit: DIRECTORY_LIMIT }),
    /** The municipal rooms that can be booked (collection `salas`, docs/rooms.md), whole: the build validates each record. */
    rooms: () => list('collections/salas', { limit: DIRECTORY_LIMIT }),
    /** On-call pharmacies (docs/pharmacies.md): the duty zones, the pharmacies and the duty rota, each whole. */
    dutyZones: () => list('collections/farmacias_zonas', { limit: DIRECTORY_LIMIT }),
    pharmacies: () => list('collections/farmacias', { limit: DIRECTORY_LIMIT }),
    dutyRota: () => list('collections/farmacias_guardias', { limit: DIRECTORY_LIMIT }),
    /** Local-shop voucher campaigns (collection `bonos`, docs/vouchers.md), whole: the build validates each record. */
    voucherCampaigns: () => list('collections/bonos', { limit: DIRECTORY_LIMIT }),
    /** The town hall's notices (docs/notices.md), whole; the build keeps those published by the time it pulls. */
    notices: () => list('collections/avisos', { limit: DIRECTORY_LIMIT }),
    /** Places of interest (collection `lugares`, docs/places.md), whole: the build validates each record. */
    places: () => list('collections/lugares', { limit: DIRECTORY_LIMIT }),
    /** Routes and audio guides (collection `rutas`, docs/routes.md), whole: the build validates each record. */
    routes: () => list('collections/rutas', { limit: DIRECTORY_LIMIT }),
    /** `collections/articulos/{id}`: the resources guide. */
    article: (id: string) => client.getJson<unknown>(url(`collections/articulos/${encodeURIComponent(id)}`)),
    /** `regions/collections/all?region.realm=` → items[0].region.coordinates. */
    region: async () =>
      (await client.getJson<Items>(resolveUrl(base, 'regions/collections/all', client.origin), { query: { 'region.realm': realm.id } })).items?.[0],
    /** The calendar call: events with a date range within [start, end]. */
    between: (collection: string, start: string, end: string, signal?: AbortSignal) =>
      client.request<Items>(url(`collections/${collection}/between`), {
        query: { start, end, nodeTypes: '/evento/i', sort: 'period.dateRanges.start', fields: 'title,categories,publishPeriod,extra,data,period' },
        signal,
      }),
    /** Street autocomplete: `callejero?nombrevia=/text/i`. */
    streets: (text: string, signal?: AbortSignal) =>
      client.request<Items>(url('collections/callejero'), { query: { nombrevia: `/${escapeRegex(text)}/i` }, signal }),
  };
}
export type ContentApi = ReturnType<typeof contentApi>;

export function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}
