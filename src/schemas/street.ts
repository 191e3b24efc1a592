import * as v from 'valibot';
import { IdSchema } from './common.ts';

/** An entry of the street directory (collection `callejero`). */
export const StreetSchema = v.looseObject({
  _id: IdSchema,
  tipovia: v.string(),
  nombrevia: v.string(),
  nucleo: v.optional(v.string()),
  cpostal: v.optional(v.string()),
});
export type Street = v.InferOutput<typeof StreetSchema>;
