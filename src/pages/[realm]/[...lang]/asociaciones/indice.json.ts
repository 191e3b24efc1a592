import type { APIRoute } from 'astro';
import { realmLanguagePaths, share, type PageProps } from '../../../../data/site.ts';
import { snapshot } from '../../../../data/snapshot.ts';
import { searchIndex } from '../../../../domain/directory/directory.ts';

/** The directory search's static index for a realm and language. */
export const getStaticPaths = () => share(realmLanguagePaths('asociaciones'));

export const GET: APIRoute = ({ props }) => {
  const { realm, lang } = props as PageProps;
  return new Response(JSON.stringify(searchIndex(snapshot(realm).associations, lang)), { headers: { 'Content-Type': 'application/json' } });
};
