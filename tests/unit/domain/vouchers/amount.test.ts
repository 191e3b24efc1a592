import { describe, expect, it } from 'vitest';
import { formatEuros, parseTicketAmount, splitTicket, toCents } from '../../../../src/domain/vouchers/amount.ts';

describe("a ticket's amount typed at the till", () => {
  it('takes euros with a dot for the cents', () => {
    expect(parseTicketAmount('12.50')).toEqual({ ok: true, cents: 1250, euros: 12.5 });
    expect(parseTicketAmount('12.5')).toEqual({ ok: true, cents: 1250, euros: 12.5 });
    expect(parseTicketAmount(' 30 ')).toEqual({ ok: true, cents: 3000, euros: 30 });
    expect(parseTicketAmount('30 €')).toEqual({ ok: true, cents: 3000, euros: 30 });
    expect(parseTicketAmount('0.05')).toEqual({ ok: true, cents: 5, euros: 0.05 });
  });

  it('refuses a comma with its own reason, whatever else the text holds', () => {
    expect(parseTicketAmount('12,50')).toEqual({ ok: false, reason: 'comma' });
    expect(parseTicketAmount('1,234.56')).toEqual({ ok: false, reason: 'comma' });
    expect(parseTicketAmount(',5')).toEqual({ ok: false, reason: 'comma' });
  });

  it('refuses what is no amount: empty, zero, three decimals, letters, a minus, a thousands dot', () => {
    for (const text of ['', '0', '0.00', '12.505', 'doce', '-5', '1.234.56', '12.', '.5', '1e3', '99999999']) {
      expect(parseTicketAmount(text), text).toEqual({ ok: false, reason: 'amount' });
    }
  });
});

describe('what a voucher covers of a ticket', () => {
  it('covers the whole ticket while it has enough left, and its remaining value otherwise', () => {
    expect(splitTicket(3000, 2500)).toEqual({ coveredCents: 2500, citizenPaysCents: 500 });
    expect(splitTicket(1250, 2000)).toEqual({ coveredCents: 1250, citizenPaysCents: 0 });
    expect(splitTicket(1250, 0)).toEqual({ coveredCents: 0, citizenPaysCents: 1250 });
  });

  it('reads the API’s euros as whole cents', () => {
    expect(toCents(12.5)).toBe(1250);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });
});

describe('euros as people read them', () => {
  it('leaves the cents out of whole euros and keeps them otherwise, in the page’s locale', () => {
    expect(formatEuros('es-ES', 25)).toBe('25\u00a0€');
    expect(formatEuros('es-ES', 12.5)).toBe('12,50\u00a0€');
    expect(formatEuros('en-GB', 12.5)).toBe('€12.50');
  });
});
