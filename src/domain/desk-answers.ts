/**
 * What the desk's calls answer (docs/requests-api.md, "The staff desk"): the server builds these and the desk
 * island reads them, so a change on one side breaks the other at `npm run check`.
 */
import type { Coordinates } from '../schemas/common.ts';
import type { CopyRow } from './request-copy.ts';
import type { HistoryEntry, Thread } from './request-history.ts';
import type { RequestRecord } from './request-record.ts';
import type { RequestStatus } from './request-status.ts';

/** A member of the realm's staff as colleagues see them: for the assignee list and the history's authors. */
export interface StaffSummary {
  _id: string;
  name: string;
  /** The mailboxes they handle; null for all of them. */
  mailboxes: string[] | null;
}

/** `GET …/desk/staff`: who is signed in, and the realm's staff. */
export interface DeskStaff {
  me: StaffSummary;
  staff: StaffSummary[];
}

/** One row of the queue: what a table of requests shows, without the whole request. */
export interface QueueItem extends Omit<RequestRecord, 'language'> {
  title: string;
  contactName: string;
}

/** `GET …/desk/requests`: a page of the queue. */
export interface QueuePage {
  items: QueueItem[];
  /** Requests matching every filter. */
  total: number;
  page: number;
  pages: number;
  /** Requests matching every filter but the status, per status. */
  counts: Record<RequestStatus, number>;
}

/** A file sent with the request, opened through the desk's authorised download. */
export interface DeskAttachment {
  _id: string;
  name: string;
  size: number;
  mime: string;
}

/** The request's payment as the ledger has it. */
export interface DeskPayment {
  _id: string;
  /** `pay` (paid), `pending`, `cancel` or `failed`. */
  status: string;
  /** Euros, as the API speaks them. */
  amount: number;
  concept: string;
  updatedAt: string;
}

/** `GET …/desk/requests/{reference}`: the whole request, as staff may see it. */
export interface DeskRequest extends RequestRecord {
  title: string;
  body: string;
  category?: string | undefined;
  address?: string | undefined;
  coordinates?: Coordinates | undefined;
  contact: { firstName?: string; lastName?: string; telephone?: string; email?: string };
  /** The form's own fields, census answers left out. */
  extra: Record<string, unknown>;
  /** The form's questions and the citizen's answers, in the asked language (what the receipt copies). */
  answers: CopyRow[];
  attachments: DeskAttachment[];
  payment: DeskPayment | null;
  /** Whether the citizen gets the town hall's messages by e-mail (else only on their follow-up page). */
  notifiable: boolean;
  threads: Thread[];
  history: HistoryEntry[];
}
