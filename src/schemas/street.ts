import * as v from 'valibot';
import { CoordinatesSchema, IdSchema } from './common.ts';

/** An entry of the street directory (collection `callejero`). */
export const StreetSchema = v.looseObject({
  _id: IdSchema,
  tipovia: v.string(),
  nombrevia: v.string(),
  nucleo: v.optional(v.string()),
  cpostal: v.optional(v.string()),
  /** Where the street is: the local API places each street on seeding (server/core/streets.ts), for geocoding. */
  coordinates: v.optional(CoordinatesSchema),
});
