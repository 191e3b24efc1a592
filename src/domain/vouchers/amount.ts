/**
 * A ticket's amount as a shop types it at the till (docs/vouchers.md "Shops"): euros with a dot for the cents
 * ("12.50", "12.5", "30"). A comma is refused with its own reason, before any call, so the shop reads the voucher
 * flow's message (docs/product-spec.md §5 "entering the price with a dot not a comma"); the server refuses it too.
 * Cents are what is counted: `cents` is an integer.
 */
export type ParsedAmount = { ok: true; cents: number; euros: number } | { ok: false; reason: 'comma' | 'amount' };

/** At most a million euros: a till's ticket, not a typo of many digits. */
const MAX_CENTS = 100_000_000;

export function parseTicketAmount(input: string): ParsedAmount {
  const text = input.trim().replace(/\s*€$/, '');
  if (text.includes(',')) return { ok: false, reason: 'comma' };
  const match = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return { ok: false, reason: 'amount' };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents <= 0 || cents > MAX_CENTS) return { ok: false, reason: 'amount' };
  return { ok: true, cents, euros: cents / 100 };
}

/**
 * What a voucher covers of a ticket and what the citizen pays at the till: the voucher pays up to what it has left
 * (docs/vouchers.md "A use"), in cents.
 */
export function splitTicket(amountCents: number, remainingCents: number): { coveredCents: number; citizenPaysCents: number } {
  const coveredCents = Math.max(0, Math.min(amountCents, remainingCents));
  return { coveredCents, citizenPaysCents: amountCents - coveredCents };
}

/** Euros as a number from the API (12.5) in cents, without the float's noise. */
export const toCents = (euros: number) => Math.round(euros * 100);

/** Euros as people read them: "25 €" for whole euros, "12,50 €" with cents (in the page's locale). */
export function formatEuros(locale: string, euros: number): string {
  const whole = toCents(euros) % 100 === 0;
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(euros);
}
