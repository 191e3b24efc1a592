import { describe, expect, it } from 'vitest';
import { amountBounds, amountProblem, eurosToCents, formatEuros, parseEuros, problemParams } from '../../../../src/domain/requests/payment-amount.ts';

describe('amounts the citizen types', () => {
  it.each([
    ['20', 2000],
    ['20,5', 2050],
    ['20.50', 2050],
    ['0,01', 1],
    ['  25,50 € ', 2550],
    ['1.234,56', 123456],
    ['1,234.56', 123456],
    ['7 EUR', 700],
  ])('reads "%s" as %i cents', (typed, cents) => {
    expect(parseEuros(typed)).toBe(cents);
  });

  it.each(['', 'veinte', '20,555', '1.500', '1,500', '-5', '20,', '1e3', '2.0.0', '12345678'])('refuses "%s" rather than guess', (typed) => {
    expect(parseEuros(typed)).toBeNull();
  });

  it('takes euros from the API only in whole cents', () => {
    expect(eurosToCents(20)).toBe(2000);
    expect(eurosToCents(0.1 + 0.2)).toBe(30);
    expect(eurosToCents(20.005)).toBeNull();
    expect(eurosToCents(Number.NaN)).toBeNull();
  });
});

describe('what a mailbox accepts', () => {
  const fee = { amount: 20 };
  const range = { amount: null, minAmount: 5, maxAmount: 500 };

  it('a fixed fee is that amount and no other', () => {
    expect(amountBounds(fee)).toEqual({ min: 2000, max: 2000, fixed: true });
    expect(amountProblem(fee, 2000)).toBeNull();
    expect(amountProblem(fee, 1)).toEqual({ key: 'request.payment.error.fixed', limit: 2000 });
    expect(amountProblem(fee, 2001)).toEqual({ key: 'request.payment.error.fixed', limit: 2000 });
  });

  it('a citizen-entered amount stays within the mailbox range', () => {
    expect(amountProblem(range, 500)).toBeNull();
    expect(amountProblem(range, 499)).toEqual({ key: 'request.payment.error.min', limit: 500 });
    expect(amountProblem(range, 50_001)).toEqual({ key: 'request.payment.error.max', limit: 50_000 });
  });

  it('without limits, a cent up to the typo ceiling', () => {
    expect(amountBounds({ amount: null })).toEqual({ min: 1, max: 1_000_000, fixed: false });
  });

  it('nothing, zero, negative or fractional cents are not an amount', () => {
    for (const cents of [null, 0, -100, 10.5]) expect(amountProblem(range, cents)).toEqual({ key: 'request.payment.error.amount' });
  });

  it('words the limit as the language writes euros', () => {
    const problem = amountProblem(range, 100)!;
    expect(problemParams(problem, 'es-ES')).toEqual({ min: formatEuros(500, 'es-ES') });
    expect(formatEuros(2000, 'es-ES')).toMatch(/^20,00\s€$/);
    expect(formatEuros(123456, 'ca-ES-valencia')).toMatch(/^1\.234,56\s€$/);
  });
});
