import type { RealmConfig } from '../schemas/realm.ts';

/** The realm used when nothing else names one (docs/product-spec.md §1). */
export const DEFAULT_REALM = 'alcantir';

export interface RealmRequest {
  /** The Host header, possibly with a port. */
  host?: string | null;
  /** The `realm` query parameter. */
  query?: string | null;
  /** A realm remembered from an earlier `?realm=` (a cookie). */
  remembered?: string | null;
}

/**
 * Picks the realm of a request: the `?realm=` parameter, the realm's known hosts, `<id>.localhost`,
 * a host that starts with asociacion/associacion followed by the realm (`asociaciones.alcantir.es`),
 * a remembered choice, and otherwise the default realm.
 */
export function resolveRealm(request: RealmRequest, realms: readonly RealmConfig[], fallback = DEFAULT_REALM): string {
  const known = new Set(realms.map((r) => r.id));
  const query = request.query?.trim().toLowerCase();
  if (query && known.has(query)) return query;

  const host = (request.host ?? '').toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (host) {
    const byHost = realms.find((r) => r.hosts.some((h) => h.replace(/:\d+$/, '') === host));
    if (byHost) return byHost.id;
    const labels = host.split('.');
    if (labels.length === 2 && labels[1] === 'localhost' && known.has(labels[0]!)) return labels[0]!;
    if (/^as+ociaci/.test(labels[0] ?? '')) {
      const named = labels.slice(1).find((label) => known.has(label));
      if (named) return named;
    }
  }
  const remembered = request.remembered?.trim().toLowerCase();
  if (remembered && known.has(remembered)) return remembered;
  return fallback;
}

/** The realm of `id` among `realms`, if there is one: what the server's routes, mail and gateways look up. */
export function realmById(realms: readonly RealmConfig[], id: string | null | undefined): RealmConfig | undefined {
  return id == null ? undefined : realms.find((r) => r.id === id);
}
