import * as v from 'valibot';
import { AssetSchema, ContactSchema, SocialLinkSchema, TranslatableSchema } from './common.ts';
import { UI_LANGUAGES } from './languages.ts';

const HexColorSchema = v.pipe(v.string(), v.regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #870C3B'));

const LinkSchema = v.object({ title: v.optional(TranslatableSchema), href: v.string() });

const SearchTermSchema = v.pipe(v.string(), v.trim(), v.minLength(1, 'a word'), v.maxLength(60, 'at most 60 characters'));

/**
 * A town hall's search synonym (docs/site.md "Site search"): in `lang`, people search with `words` ("farola",
 * "reservar sala") for the pages whose own text has one of `means` ("alumbrado", "reserva"); those pages then list
 * the words, visibly, as what they are also searched by.
 */
export const SearchSynonymSchema = v.object({
  lang: v.picklist(UI_LANGUAGES, `one of ${UI_LANGUAGES.join(', ')}`),
  words: v.pipe(v.array(SearchTermSchema), v.minLength(1, 'at least one word')),
  means: v.pipe(v.array(SearchTermSchema), v.minLength(1, 'at least one word')),
});

/** The portal's settings (`collections/settings?name=asociaciones`, docs/product-spec.md §3 "Portal settings"). */
export const PortalSettingsSchema = v.looseObject({
  name: v.literal('asociaciones'),
  municipio: v.optional(v.string()),
  languages: v.optional(v.array(v.string())),
  favicon: v.optional(AssetSchema),
  logo: v.optional(AssetSchema),
  css: v.optional(v.string()),
  available: v.optional(v.array(v.string())),
  primaryColor: v.optional(HexColorSchema),
  palette: v.optional(v.array(HexColorSchema)),
  fontSizeTexto: v.optional(v.pipe(v.string(), v.regex(/^\d{1,2}(\.\d+)?(px|rem|em|%)$/, 'a CSS size like 16px'))),
  portada: v.optional(
    v.looseObject({
      intro: v.optional(TranslatableSchema),
      banners: v.optional(
        v.array(
          v.object({
            title: TranslatableSchema,
            text: v.optional(TranslatableSchema),
            image: v.optional(AssetSchema),
            link: v.optional(LinkSchema),
          }),
        ),
        [],
      ),
      carousel: v.optional(
        v.object({
          height: v.optional(v.string()),
          items: v.optional(
            v.array(
              v.object({
                image: v.optional(AssetSchema),
                title: v.optional(TranslatableSchema),
                subtitle: v.optional(TranslatableSchema),
                link: v.optional(LinkSchema),
              }),
            ),
            [],
          ),
        }),
      ),
    }),
  ),
  recursos: v.optional(v.object({ id: v.string() })),
  footer: v.optional(
    v.looseObject({
      legal: v.optional(TranslatableSchema),
      logos: v.optional(
        v.array(
          v.object({
            image: AssetSchema,
            title: v.optional(TranslatableSchema),
            href: v.optional(v.string()),
          }),
        ),
        [],
      ),
      contacto: v.optional(ContactSchema),
      zity: v.optional(v.string()),
    }),
  ),
  socialShare: v.optional(v.array(SocialLinkSchema), []),
  'aviso-legal': v.optional(TranslatableSchema),
  'politica-privacidad': v.optional(TranslatableSchema),
  /** Ours: the words people search the portal's procedures, surveys and services by (`SearchSynonymSchema`). */
  searchSynonyms: v.optional(v.array(SearchSynonymSchema), []),
});
export type PortalSettings = v.InferOutput<typeof PortalSettingsSchema>;

/** The realm's own settings (`collections/settings`, the document named `realm`). */
export const RealmSettingsSchema = v.looseObject({
  name: v.literal('realm'),
  realm: v.string(),
  mainColor: v.optional(HexColorSchema),
  secondaryColor: v.optional(HexColorSchema),
  logo: v.optional(AssetSchema),
  buttonColor: v.optional(HexColorSchema),
  voucherName: v.optional(v.string()),
});
