import type { APIRoute } from 'astro';
import { pharmacyFilePaths, preparedAt } from '../../../../data/pharmacies.ts';
import { share, siteContext, type PageProps } from '../../../../data/site.ts';
import { dutyBoard } from '../../../../domain/pharmacies/board.ts';
import { MEDIA_TYPES } from '../../../../domain/http/media-types.ts';

/**
 * The duty board file the pharmacies page's island reads (docs/pharmacies.md "The pages"): the rota for the next
 * weeks and when each pharmacy is open, as of the build. One per realm: it holds no words.
 */
export const getStaticPaths = () => share(pharmacyFilePaths());

export const GET: APIRoute = ({ props }) => {
  const { realm, lang } = props as PageProps;
  const { snap } = siteContext(realm, lang);
  const board = dutyBoard(snap.pharmacies ?? [], snap.dutyZones ?? [], snap.dutyRota ?? [], preparedAt());
  return new Response(JSON.stringify(board), { headers: { 'Content-Type': MEDIA_TYPES.json } });
};
