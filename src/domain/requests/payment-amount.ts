/**
 * Payment amounts (docs/payments.md), pure and shared by the form (to tell the citizen at once) and the local API
 * (which never trusts the browser). Money is handled in whole cents, so 0.1 + 0.2 never costs anyone a cent.
 */
import type { Payments } from '../../schemas/mailbox.ts';

/** The most a citizen may enter when the mailbox sets no `maxAmount`: a ceiling against typos (1500 for 15,00). */
export const DEFAULT_MAX_CENTS = 1_000_000;
/** The least anything can cost: one cent. */
export const MIN_CENTS = 1;

/** Euros as a number (the API's unit) → cents, or null when it is not a whole number of cents. */
export function eurosToCents(euros: number): number | null {
  if (!Number.isFinite(euros)) return null;
  const cents = Math.round(euros * 100);
  return Math.abs(euros * 100 - cents) < 1e-6 ? cents : null;
}

/**
 * What a citizen typed → cents. A dot or a comma separates the cents ("20,5", "20.50"); thousands may be
 * grouped only when both separators appear ("1.234,56", "1,234.56"). One separator before exactly three
 * digits ("1.500") is refused: a Spaniard means 1500, an English reader 1.5, and a payment must not guess.
 */
export function parseEuros(input: string): number | null {
  const s = input.replace(/[\s\u00a0\u202f]|€|euros?|eur/gi, '');
  const plain = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(s);
  const grouped = /^(\d{1,3}(?:\.\d{3}){1,2}),(\d{1,2})$/.exec(s) ?? /^(\d{1,3}(?:,\d{3}){1,2})\.(\d{1,2})$/.exec(s);
  const match = plain ?? grouped;
  if (!match) return null;
  const whole = Number(match[1]!.replace(/[.,]/g, ''));
  return whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** The cents a mailbox accepts: its fixed fee, or the citizen's range. */
export function amountBounds(payments: Pick<Payments, 'amount' | 'minAmount' | 'maxAmount'>): { min: number; max: number; fixed: boolean } {
  if (payments.amount !== null) {
    const fee = eurosToCents(payments.amount) ?? Math.round(payments.amount * 100);
    return { min: fee, max: fee, fixed: true };
  }
  const min = payments.minAmount !== undefined ? Math.max(MIN_CENTS, Math.ceil(payments.minAmount * 100 - 1e-6)) : MIN_CENTS;
  const max = payments.maxAmount !== undefined ? Math.floor(payments.maxAmount * 100 + 1e-6) : DEFAULT_MAX_CENTS;
  return { min, max, fixed: false };
}

export type AmountProblem =
  | { key: 'request.payment.error.amount' }
  | { key: 'request.payment.error.fixed' | 'request.payment.error.min' | 'request.payment.error.max'; limit: number };

/** Why an amount (in cents, null when unreadable) cannot pay for a mailbox, or null when it can. */
export function amountProblem(payments: Pick<Payments, 'amount' | 'minAmount' | 'maxAmount'>, cents: number | null): AmountProblem | null {
  if (cents === null || !Number.isInteger(cents) || cents < MIN_CENTS) return { key: 'request.payment.error.amount' };
  const { min, max, fixed } = amountBounds(payments);
  if (fixed) return cents === min ? null : { key: 'request.payment.error.fixed', limit: min };
  if (cents < min) return { key: 'request.payment.error.min', limit: min };
  if (cents > max) return { key: 'request.payment.error.max', limit: max };
  return null;
}

/** "20,00 €" in Spanish and Valencian, as the page's locale writes euros. */
export function formatEuros(cents: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** The message parameters of a problem (`{amount}`, `{min}` or `{max}`), written as the locale writes euros. */
export function problemParams(problem: AmountProblem, locale: string): Record<string, string> {
  if (!('limit' in problem)) return {};
  const name = problem.key === 'request.payment.error.fixed' ? 'amount' : problem.key === 'request.payment.error.min' ? 'min' : 'max';
  return { [name]: formatEuros(problem.limit, locale) };
}
