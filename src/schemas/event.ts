import * as v from 'valibot';
import { AssetSchema, CoordinatesSchema, DateTimeSchema, FilesGroupSchema, IdSchema, SocialLinkSchema, TranslatableSchema, WebLinkSchema } from './common.ts';

export const DateRangeSchema = v.object({ start: DateTimeSchema, end: v.optional(DateTimeSchema) });

/** A news item or an event (collection `asociaciones_eventos`; `nodeTypes` says which). */
export const NewsEventSchema = v.looseObject({
  _id: IdSchema,
  title: TranslatableSchema,
  subtitle: v.optional(TranslatableSchema),
  lead: v.optional(TranslatableSchema),
  body: v.optional(TranslatableSchema),
  date: v.optional(DateTimeSchema),
  categories: v.optional(v.array(v.string()), []),
  nodeTypes: v.optional(v.array(v.string()), []),
  headerImage: v.optional(AssetSchema),
  coordinates: v.optional(CoordinatesSchema),
  images: v.optional(v.array(AssetSchema), []),
  filesGroup: v.optional(v.array(FilesGroupSchema), []),
  linksGroup: v.optional(
    v.array(
      v.object({
        name: v.optional(TranslatableSchema),
        links: v.optional(v.array(WebLinkSchema), []),
      }),
    ),
    [],
  ),
  socialShare: v.optional(v.array(SocialLinkSchema), []),
  section: v.optional(IdSchema),
  isPublished: v.optional(v.boolean()),
  data: v.optional(v.looseObject({ slug: v.optional(v.string()) })),
  period: v.optional(v.object({ dateRanges: v.optional(v.array(DateRangeSchema), []) })),
  publishPeriod: v.optional(v.object({ start: v.optional(DateTimeSchema), end: v.optional(DateTimeSchema) })),
  extra: v.optional(v.record(v.string(), v.unknown())),
});
export type NewsEvent = v.InferOutput<typeof NewsEventSchema>;
