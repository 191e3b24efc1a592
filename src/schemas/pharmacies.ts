/**
 * On-call pharmacies (docs/product-spec.md §1 "on-call pharmacies"; docs/pharmacies.md): the duty zones a realm's
 * pharmacies take turns in (collection `farmacias_zonas`), the pharmacies with their regular hours (`farmacias`) and
 * the duty rota the pharmacists' college sends (`farmacias_guardias`). Regular hours are written in OpenStreetMap's
 * `opening_hours` syntax and checked here with that syntax's reference parser (the `opening_hours` package); a value
 * it refuses or warns about makes the record invalid, and the pull drops it with the reason.
 *
 * This module imports the parser (about 115 KB gzipped): islands import its types only (`import type`).
 */
import OpeningHours, { type opening_hours_warning_type as WarningType } from 'opening_hours';
import * as v from 'valibot';
import { CoordinatesSchema, DateTimeSchema, IdSchema, TranslatableSchema } from './common.ts';

/** A calendar date, `YYYY-MM-DD`. */
export const IsoDateSchema = v.pipe(
  v.string(),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'a date like 2026-12-08'),
  v.check((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), 'a real calendar date'),
);

/**
 * The one weekday abbreviation that stands for `PH` where regular hours are evaluated on a public holiday (see
 * src/domain/pharmacies/regular-hours.ts): validation checks the value still parses with it in `PH`'s place.
 */
const PH_STAND_IN = 'Mo';

/** `PH` as a whole token. */
const PH_TOKEN = /\bPH\b/;

/** Replaces `PH` outside quoted comments (`"…"`) with `replacement`. */
export function replacePublicHolidays(value: string, replacement: string): string {
  return value
    .split('"')
    .map((part, i) => (i % 2 === 0 ? part.replace(/\bPH\b/g, replacement) : part))
    .join('"');
}

/**
 * The parser's warnings that mean it guessed what a value says (a misspelt word read as a weekday, `9-14` read as
 * 09:00-14:00, a separator put right): a value it had to guess at is refused. Its other warnings are advice on style
 * (`PH` not mentioned, `;` where `,` would be clearer) and leave the meaning plain.
 */
const GUESSES: ReadonlySet<WarningType> = new Set<WarningType>([
  'word_error_correction',
  'without_minutes',
  'hour_min_separator',
  'adding_0',
  'ambiguous_word',
  'vague',
  'switched',
  'interpreted_as_year',
  'rant_degree_sign_used_for_zero',
  'no_colon_after',
  'value_ends_with_token',
  'nothing_useful',
]);

/** The parser's error, or its first guess when `guesses` is set, as one line. */
function parserProblem(value: string, guesses: boolean): string | undefined {
  try {
    const parsed = new OpeningHours(value, null, { mode: 0, tag_key: 'opening_hours', map_value: false, warnings_severity: 4, locale: 'en' });
    const guess = guesses ? parsed.getStructuredWarnings().find((w) => GUESSES.has(w.type)) : undefined;
    return guess ? guess.message.replace(/\s+/g, ' ').trim() : undefined;
  } catch (error) {
    return String(error).replace(/\s+/g, ' ').trim();
  }
}

/**
 * Why a value of `opening_hours` cannot be used, or undefined when it can. Strict: the parser's guesses
 * ("Lunes" read as Monday, `9-14` as 09:00-14:00) are refused as well as its errors, since a citizen must never be told a
 * pharmacy is open on a guess. Public holidays (`PH`) are the realm's own (the zone's calendar), so `PH` with a day
 * offset (`PH -1 day`) and school holidays (`SH`), which the portal cannot know, are refused.
 */
export function openingHoursProblem(value: string): string | undefined {
  const outsideComments = value
    .split('"')
    .filter((_, i) => i % 2 === 0)
    .join(' ');
  if (/\bSH\b/.test(outsideComments)) return 'school holidays (SH) are not known to the portal';
  if (/\bPH\s*[+-]\s*\d/.test(outsideComments)) return 'a public holiday with a day offset (PH -1 day) is not supported';
  const problem = parserProblem(value, true);
  if (problem) return problem;
  if (PH_TOKEN.test(outsideComments) && parserProblem(replacePublicHolidays(value, PH_STAND_IN), false)) {
    return 'PH is used where a weekday could not stand (write it as in "Mo-Sa 09:00-21:00; PH off" or "Sa,PH 10:00-13:00")';
  }
  return undefined;
}

