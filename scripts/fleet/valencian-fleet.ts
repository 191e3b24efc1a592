/**
 * A generated fleet shaped like the town halls of the Comunitat Valenciana, for the bench's row (g) (scripts/bench.ts):
 * 542 realms, most of them villages with a few dozen associations, a handful of cities with thousands. Deterministic
 * for a seed: the same realms, sizes and contents on every machine.
 *
 * Municipalities by inhabitants. The Generalitat's statistics portal (ARGOS, "Municipis per grandària d'hàbitat",
 * padró of 1 January 2020) counts 542 municipalities: 442 under 10,000 inhabitants, 35 of 10,000–20,000, 50 of
 * 20,000–50,000, 11 of 50,000–100,000 and 4 over 100,000 (València, Alacant, Elx, Castelló de la Plana). The split
 * under 10,000 is from the padró of 2015 as the press reported it (Levante-EMV, 25 February 2016): 219 under 1,000
 * and 386 under 5,000, so 167 of 1,000–5,000 and, with ARGOS's 442, 56 of 5,000–10,000.
 *
 * Associations per municipality: an assumption, not a count. Roughly one association for every 100 inhabitants in
 * towns and cities, more per head in villages (each has its festival committee, hunters, retirees, school parents'
 * association, band): a village of a few hundred people lists one or two dozen. The four cities are given the sizes
 * of the bench's large realms: València 10,000 as row (b), the other three a few thousand.
 */
import { type GenerateOptions, random } from '../generate-realm.ts';

export interface FleetBand {
  /** Inhabitants, as the statistics name the band. */
  inhabitants: string;
  municipalities: number;
  /** The fewest and most associations of a realm of the band (drawn between them, evenly on a log scale). */
  associations: readonly [number, number];
}

export const VALENCIAN_BANDS: readonly FleetBand[] = [
  { inhabitants: 'under 1,000', municipalities: 219, associations: [8, 30] },
  { inhabitants: '1,000–5,000', municipalities: 167, associations: [20, 80] },
  { inhabitants: '5,000–10,000', municipalities: 56, associations: [60, 150] },
  { inhabitants: '10,000–20,000', municipalities: 35, associations: [120, 300] },
  { inhabitants: '20,000–50,000', municipalities: 50, associations: [250, 600] },
  { inhabitants: '50,000–100,000', municipalities: 11, associations: [500, 1_200] },
];

/** The four cities over 100,000 inhabitants, largest first. */
export const VALENCIAN_CITIES: readonly number[] = [10_000, 3_500, 2_500, 2_000];

export const FLEET_SIZE = VALENCIAN_BANDS.reduce((n, band) => n + band.municipalities, 0) + VALENCIAN_CITIES.length;

/** A realm of the fleet: what scripts/generate-realm.ts writes. */
export type FleetRealm = GenerateOptions;

/**
 * The whole fleet (542 realms), in id order. Sizes are shuffled over the ids, as a town's name says nothing of its
 * size, so that `--shard k/n` (every n-th id) takes a mix, as it would of the real fleet. Events and news in the
 * proportions of rows (c)–(e); every realm in Spanish and Valencian.
 */
export function valencianFleet(seed = 542): FleetRealm[] {
  const rnd = random(seed);
  const sizes = [
    ...VALENCIAN_CITIES,
    ...VALENCIAN_BANDS.flatMap(({ municipalities, associations: [low, high] }) =>
      Array.from({ length: municipalities }, () => Math.round(low * (high / low) ** rnd())),
    ),
  ];
  // Fisher–Yates with the same generator: which id gets which size.
  for (let i = sizes.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [sizes[i], sizes[j]] = [sizes[j]!, sizes[i]!];
  }
  return sizes.map((associations, i) => ({
    id: `municipi${String(i + 1).padStart(3, '0')}`,
    associations,
    events: Math.round(associations / 3),
    news: Math.round(associations / 6),
    languages: ['es', 'va'],
    seed: seed * 1000 + i + 1,
  }));
}

/**
 * A smaller fleet of the same shape, for a check run: `scale` of the realms (0.1: 54 of 542), taken evenly along
 * the fleet ordered by size, so that each band keeps its share; the realms keep their ids, sizes and contents. At
 * a scale under 1/542 × 4 the cities may all be left out; at 1 it is the whole fleet.
 */
export function sampleFleet(fleet: readonly FleetRealm[], scale: number): FleetRealm[] {
  if (!(scale > 0 && scale <= 1)) throw new Error(`the fleet's scale is a fraction in (0, 1], not ${scale}`);
  const count = Math.max(1, Math.round(fleet.length * scale));
  const bySize = [...fleet].sort((a, b) => b.associations - a.associations || a.id.localeCompare(b.id));
  const step = fleet.length / count;
  const picked = Array.from({ length: count }, (_, j) => bySize[Math.floor((j + 0.5) * step)]!);
  return picked.sort((a, b) => a.id.localeCompare(b.id));
}
