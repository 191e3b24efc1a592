import * as v from 'valibot';

/** The languages a translatable text may carry (docs/product-spec.md §3 "Translatable text"). */
export const TEXT_LANGUAGES = ['und', 'es', 'va', 'ca', 'en', 'eu'] as const;

/**
 * A text keyed by language. A plain string is accepted too and stands for every language.
 * @example { "es": "Asociación Cultural", "va": "Associació Cultural" }
 */
export const TranslatableSchema = v.union([v.string(), v.record(v.picklist(TEXT_LANGUAGES), v.nullish(v.string()))]);
export type Translatable = v.InferOutput<typeof TranslatableSchema>;

/** An id as the provider issues them: a non-empty token safe to put in a URL path segment. */
export const IdSchema = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,64}$/, 'an id of letters, digits, "_" or "-" (at most 64)'));

/** ISO 8601 date-time, e.g. "2026-11-28T19:00:00+01:00". */
export const DateTimeSchema = v.pipe(
  v.string(),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'an ISO 8601 date'),
);

export const CoordinatesSchema = v.object({
  lat: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  lng: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});
export type Coordinates = v.InferOutput<typeof CoordinatesSchema>;

/** A file name as the asset store knows it: no path separators, no traversal. */
export const FileNameSchema = v.pipe(
  v.string(),
  v.regex(/^[^/\\?#]+$/, 'a file name without "/", "\\", "?" or "#"'),
  v.check((s) => s !== '.' && s !== '..', 'a file name other than "." or ".."'),
);

/**
 * A file in the provider's asset store: a bare file name, or an object with its metadata.
 * @example { "file": "coro-1.jpg", "width": 1200, "height": 800, "alt": { "es": "El coro" } }
 */
export const AssetSchema = v.union([
  FileNameSchema,
  v.looseObject({
    file: v.optional(FileNameSchema),
    _id: v.optional(IdSchema),
    name: v.optional(v.string()),
    mime: v.optional(v.string()),
    size: v.optional(v.number()),
    width: v.optional(v.number()),
    height: v.optional(v.number()),
    alt: v.optional(TranslatableSchema),
    /** The language the file's content is written in, when the provider knows it: the page says so beside its link. */
    lang: v.optional(v.picklist(TEXT_LANGUAGES)),
  }),
]);
export type Asset = v.InferOutput<typeof AssetSchema>;

export const SocialLinkSchema = v.object({
  networkName: v.string(),
  uri: v.string(),
});
export type SocialLink = v.InferOutput<typeof SocialLinkSchema>;

export const ContactSchema = v.looseObject({
  nombre: v.optional(v.string()),
  apellidos: v.optional(v.string()),
  cargo: v.optional(TranslatableSchema),
  email: v.optional(v.string()),
  telefono: v.optional(v.string()),
  direccion: v.optional(TranslatableSchema),
  horario: v.optional(TranslatableSchema),
});
export type Contact = v.InferOutput<typeof ContactSchema>;

export const FilesGroupSchema = v.object({
  name: v.optional(TranslatableSchema),
  body: v.optional(TranslatableSchema),
  files: v.optional(v.array(AssetSchema), []),
});
export type FilesGroup = v.InferOutput<typeof FilesGroupSchema>;

export const WebLinkSchema = v.object({
  title: v.optional(TranslatableSchema),
  uri: v.string(),
});
