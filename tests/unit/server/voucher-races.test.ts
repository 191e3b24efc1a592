/**
 * The vouchers' races, small (`npm run bench -- --only v` runs 2,000 citizens for 1,000 vouchers and 200 validations
 * of 50): a real server process, many HTTP calls at once (scripts/load/vouchers.ts). The budget is never oversold and
 * a voucher's use is taken once, whatever arrives at the same moment (docs/vouchers.md).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exactlyIssued, exactlySpent, raceForValidations, raceForVouchers } from '../../../scripts/load/vouchers.ts';
import { freePort } from '../../../scripts/load/free-port.ts';

describe('vouchers under concurrent calls', () => {
  it('issues exactly the budget when more citizens apply at once than it pays for, and refuses the rest cleanly', async () => {
    const race = await raceForVouchers({ dir: mkdtempSync(join(tmpdir(), 'voucher-race-')), port: await freePort(), clients: 40, cap: 15 });
    expect(race).toMatchObject({ clients: 40, cap: 15, issued: 15, exhausted: 25, unclean: [], stored: 15, holders: 15, held: 0 });
    expect(exactlyIssued(race)).toBe(true);
    expect(race.apply.p95).toBeGreaterThan(0);
  }, 120_000);

  it("takes each voucher's single use once when four tills validate the same vouchers at once", async () => {
    const race = await raceForValidations({
      dir: mkdtempSync(join(tmpdir(), 'voucher-validate-')),
      port: await freePort(),
      vouchers: 12,
      validations: 48,
      shops: 4,
    });
    expect(race).toMatchObject({ vouchers: 12, validations: 48, validated: 12, spent: 36, unclean: [], stored: 12, distinctVouchers: 12, stillActive: 0 });
    expect(exactlySpent(race)).toBe(true);
  }, 120_000);
});
