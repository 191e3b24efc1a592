import type { APIRoute } from 'astro';
import { realmLanguagePaths, share, siteContext, type PageProps } from '../../../data/site.ts';
import { htmlLang } from '../../../i18n/index.ts';
import { MEDIA_TYPES } from '../../../domain/http/media-types.ts';

/** The web app manifest of a realm in one language: the portal can be installed, themed as the town hall. */
export const getStaticPaths = () => share(realmLanguagePaths());

export const GET: APIRoute = ({ props }) => {
  const { realm, lang } = props as PageProps;
  const ctx = siteContext(realm, lang);
  const icon = ctx.asset('settings', ctx.settings.favicon ?? ctx.settings.logo);
  const manifest = {
    name: ctx.t('home.title', { municipio: ctx.municipio }),
    short_name: ctx.municipio,
    lang: htmlLang(lang),
    start_url: ctx.href('/'),
    scope: ctx.href('/'),
    display: 'standalone',
    background_color: '#ffffff',
    theme_color: ctx.theme.primary,
    icons: icon ? [{ src: icon, sizes: 'any', type: icon.endsWith('.svg') ? 'image/svg+xml' : 'image/png', purpose: 'any' }] : [],
  };
  return new Response(JSON.stringify(manifest, null, 2), { headers: { 'Content-Type': MEDIA_TYPES.webmanifest } });
};
