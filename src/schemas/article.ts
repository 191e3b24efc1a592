import * as v from 'valibot';
import { IdSchema, TranslatableSchema } from './common.ts';

const EntrySchema = v.object({
  title: TranslatableSchema,
  body: v.optional(TranslatableSchema),
});

/** An article of collection `articulos`; the resources guide is the one with group slug `portal-de-asociaciones-recursos`. */
export const ArticleSchema = v.looseObject({
  _id: IdSchema,
  title: v.optional(TranslatableSchema),
  data: v.optional(v.looseObject({ slug: v.optional(v.string()) })),
  voidGroup: v.optional(
    v.array(
      v.object({
        ...EntrySchema.entries,
        children: v.optional(v.array(EntrySchema), []),
      }),
    ),
    [],
  ),
});
