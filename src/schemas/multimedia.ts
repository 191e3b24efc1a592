import * as v from 'valibot';
import { AssetSchema, ContactSchema, FilesGroupSchema, IdSchema, SocialLinkSchema, TranslatableSchema, WebLinkSchema } from './common.ts';

const MediaItemSchema = v.looseObject({
  title: v.optional(TranslatableSchema),
  file: v.optional(v.string()),
  uri: v.optional(v.string()),
});

/** The multimedia of an association (collection `asociaciones_multimedia`, linked by `section`). */
export const MultimediaSchema = v.looseObject({
  _id: IdSchema,
  section: IdSchema,
  lead: v.optional(TranslatableSchema),
  body: v.optional(TranslatableSchema),
  subtitle: v.optional(TranslatableSchema),
  headerImage: v.optional(AssetSchema),
  logo: v.optional(AssetSchema),
  images: v.optional(v.array(AssetSchema), []),
  socialShare: v.optional(v.array(SocialLinkSchema), []),
  webLinks: v.optional(v.array(WebLinkSchema), []),
  filesGroup: v.optional(v.array(FilesGroupSchema), []),
  videos: v.optional(v.array(MediaItemSchema), []),
  audios: v.optional(v.array(MediaItemSchema), []),
  imagesGroup: v.optional(
    v.array(
      v.object({
        name: v.optional(TranslatableSchema),
        files: v.optional(v.array(AssetSchema), []),
      }),
    ),
    [],
  ),
  contacto: v.optional(ContactSchema),
});
export type Multimedia = v.InferOutput<typeof MultimediaSchema>;
