import type { APIRoute } from 'astro';
import { realmLanguagePaths, share, type PageProps } from '../../../../data/site.ts';
import { snapshot } from '../../../../data/snapshot.ts';
import { realmMapItems } from '../../../../data/map-items.ts';
import { DEFAULT_CENTRE, type MapData } from '../../../../domain/maps/map.ts';

/**
 * The associations map's data for a realm and language: the spec's map call (docs/product-spec.md §7) answered once
 * at build time, so the map costs visitors one static file instead of a live query of up to 10,000 records.
 */
export const getStaticPaths = () => share(realmLanguagePaths('asociaciones'));

export const GET: APIRoute = ({ props }) => {
  const { realm, lang } = props as PageProps;
  const snap = snapshot(realm);
  const data: MapData = { centre: snap.region ?? DEFAULT_CENTRE, items: realmMapItems(realm, lang) };
  return new Response(JSON.stringify(data), { headers: { 'Content-Type': 'application/json' } });
};
