/** The vouchers' rules without a database (src/domain/vouchers/voucher-rules.ts; docs/vouchers.md). */
import { describe, expect, it } from 'vitest';
import { campaignState, coverOf, findPatterns, parseTicketAmount, voucherState, withinHours } from '../../../../src/domain/vouchers/voucher-rules.ts';

describe('the amount a shop types', () => {
  it('takes euros with a dot for the cents', () => {
    expect(parseTicketAmount('12.50')).toEqual({ ok: true, cents: 1250 });
    expect(parseTicketAmount(' 12.5 ')).toEqual({ ok: true, cents: 1250 });
    expect(parseTicketAmount('7')).toEqual({ ok: true, cents: 700 });
    expect(parseTicketAmount('0.05')).toEqual({ ok: true, cents: 5 });
    expect(parseTicketAmount('30 €')).toEqual({ ok: true, cents: 3000 });
  });
  it('refuses a comma with its own reason, and anything else that is not an amount', () => {
    for (const typed of ['12,50', '12,5', '1.234,50', '3,']) expect(parseTicketAmount(typed), typed).toEqual({ ok: false, reason: 'comma' });
    for (const typed of ['', 'doce', '0', '0.00', '12.505', '-3', '1e3', '12.50.1', '10000000.01'])
      expect(parseTicketAmount(typed), typed).toEqual({ ok: false, reason: 'amount' });
  });
});

describe('states', () => {
  const campaign = { applyFrom: '2026-11-01', applyUntil: '2026-12-31' };
  it("says a campaign's state on a Madrid day", () => {
    expect(campaignState(campaign, '2026-10-31', 10)).toBe('upcoming');
    expect(campaignState(campaign, '2026-11-01', 10)).toBe('open');
    expect(campaignState(campaign, '2026-12-31', 0)).toBe('exhausted');
    expect(campaignState(campaign, '2027-01-01', 10)).toBe('closed');
  });
  it("says a voucher's: suspended before spent, spent before expired", () => {
    const fresh = { remainingCents: 2500, usesLeft: 2, suspended: false };
    expect(voucherState(fresh, '2027-01-31', '2027-01-31')).toBe('active');
    expect(voucherState(fresh, '2027-01-31', '2027-02-01')).toBe('expired');
    expect(voucherState({ ...fresh, usesLeft: 0 }, '2027-01-31', '2027-02-01')).toBe('spent');
    expect(voucherState({ ...fresh, remainingCents: 0 }, '2027-01-31', '2027-01-01')).toBe('spent');
    expect(voucherState({ ...fresh, remainingCents: 0, suspended: true }, '2027-01-31', '2027-01-01')).toBe('suspended');
  });
  it('covers a ticket up to what is left; the citizen pays the rest', () => {
    expect(coverOf(1250, 2500)).toEqual({ covered: 1250, citizenPays: 0 });
    expect(coverOf(3000, 1250)).toEqual({ covered: 1250, citizenPays: 1750 });
  });
});

describe('patterns worth a look', () => {
  const at = (time: string) => Date.parse(`2026-11-27T${time}:00+01:00`);
  const hours = [{ days: [1, 2, 3, 4, 5] as number[], start: '09:00', end: '14:00' }];

  it('knows Madrid opening hours, the weekday included', () => {
    expect(withinHours(hours, at('09:00'))).toBe(true);
    expect(withinHours(hours, at('13:59'))).toBe(true);
    expect(withinHours(hours, at('14:00'))).toBe(false);
    expect(withinHours(hours, Date.parse('2026-11-28T10:00:00+01:00'))).toBe(false); // a Saturday
    expect(withinHours(undefined, at('03:00'))).toBe(true);
    // Summer time: 10:00 in Madrid is 08:00 UTC.
    expect(withinHours(hours, Date.parse('2026-06-15T08:00:00Z'))).toBe(true);
  });

  it('sees three vouchers of one person at one shop within 10 minutes, not two, nor three spread out or at two shops', () => {
    const seen = [
      { code: 'A', shop: 'forn', holder: 'p1', at: at('10:00') },
      { code: 'B', shop: 'forn', holder: 'p1', at: at('10:04') },
      { code: 'C', shop: 'forn', holder: 'p1', at: at('10:09') },
      { code: 'D', shop: 'forn', holder: 'p2', at: at('10:01') },
      { code: 'E', shop: 'forn', holder: 'p2', at: at('10:02') },
      { code: 'F', shop: 'forn', holder: 'p3', at: at('10:00') },
      { code: 'G', shop: 'forn', holder: 'p3', at: at('10:06') },
      { code: 'H', shop: 'forn', holder: 'p3', at: at('10:12') },
      { code: 'I', shop: 'forn', holder: 'p4', at: at('11:00') },
      { code: 'J', shop: 'llibreria', holder: 'p4', at: at('11:01') },
      { code: 'K', shop: 'forn', holder: 'p4', at: at('11:02') },
    ];
    expect(findPatterns(seen, () => hours)).toEqual([{ kind: 'burst', shop: 'forn', at: at('10:00'), codes: ['A', 'B', 'C'], detail: '3' }]);
  });

  it("sees a validation outside its shop's hours, with its time, and none for a shop without hours", () => {
    const seen = [
      { code: 'A', shop: 'forn', holder: 'p1', at: at('21:30') },
      { code: 'B', shop: 'llibreria', holder: 'p2', at: at('21:31') },
    ];
    expect(findPatterns(seen, (shop) => (shop === 'forn' ? hours : undefined))).toEqual([
      { kind: 'off-hours', shop: 'forn', at: at('21:30'), codes: ['A'], detail: '21:30' },
    ]);
  });
});
