import * as v from 'valibot';

/**
 * One association in the directory's open-data JSON file (`/descargas/asociaciones-<municipio>.json`).
 * This schema is the file's contract: the build writes records through it and publishes it as JSON Schema
 * beside the file, with each field described in the file's language.
 */
export const OpenAssociationSchema = v.strictObject({
  id: v.string(),
  name: v.string(),
  url: v.pipe(v.string(), v.url()),
  categories: v.array(v.strictObject({ id: v.string(), label: v.string() })),
  address: v.nullable(
    v.strictObject({
      street: v.nullable(v.string()),
      postalCode: v.nullable(v.string()),
      city: v.nullable(v.string()),
      province: v.nullable(v.string()),
    }),
  ),
  phones: v.array(v.string()),
  emails: v.array(v.string()),
  latitude: v.nullable(v.pipe(v.number(), v.minValue(-90), v.maxValue(90))),
  longitude: v.nullable(v.pipe(v.number(), v.minValue(-180), v.maxValue(180))),
  updated: v.nullable(v.string()),
});
export type OpenAssociation = v.InferOutput<typeof OpenAssociationSchema>;

/** The whole JSON file: what it is, under which licence, when it was taken, and the associations. */
export const OpenDirectorySchema = v.strictObject({
  $schema: v.string(),
  title: v.string(),
  publisher: v.string(),
  licence: v.string(),
  source: v.pipe(v.string(), v.url()),
  updated: v.string(),
  language: v.string(),
  associations: v.array(OpenAssociationSchema),
});
export type OpenDirectory = v.InferOutput<typeof OpenDirectorySchema>;

/** The record fields, in file order: the open-data page and the JSON Schema describe each one. */
export const OPEN_ASSOCIATION_FIELDS = Object.keys(OpenAssociationSchema.entries) as Array<keyof OpenAssociation>;
