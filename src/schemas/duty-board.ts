/**
 * The duty board file (`/farmacias/guardias.json`, docs/pharmacies.md "The pages"): what a build hands the page's
 * island so that it tells the pharmacy on duty at the visitor's instant, and which are open, without the build
 * again and without the `opening_hours` parser. Plain valibot, no parser: the island validates the file with it.
 */
import * as v from 'valibot';
import type { DutyKind } from './pharmacies.ts';

const Iso = v.pipe(v.string(), v.isoTimestamp());

const Span = v.object({ start: Iso, end: Iso });

/** The kinds of duty, as `DUTY_KINDS` of src/schemas/pharmacies.ts (which imports the parser, so it is not read here). */
const KINDS = ['day', 'night', '24h'] as const satisfies readonly DutyKind[];

export const BoardPharmacySchema = v.object({
  id: v.string(),
  name: v.string(),
  zone: v.string(),
  town: v.string(),
  address: v.string(),
  telephone: v.string(),
  coordinates: v.object({ lat: v.number(), lng: v.number() }),
  /** When it is open (regular hours merged with its duties), from the build to `openKnownUntil`. */
  open: v.array(Span),
});
export type BoardPharmacy = v.InferOutput<typeof BoardPharmacySchema>;

export const BoardDutySchema = v.object({ pharmacy: v.string(), start: Iso, end: Iso, kind: v.picklist(KINDS) });
export type BoardDuty = v.InferOutput<typeof BoardDutySchema>;

export const DutyBoardSchema = v.object({
  /** When the build wrote it. */
  generatedAt: Iso,
  /** Until when every zone has somebody on duty in `duties` without a break: past it the file knows nobody. */
  validUntil: Iso,
  /** Until when the pharmacies' `open` stretches are known. */
  openKnownUntil: Iso,
  pharmacies: v.array(BoardPharmacySchema),
  /** The rota from the build on, earliest first. */
  duties: v.array(BoardDutySchema),
});
export type DutyBoard = v.InferOutput<typeof DutyBoardSchema>;
