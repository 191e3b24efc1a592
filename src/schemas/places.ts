/**
 * Places of interest (docs/product-spec.md §1 "places of interest and tourism maps"; docs/places.md): collection
 * `lugares` of the content API, one document per place a visitor or a resident may go to: a monument, a museum, a
 * viewpoint, the market… Opening hours are OpenStreetMap's `opening_hours` syntax, checked by the same strict
 * reading as the pharmacies' (`OpeningHoursSchema` of src/schemas/pharmacies.ts), with `PH` the realm's holidays
 * (`citaprevia_festivos`). A place open at every hour says `24/7`; one without hours (a fountain in a square) leaves
 * them out.
 */
import * as v from 'valibot';
import { CoordinatesSchema, IdSchema, TranslatableSchema } from './common.ts';
import { OpeningHoursSchema } from './pharmacies.ts';

/** The collection of the content API that holds places. */
export const PLACE_COLLECTION = 'lugares';

/**
 * The kinds of place, in the order the filters list them; each is also the address of its filtered list
 * (`/lugares/categoria/{category}`, in another language in its words: `/va/llocs/categoria/museu`, src/i18n/addresses.ts),
 * and its words are `places.category.<category>`.
 */
export const PLACE_CATEGORIES = [
  'monumento',
  'museo',
  'iglesia-ermita',
  'mirador',
  'fuente',
  'parque',
  'playa',
  'espacio-natural',
  'mercado',
  'tienda-local',
] as const;
export type PlaceCategory = (typeof PLACE_CATEGORIES)[number];

/** What a place offers people with a disability; each is a line of its page, `places.access.<feature>`. */
export const ACCESSIBILITY_FEATURES = [
  'step-free',
  'adapted-toilet',
  'audio-description',
  'braille',
  'induction-loop',
  'adapted-parking',
  'wheelchair-loan',
] as const;
export type AccessibilityFeature = (typeof ACCESSIBILITY_FEATURES)[number];

/** A photo of the place: a file of the asset store with the words that say what it shows (required). */
export const PlacePhotoSchema = v.looseObject({
  file: v.pipe(
    v.string(),
    v.regex(/^[^/\\?#]+$/, 'a file name without "/", "\\", "?" or "#"'),
    v.check((s) => s !== '.' && s !== '..', 'a file name other than "." or ".."'),
  ),
  width: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  height: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** What the photo shows, for those who cannot see it. @example { "es": "La fachada de la ermita al atardecer" } */
  alt: TranslatableSchema,
});
export type PlacePhoto = v.InferOutput<typeof PlacePhotoSchema>;

/** One price of admission. @example { "label": { "es": "General" }, "euros": 3 } */
export const PlacePriceSchema = v.object({
  /** Who pays it. @example { "es": "Jubilados y menores de 12 años", "va": "Jubilats i menors de 12 anys" } */
  label: TranslatableSchema,
  /** Euros; 0 is free for those it names. */
  euros: v.pipe(v.number(), v.minValue(0), v.maxValue(1000)),
});
export type PlacePrice = v.InferOutput<typeof PlacePriceSchema>;

/** How to reach whoever looks after the place. */
export const PlaceContactSchema = v.object({
  /** Spanish digits with optional spaces and +34. @example "962 27 14 05" */
  telephone: v.optional(v.pipe(v.string(), v.regex(/^(\+34\s?)?\d(\s?\d){8}$/, 'a Spanish telephone number of nine digits'))),
  email: v.optional(v.pipe(v.string(), v.email('an e-mail address'))),
  /** @example "https://museu.alcantir.es" */
  web: v.optional(v.pipe(v.string(), v.url('an address starting with https://'), v.startsWith('https://', 'an address starting with https://'))),
});
export type PlaceContact = v.InferOutput<typeof PlaceContactSchema>;

export const PlaceSchema = v.object({
  _id: IdSchema,
  /** The place's address on the site, `/lugares/{slug}`, the same in every language; routes' stops name it. @example "ermita-sant-roc" */
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'a slug of lower-case letters, digits and single hyphens'), v.maxLength(80)),
  /** @example { "es": "Ermita de San Roque", "va": "Ermita de Sant Roc" } */
  name: TranslatableSchema,
  category: v.picklist(PLACE_CATEGORIES, 'one of the categories of places (src/schemas/places.ts)'),
  /** One sentence for the list. */
  summary: TranslatableSchema,
  /** Plain text; paragraphs separated by a blank line. */
  description: TranslatableSchema,
  /** Street and number, or where it is in words. @example { "es": "Plaza de la Iglesia, s/n" } */
  address: TranslatableSchema,
  coordinates: CoordinatesSchema,
  photos: v.optional(v.array(PlacePhotoSchema), []),
  /**
   * When it is open, `opening_hours` syntax, Madrid wall clock, `PH` the realm's holidays; absent for a place that
   * has no doors (a fountain, a square).
   * @example "Tu-Sa 10:00-14:00,17:00-19:00; Su 10:00-14:00; PH off"
   */
  openingHours: v.optional(OpeningHoursSchema),
  /** What the hours do not say (visits by appointment, closed in August). */
  hoursNote: v.optional(TranslatableSchema),
  /** Prices of admission; none means free. */
  prices: v.optional(v.array(PlacePriceSchema), []),
  accessibility: v.optional(v.array(v.picklist(ACCESSIBILITY_FEATURES, 'one of the accessibility features (src/schemas/places.ts)')), []),
  /** What the features do not say (a ramp at the side door, a slope of 8 %). */
  accessibilityNote: v.optional(TranslatableSchema),
  contact: v.optional(PlaceContactSchema),
  isPublished: v.optional(v.boolean(), true),
});
export type Place = v.InferOutput<typeof PlaceSchema>;
