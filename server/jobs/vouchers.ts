/**
 * The vouchers' timer (docs/vouchers.md "What is kept"): every hour it deletes the ticket photos of each campaign
 * whose spending ended more than TICKET_RETENTION_DAYS ago (file and upload row; the validation keeps its figures
 * for the reimbursement's accounts). A campaign no longer in the content has no end to count from: its photos go that
 * long after its last validation. `npm start` runs it; the timer never keeps the process alive.
 */
import * as v from 'valibot';
import { addDays, madridClock } from '../../src/domain/appointments/slots.ts';
import { madridDay } from '../../src/domain/content/calendar.ts';
import { VOUCHER_COLLECTION, VoucherCampaignSchema } from '../../src/schemas/vouchers.ts';
import type { DocumentStore } from '../store/documents.ts';
import type { Uploads } from '../store/uploads.ts';
import type { Vouchers } from '../store/vouchers.ts';

/** Days after a campaign's `spendUntil` its ticket photos are kept: the time to settle the shops' reimbursement. */
export const TICKET_RETENTION_DAYS = 90;

/** Whether a campaign's ticket photos are due for deletion on Madrid `today`, its spending having ended on `spendUntil`. */
export const ticketsDue = (spendUntil: string, today: string) => today > addDays(spendUntil, TICKET_RETENTION_DAYS);

export interface VoucherJobOptions {
  store: DocumentStore;
  vouchers: Vouchers;
  uploads: Uploads;
  clock?: () => number;
  everyMs?: number;
  /** Told how many photos a run deleted, when it deleted any (the server prints a count). */
  onRun?: (deleted: number) => void;
}

/** One run: the ticket photos due deleted, file and row. Answers how many. */
export function runVoucherJobs({ store, vouchers, uploads, clock = Date.now }: VoucherJobOptions): number {
  const today = madridClock(clock()).day;
  let deleted = 0;
  for (const { realm, campaign } of vouchers.campaignsWithTickets()) {
    // Published or not: an unpublished campaign still ended when it says.
    const found = store
      .all(realm, VOUCHER_COLLECTION)
      .map((doc) => v.safeParse(VoucherCampaignSchema, doc))
      .find((parsed) => parsed.success && parsed.output.slug === campaign);
    const end = found?.success ? found.output.spendUntil : madridDay(vouchers.lastValidationAt(realm, campaign) ?? clock());
    if (!ticketsDue(end, today)) continue;
    deleted += vouchers.forgetTickets(realm, campaign, (uploadId) => uploads.remove(uploadId));
  }
  return deleted;
}

export function startVoucherJobs(options: VoucherJobOptions) {
  const run = () => {
    try {
      const deleted = runVoucherJobs(options);
      if (deleted) options.onRun?.(deleted);
    } catch (error) {
      console.error(`[vouchers] deleting ticket photos failed: ${(error as Error).name}; the next hour tries again`);
    }
  };
  run();
  const timer = setInterval(run, options.everyMs ?? 3_600_000);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
