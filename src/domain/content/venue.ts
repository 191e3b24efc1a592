import * as v from 'valibot';
import { pick } from '../../i18n/pick.ts';
import { TranslatableSchema } from '../../schemas/common.ts';
import type { NewsEvent } from '../../schemas/event.ts';

/**
 * Where an event takes place, as its data says (`extra.venue`, a translatable text: "Plaça Major",
 * "Casa de les Associacions, sala polivalent"), in `lang`. Undefined when the data does not say: nothing is
 * guessed from the title or the owning association's address.
 */
export function eventVenue(event: Pick<NewsEvent, 'extra'>, lang: string): string | undefined {
  const venue = event.extra?.venue;
  return v.is(TranslatableSchema, venue) ? pick(venue, lang).trim() || undefined : undefined;
}
