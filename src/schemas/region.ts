import * as v from 'valibot';
import { CoordinatesSchema } from './common.ts';

/** A region record (`/regions/collections/all?region.realm=`): where the realm's maps centre. */
export const RegionSchema = v.looseObject({
  region: v.looseObject({ realm: v.string(), coordinates: CoordinatesSchema }),
});
