import { assetUrl } from '../api/assets.ts';
import { dateFormat, htmlLang, pick, pickedLanguage, t, translator, locale } from '../i18n/index.ts';
import { localPath } from '../i18n/addresses.ts';
import type { Asset, Translatable } from '../schemas/common.ts';
import type { Language } from '../schemas/realm.ts';
import { DEFAULT_PRIMARY, readableOnWhite, textOn } from '../domain/text/color.ts';
import { type KeepablePage, pagesToRender } from './page-inputs.ts';
import { pagesOfPart, renderPlan } from './render-plan.ts';
import { snapshot, type Snapshot } from './snapshot.ts';

/**
 * Sections a portal can offer (docs/product-spec.md §2, and the citizen surveys of docs/surveys.md), in menu order.
 */
export const SECTIONS = ['asociaciones', 'recursos', 'agenda', 'noticias', 'encuestas', 'contacto'] as const;
export type Section = (typeof SECTIONS)[number];

export interface PageProps {
  realm: string;
  lang: Language;
}

/**
 * The sections a realm's settings offer (all of them when the settings name none). Surveys are offered when the
 * realm has any, whatever the settings list: the provider's settings predate them. They go before the contact.
 */
export function offeredSections(snap: Snapshot): Section[] {
  const available = snap.settings.available?.length ? snap.settings.available : [...SECTIONS];
  const sections = available.filter((s): s is Section => s !== 'encuestas' && (SECTIONS as readonly string[]).includes(s));
  if (!snap.surveys?.length) return sections;
  const contact = sections.indexOf('contacto');
  return contact === -1 ? [...sections, 'encuestas'] : [...sections.slice(0, contact), 'encuestas', ...sections.slice(contact)];
}

/**
 * This render process's share of a route's pages. The build renders a large site in one process per core
 * (scripts/pipeline/render.ts), each with its part in the render plan: every n-th page of every route, starting
 * at the i-th. Every `getStaticPaths` returns through this; a page two processes both rendered fails the merge
 * of their output, so a route that forgets it cannot go unnoticed.
 *
 * A route of many pages (one per association, news item, event) also says what each page is rendered from, as
 * `keep`: its pages that the published release already holds, rendered from the same inputs, are kept instead
 * of rendered again (src/data/page-inputs.ts).
 */
export function share<T>(paths: T[], keep?: { route: string; page: (path: T) => KeepablePage }): T[] {
  const plan = renderPlan();
  const mine = pagesOfPart(paths, plan.part);
  return keep ? pagesToRender(keep.route, mine, keep.page, plan) : mine;
}

/**
 * `getStaticPaths` entries for every rendered realm and each of its languages (the default one at the root).
 * With a section, only realms that offer it: a town hall without an agenda has no agenda pages.
 */
export function realmLanguagePaths(section?: Section | undefined): Array<{ params: { realm: string; lang: string | undefined }; props: PageProps }> {
  return renderPlan()
    .realms.filter((realm) => !section || offeredSections(snapshot(realm)).includes(section))
    .flatMap((realm) => {
      const { languages } = snapshot(realm).realm;
      return languages.map((lang, i) => ({ params: { realm, lang: i === 0 ? undefined : lang }, props: { realm, lang } }));
    });
}

/**
 * A town hall's name in the page's language, never the realm's own spelling on a page of another language
 * ("Ajuntament d'Alcantir" on a Spanish page). A realm that is not named as a town hall keeps its name.
 */
function townHall(realmName: string, municipio: string, lang: Language): { name: string; inSentence: string } {
  if (!/^(ajuntament|ayuntamiento)\b/i.test(realmName)) return { name: realmName, inSentence: realmName };
  return { name: t(lang, 'townHall.name', { municipio }), inSentence: t(lang, 'townHall.inSentence', { municipio }) };
}

const contexts = new Map<string, SiteContext>();

/**
 * Everything a page needs about its realm and language. Made once per realm and language: the snapshot does
 * not change during a build, and a large realm renders tens of thousands of pages from the same context.
 */
export function siteContext(realmId: string, lang: Language): SiteContext {
  const key = `${realmId} ${lang}`;
  let ctx = contexts.get(key);
  if (!ctx) {
    ctx = makeSiteContext(realmId, lang);
    contexts.set(key, ctx);
  }
  return ctx;
}

function makeSiteContext(realmId: string, lang: Language) {
  const snap: Snapshot = snapshot(realmId);
  const { realm, settings } = snap;
  const defaultLang = realm.languages[0]!;
  const prefix = lang === defaultLang ? '' : `/${lang}`;
  const assetsBase = realm.endpoints.assets ?? '/api';
  const primary = realm.theme.primaryColor ?? settings.primaryColor ?? DEFAULT_PRIMARY;
  const available = offeredSections(snap);
  const municipio = settings.municipio ?? realm.name;
  const longDate = dateFormat(locale(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Madrid' });

  return {
    snap,
    realm,
    settings,
    lang,
    defaultLang,
    municipio,
    /** The town hall as this language names it: "Ayuntamiento de Alcantir", in a sentence "el Ayuntamiento de Alcantir". */
    townHall: townHall(realm.name, municipio, lang),
    locale: locale(lang),
    t: translator(lang),
    /** Picks a translatable text in the page's language. */
    text: (value: Translatable | null | undefined) => pick(value, lang),
    /** The `lang` attribute for a picked text that fell back to another language (WCAG 3.1.2), else undefined. */
    langOf: (value: Translatable | null | undefined) => {
      const picked = pickedLanguage(value, lang);
      return picked === lang ? undefined : htmlLang(picked);
    },
    /**
     * A link inside this site in this language, from the page's Spanish address: `href('/buzon/reservas')` →
     * `/va/bustia/reservas`, in the language's own words (src/i18n/addresses.ts).
     */
    href: (path = '/') => (path === '/' ? `${prefix}/` : `${prefix}${localPath(lang, path)}`),
    /** A day as readers expect it, in Madrid: "21 de noviembre de 2026". */
    longDate: (iso: string) => longDate.format(new Date(iso)),
    /** The same page in another language, from its Spanish address. */
    hrefIn: (other: Language, path: string) => `${other === defaultLang ? '' : `/${other}`}${path === '/' ? '/' : localPath(other, path)}`,
    asset: (collection: string, value: Asset | undefined | null) => assetUrl(assetsBase, realm.id, collection, value),
    sections: available,
    theme: {
      primary,
      onPrimary: textOn(primary),
      primaryText: readableOnWhite(primary),
      palette: realm.theme.palette ?? settings.palette ?? [],
      fontSize: realm.theme.fontSizeTexto ?? settings.fontSizeTexto ?? '16px',
    },
  };
}
export type SiteContext = ReturnType<typeof makeSiteContext>;