/**
 * Regular opening hours in OpenStreetMap's `opening_hours` syntax, wall-clock time in Europe/Madrid; `PH` is a
 * public holiday of the pharmacy's town (its zone's calendar).
 * @example "Mo-Fr 09:30-14:00,17:00-20:30; Sa 09:30-14:00; PH off"
 */
export const OpeningHoursSchema = v.pipe(
  v.string(),
  v.minLength(1, 'opening hours'),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const problem = openingHoursProblem(dataset.value);
    // The pull's report reads "openingHours: expected <this>, received <the value>".
    if (problem) addIssue({ message: `valid opening_hours (the parser says: ${problem})` });
  }),
);

/** A town of a duty zone, with its local holidays. */
export const ZoneTownSchema = v.object({
  /** The town's name as pharmacies' `town` names it. @example "Alcantir" */
  name: v.pipe(v.string(), v.minLength(1)),
  /** The town's two local holidays of each year (fiestas locales), which only it keeps. */
  holidays: v.optional(v.array(IsoDateSchema), []),
});

/**
 * A duty zone (zona farmacéutica): the pharmacies that take turns on duty for a town and the neighbouring towns it
 * takes in. At every hour one pharmacy of each zone is on duty (docs/pharmacies.md).
 */
export const DutyZoneSchema = v.pipe(
  v.object({
    _id: IdSchema,
    /** The zone's name as the college's rota calls it. @example { "es": "Zona de Alcantir", "va": "Zona d'Alcantir" } */
    name: TranslatableSchema,
    /** The towns the zone serves; the first is the realm's own. */
    towns: v.pipe(v.array(ZoneTownSchema), v.minLength(1)),
    /** Public holidays of every town of the zone (national and regional), `YYYY-MM-DD`. */
    holidays: v.optional(v.array(IsoDateSchema), []),
  }),
  v.check((z) => new Set(z.towns.map((t) => t.name)).size === z.towns.length, 'town names unique within the zone'),
);
export type DutyZone = v.InferOutput<typeof DutyZoneSchema>;

/** A pharmacy of the realm's duty zones (oficina de farmacia). */
export const PharmacySchema = v.object({
  _id: IdSchema,
  /** The name on its sign. @example "Farmacia Puig Soler" */
  name: v.pipe(v.string(), v.minLength(1)),
  /** Its duty zone's `_id` (`farmacias_zonas`). */
  zone: IdSchema,
  /** The town it is in, one of its zone's `towns[].name`: its local holidays apply. */
  town: v.pipe(v.string(), v.minLength(1)),
  /** Street and number. @example "Carrer Major, 14" */
  address: v.pipe(v.string(), v.minLength(1)),
  /** @example "46800" */
  postalCode: v.optional(v.pipe(v.string(), v.regex(/^\d{5}$/, 'a five-digit postal code'))),
  /** Where it is, for the map and directions. */
  coordinates: CoordinatesSchema,
  /** The telephone citizens call, Spanish digits with optional spaces and +34. @example "962 27 14 05" */
  telephone: v.pipe(v.string(), v.regex(/^(\+34\s?)?\d(\s?\d){8}$/, 'a Spanish telephone number of nine digits')),
  openingHours: OpeningHoursSchema,
});
export type Pharmacy = v.InferOutput<typeof PharmacySchema>;

/** The kinds of duty of the rota: day (9–22), night (22–9) and 24 hours (9–9), as docs/pharmacies.md says. */
export const DUTY_KINDS = ['day', 'night', '24h'] as const;
export type DutyKind = (typeof DUTY_KINDS)[number];

/** The longest a duty may last: 24 hours, and 25 across the night the clocks go back. */
export const MAX_DUTY_MS = 25 * 3_600_000;

/**
 * One entry of the duty rota: a pharmacy on duty from `start` to `end`, ISO 8601 with the offset in force
 * (`2026-11-02T22:00:00+01:00`). The end is exclusive: the next duty starts at the same instant.
 */
export const DutySchema = v.pipe(
  v.object({
    _id: IdSchema,
    /** The pharmacy's `_id` (`farmacias`). */
    pharmacy: IdSchema,
    start: DateTimeSchema,
    end: DateTimeSchema,
    kind: v.picklist(DUTY_KINDS),
  }),
  v.check((d) => Date.parse(d.start) < Date.parse(d.end), 'end after start'),
  v.check((d) => Date.parse(d.end) - Date.parse(d.start) <= MAX_DUTY_MS, 'a duty of at most 24 hours (25 across the end of summer time)'),
);
export type Duty = v.InferOutput<typeof DutySchema>;
