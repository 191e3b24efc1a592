/**
 * Street positions for geocoding. The street directory (docs/product-spec.md §3 "callejero") has no coordinates, so
 * the seeder gives each street one: the mean position of the associations whose address is on it when there are
 * any (real positions from the demo), otherwise a fixed point derived from its name, spread around the town
 * centre, with the streets of another nucleus (a hamlet) grouped around a centre of their own.
 */
import { createHash } from 'node:crypto';
import type { Coordinates } from '../../src/schemas/common.ts';

const METRES_PER_DEGREE_LAT = 111_320;

/** A street or an association as the content store keeps it: read by field name. */
type Doc = Record<string, unknown>;

/** Lower case, no accents, no Valencian middle dot, single spaces: how names are compared. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f·]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9ñ ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Two numbers in [0, 1) from a name, stable across runs and machines. */
function unitPair(name: string): [number, number] {
  const hash = createHash('sha256').update(name).digest();
  return [hash.readUInt32BE(0) / 2 ** 32, hash.readUInt32BE(4) / 2 ** 32];
}

/** A point `metres` away from `from` in the direction `turn` (fraction of a full turn, from north). */
export function offset(from: Coordinates, metres: number, turn: number): Coordinates {
  const angle = turn * 2 * Math.PI;
  const lat = from.lat + (metres * Math.cos(angle)) / METRES_PER_DEGREE_LAT;
  const lng = from.lng + (metres * Math.sin(angle)) / (METRES_PER_DEGREE_LAT * Math.cos((from.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
}

export const streetName = (street: Doc) => `${String(street.tipovia ?? '')} ${String(street.nombrevia ?? '')}`.trim();

/** The streets with `coordinates` filled in where they had none. */
export function placeStreets<Street extends Doc>(streets: Street[], centre: Coordinates, associations: Doc[] = []): Array<Street & { coordinates?: unknown }> {
  const known = new Map<string, Coordinates[]>();
  for (const association of associations) {
    const address = (association.address as { street?: string } | undefined)?.street;
    const at = association.coordinates as Coordinates | undefined;
    if (!address || !at || !Number.isFinite(at.lat)) continue;
    const key = fold(address.split(',')[0]!);
    known.set(key, [...(known.get(key) ?? []), at]);
  }
  const nuclei = new Map<string, number>();
  for (const street of streets) nuclei.set(String(street.nucleo ?? ''), (nuclei.get(String(street.nucleo ?? '')) ?? 0) + 1);
  const main = [...nuclei].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
  return streets.map((street) => {
    if (street.coordinates) return street;
    const on = known.get(fold(streetName(street)));
    if (on?.length) {
      const mean = { lat: on.reduce((s, c) => s + c.lat, 0) / on.length, lng: on.reduce((s, c) => s + c.lng, 0) / on.length };
      return { ...street, coordinates: { lat: Math.round(mean.lat * 1e6) / 1e6, lng: Math.round(mean.lng * 1e6) / 1e6 } };
    }
    const nucleus = String(street.nucleo ?? '');
    const [direction] = unitPair(`nucleus:${nucleus}`);
    const home = nucleus === main ? centre : offset(centre, 2600, direction);
    const [distance, turn] = unitPair(`street:${nucleus}:${streetName(street)}`);
    // sqrt spreads the points evenly over the disc instead of crowding the middle.
    const radius = nucleus === main ? 900 : 350;
    return { ...street, coordinates: offset(home, 80 + Math.sqrt(distance) * radius, turn) };
  });
}

const STREET_TYPES =
  /^(calle|c|carrer|avenida|avinguda|av|avda|plaza|placa|pl|pza|paseo|passeig|pg|camino|cami|cm|travesia|travessera|ronda|partida|pda|glorieta|urbanizacion|urb)\b\s*/;

export interface GeocodeResult {
  geometry: { location: Coordinates };
  formatted_address: string;
}

/** Streets matching an address ('Calle Abadia, 3', 'abadía 3', 'C/ Abadia'), best first, at most five. */
export function geocode(streets: Doc[], address: string): GeocodeResult[] {
  const [first = '', ...rest] = address.split(',');
  const numberMatch = /(\d+)\s*$/.exec(rest.length ? rest.join(' ') : first) ?? /\b(\d+)\b/.exec(rest.join(' '));
  const number = numberMatch ? Number(numberMatch[1]) : undefined;
  const wanted = fold(first.replace(/\d+\s*$/, ''));
  const bare = wanted.replace(STREET_TYPES, '');
  if (!bare) return [];
  const scored = streets.flatMap((street) => {
    const full = fold(streetName(street));
    const name = fold(String(street.nombrevia ?? ''));
    const score = full === wanted ? 3 : name === bare ? 2 : name.includes(bare) || (bare.includes(name) && name.length >= 4) ? 1 : 0;
    return score && street.coordinates ? [{ street, score }] : [];
  });
  scored.sort((a, b) => b.score - a.score || String(a.street.nombrevia).localeCompare(String(b.street.nombrevia)));
  return scored.slice(0, 5).map(({ street }) => {
    const at = street.coordinates as Coordinates;
    const [, along] = unitPair(`along:${streetName(street)}`);
    // House numbers run along the street: a few metres each, so '3' and '31' are not the same point.
    const location = number ? offset(at, Math.min(number, 150) * 3, along) : at;
    const place = [street.cpostal, street.nucleo].filter(Boolean).join(' ');
    return { geometry: { location }, formatted_address: `${streetName(street)}${number ? `, ${number}` : ''}${place ? `, ${place}` : ''}` };
  });
}
