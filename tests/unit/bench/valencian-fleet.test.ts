import { describe, expect, it } from 'vitest';
import { FLEET_SIZE, sampleFleet, valencianFleet, VALENCIAN_BANDS, VALENCIAN_CITIES } from '../../../scripts/fleet/valencian-fleet.ts';

describe('the generated Valencian fleet of the bench (row g)', () => {
  const fleet = valencianFleet();

  it('has the 542 municipalities, each band with its count and sizes, the four cities with thousands', () => {
    expect(FLEET_SIZE).toBe(542);
    expect(fleet).toHaveLength(542);
    expect(new Set(fleet.map((r) => r.id)).size).toBe(542);
    for (const {
      municipalities,
      associations: [low, high],
    } of VALENCIAN_BANDS) {
      const inBand = fleet.filter((r) => r.associations >= low && r.associations <= high);
      expect(inBand.length).toBeGreaterThanOrEqual(municipalities);
    }
    expect(fleet.filter((r) => r.associations >= 1_000).length).toBeLessThanOrEqual(11 + VALENCIAN_CITIES.length);
    expect(
      fleet
        .filter((r) => r.associations >= 2_000)
        .map((r) => r.associations)
        .sort((a, b) => b - a),
    ).toEqual([...VALENCIAN_CITIES]);
    // Most with a few dozen: the median realm has under 60 associations.
    const sorted = fleet.map((r) => r.associations).sort((a, b) => a - b);
    expect(sorted[271]).toBeLessThan(60);
    expect(sorted[0]).toBeGreaterThanOrEqual(8);
  });

  it('is the same for the same seed and another for another seed', () => {
    expect(valencianFleet()).toEqual(fleet);
    expect(valencianFleet(7).map((r) => r.associations)).not.toEqual(fleet.map((r) => r.associations));
  });

  it('shuffles the sizes over the ids, so that every shard of four gets a mix', () => {
    const sorted = [...fleet].sort((a, b) => a.id.localeCompare(b.id));
    for (let k = 0; k < 4; k++) {
      const shard = sorted.filter((_, i) => i % 4 === k);
      expect(shard.filter((r) => r.associations <= 30).length).toBeGreaterThan(30);
      expect(shard.filter((r) => r.associations >= 250).length).toBeGreaterThan(5);
    }
  });

  it('samples a tenth as 54 realms of the same shape, the same realms as in the whole fleet', () => {
    const small = sampleFleet(fleet, 0.1);
    expect(small).toHaveLength(54);
    for (const realm of small) expect(fleet).toContainEqual(realm);
    const share = (list: typeof fleet, max: number) => list.filter((r) => r.associations <= max).length / list.length;
    expect(Math.abs(share(small, 30) - share(fleet, 30))).toBeLessThan(0.05);
    expect(Math.abs(share(small, 150) - share(fleet, 150))).toBeLessThan(0.05);
    expect(sampleFleet(fleet, 1)).toEqual(fleet);
    expect(() => sampleFleet(fleet, 0)).toThrow(/fraction/);
    expect(() => sampleFleet(fleet, 1.5)).toThrow(/fraction/);
  });
});
