/**
 * The rules of local-shop vouchers that need no database (docs/vouchers.md "A voucher", "Shops", "Pattern"): the
 * ticket's amount as a shop types it, a campaign's and a voucher's state on a Madrid day, what a use covers, and the
 * patterns the desk is shown. Money is whole cents here; the calls speak euros.
 */
import { minutesOf, type PlanRange } from '../../schemas/appointments.ts';
import type { VoucherCampaign } from '../../schemas/vouchers.ts';

/** How long a shop may undo its own validation (docs/vouchers.md "Shops"). */
export const UNDO_WINDOW_MS = 10 * 60_000;
/** `burst`: this many vouchers of one person validated by one shop within BURST_WINDOW_MS. */
export const BURST_COUNT = 3;
export const BURST_WINDOW_MS = 10 * 60_000;
/** The largest ticket a shop may type: a till's, not a typo's. */
export const MAX_TICKET_CENTS = 10_000_00;

/** Euros (at most two decimals) as whole cents. */
export const toCents = (euros: number) => Math.round(euros * 100);
/** Whole cents as the euros the calls answer (12.5). */
export const toEuros = (cents: number) => cents / 100;

export type TicketAmount = { ok: true; cents: number } | { ok: false; reason: 'comma' | 'amount' };

/**
 * The ticket's amount as the shop typed it: euros with a dot for cents ("12.50", "12.5", "12"). A comma is the
 * voucher flow's own refusal (docs/product-spec.md §5); anything else, zero or beyond MAX_TICKET_CENTS is `amount`.
 */
export function parseTicketAmount(typed: string): TicketAmount {
  const text = typed.trim().replace(/\s*€$/, '');
  if (/^\d+,\d*$/.test(text) || /^\d{1,3}(\.\d{3})+,\d{1,2}$/.test(text)) return { ok: false, reason: 'comma' };
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(text)) return { ok: false, reason: 'amount' };
  const [whole, part = ''] = text.split('.') as [string, string?];
  const cents = Number(whole) * 100 + Number(part.padEnd(2, '0'));
  return cents > 0 && cents <= MAX_TICKET_CENTS ? { ok: true, cents } : { ok: false, reason: 'amount' };
}

export type CampaignState = 'upcoming' | 'open' | 'exhausted' | 'closed';

/** A campaign on a Madrid `day` with `left` vouchers its budget still pays for. */
export function campaignState(campaign: Pick<VoucherCampaign, 'applyFrom' | 'applyUntil'>, day: string, left: number): CampaignState {
  if (day < campaign.applyFrom) return 'upcoming';
  if (day > campaign.applyUntil) return 'closed';
  return left > 0 ? 'open' : 'exhausted';
}

export type VoucherState = 'active' | 'spent' | 'expired' | 'suspended';

/** A voucher's state on a Madrid `day` (docs/vouchers.md "A voucher"): suspended first, then spent, then expired. */
export function voucherState(v: { remainingCents: number; usesLeft: number; suspended: boolean }, spendUntil: string, day: string): VoucherState {
  if (v.suspended) return 'suspended';
  if (v.remainingCents <= 0 || v.usesLeft <= 0) return 'spent';
  if (day > spendUntil) return 'expired';
  return 'active';
}

/** What a use covers of a ticket: the ticket, up to the voucher's remaining value; the citizen pays the rest. */
export function coverOf(amountCents: number, remainingCents: number): { covered: number; citizenPays: number } {
  const covered = Math.min(amountCents, remainingCents);
  return { covered, citizenPays: amountCents - covered };
}

/** One validation as the patterns read it: when (epoch ms), by which shop, of whose voucher (the holder's hash). */
export interface SeenValidation {
  code: string;
  shop: string;
  holder: string;
  at: number;
}

export interface Pattern {
  kind: 'burst' | 'off-hours';
  shop: string;
  /** The first validation's instant, epoch ms. */
  at: number;
  codes: string[];
  /** `burst`: how many vouchers; `off-hours`: the Madrid wall-clock "HH:MM" of the validation. */
  detail: string;
}

const WEEK_MINUTE = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Madrid', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The Madrid weekday (1 Monday … 7 Sunday) and minutes since midnight of an instant. */
function madridWeekMinute(ms: number): { weekday: number; minutes: number } {
  const parts: Record<string, string> = {};
  for (const part of WEEK_MINUTE.formatToParts(ms)) parts[part.type] = part.value;
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(parts.weekday ?? '') + 1;
  return { weekday, minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

/** Whether an instant falls inside a shop's opening hours (none given: always). */
export function withinHours(hours: readonly PlanRange[] | undefined, ms: number): boolean {
  if (!hours?.length) return true;
  const { weekday, minutes } = madridWeekMinute(ms);
  return hours.some(
    (range) => range.days.includes(weekday as PlanRange['days'][number]) && minutesOf(range.start) <= minutes && minutes < minutesOf(range.end),
  );
}

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/**
 * Patterns worth a look (docs/vouchers.md "Calls", `Pattern`): `burst`, one shop validating BURST_COUNT or more
 * vouchers of one person within BURST_WINDOW_MS (one pattern per run, the vouchers of the whole run); `off-hours`,
 * a validation outside its shop's hours. Oldest first.
 */
export function findPatterns(validations: readonly SeenValidation[], hoursOf: (shop: string) => readonly PlanRange[] | undefined): Pattern[] {
  const found: Pattern[] = [];
  const sorted = [...validations].sort((a, b) => a.at - b.at);
  const runs = new Map<string, SeenValidation[]>();
  for (const v of sorted) {
    const key = `${v.shop}\u0000${v.holder}`;
    runs.set(key, [...(runs.get(key) ?? []), v]);
  }
  for (const list of runs.values()) {
    let start = 0;
    while (start < list.length) {
      let end = start;
      while (end + 1 < list.length && list[end + 1]!.at - list[start]!.at <= BURST_WINDOW_MS) end++;
      const run = list.slice(start, end + 1);
      const codes = [...new Set(run.map((v) => v.code))];
      if (codes.length >= BURST_COUNT) {
        found.push({ kind: 'burst', shop: run[0]!.shop, at: run[0]!.at, codes, detail: String(codes.length) });
        start = end + 1;
      } else start++;
    }
  }
  for (const v of sorted) {
    if (!withinHours(hoursOf(v.shop), v.at))
      found.push({ kind: 'off-hours', shop: v.shop, at: v.at, codes: [v.code], detail: hhmm(madridWeekMinute(v.at).minutes) });
  }
  return found.sort((a, b) => a.at - b.at || a.kind.localeCompare(b.kind));
}
