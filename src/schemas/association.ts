import * as v from 'valibot';
import { AssetSchema, ContactSchema, CoordinatesSchema, DateTimeSchema, IdSchema, TranslatableSchema } from './common.ts';

/** An association of the directory (collection `asociaciones`, docs/product-spec.md §3). */
export const AssociationSchema = v.looseObject({
  _id: IdSchema,
  title: TranslatableSchema,
  subtitle: v.optional(TranslatableSchema),
  logo: v.optional(AssetSchema),
  headerImage: v.optional(AssetSchema),
  /** Category names (the spec's 23 association categories); the first is the card's label. */
  nodeTypes: v.optional(v.array(v.string()), []),
  address: v.optional(
    v.looseObject({
      street: v.optional(v.string()),
      city: v.optional(v.string()),
      zipCode: v.optional(v.string()),
      province: v.optional(v.string()),
    }),
  ),
  telephones: v.optional(v.array(v.object({ value: v.string() })), []),
  emails: v.optional(v.array(v.object({ uri: v.string() })), []),
  coordinates: v.optional(CoordinatesSchema),
  revisions: v.optional(v.array(v.object({ date: DateTimeSchema })), []),
  /** Only `Activa` associations are listed. */
  estado: v.optional(v.string()),
  contacto: v.optional(ContactSchema),
});
export type Association = v.InferOutput<typeof AssociationSchema>;
