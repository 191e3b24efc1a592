/**
 * What the desk's calls answer (docs/requests-api.md, "The staff desk"): schemas the desk's API client validates
 * each answer with, and the types the server builds them as, inferred from those schemas, so a change on one side
 * breaks the other at `npm run check` and an answer that does not fit is refused before the desk shows it.
 */
import * as v from 'valibot';
import { API_ERROR_CODES } from '../http/api-errors.ts';
import { CoordinatesSchema } from '../../schemas/common.ts';
import { VerifiedEntrySchema } from '../requests/register-entry.ts';
import { CopyRowSchema } from '../requests/request-copy.ts';
import { HISTORY_ACTIONS, type HistoryEntry, type Thread } from '../requests/request-history.ts';
import type { RequestRecord } from '../requests/request-record.ts';
import { REQUEST_STATUSES } from '../requests/request-status.ts';

const StatusSchema = v.picklist(REQUEST_STATUSES);
const StateSchema = v.nullable(v.object({ status: v.optional(StatusSchema), assignedTo: v.optional(v.nullable(v.string())) }));

/** The fields of `RequestRecord` (request-record.ts), which the queue's rows and the desk's view carry. */
const recordEntries = {
  _id: v.string(),
  iid: v.number(),
  reference: v.string(),
  mailbox: v.string(),
  status: StatusSchema,
  version: v.number(),
  assignedTo: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
  language: v.string(),
};

/** An entry of a request's history, as staff read it (request-history.ts). */
export const HistoryEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  actor: v.object({ kind: v.picklist(['citizen', 'staff', 'system']), id: v.nullable(v.string()) }),
  action: v.picklist(HISTORY_ACTIONS),
  before: StateSchema,
  after: StateSchema,
  message: v.nullable(v.string()),
  citizenVisible: v.boolean(),
});

export const ThreadSchema = v.object({
  at: v.string(),
  author: v.picklist(['citizen', 'staff']),
  message: v.string(),
  status: v.optional(StatusSchema),
});

/** A member of the realm's staff as colleagues see them: for the assignee list and the history's authors. */
export const StaffSummarySchema = v.object({
  _id: v.string(),
  name: v.string(),
  /** The mailboxes they handle; null for all of them. */
  mailboxes: v.nullable(v.array(v.string())),
  /** The offices of cita previa they attend; null (or left out, by an older server) for all of them. */
  offices: v.optional(v.nullable(v.array(v.string())), null),
});
export type StaffSummary = v.InferOutput<typeof StaffSummarySchema>;

/** `GET …/desk/staff`: who is signed in, and the realm's staff. */
export const DeskStaffSchema = v.object({
  me: StaffSummarySchema,
  staff: v.array(StaffSummarySchema),
});
export type DeskStaff = v.InferOutput<typeof DeskStaffSchema>;

/** One row of the queue: what a table of requests shows, without the whole request. */
export const QueueItemSchema = v.object({
  ...v.omit(v.object(recordEntries), ['language']).entries,
  title: v.string(),
  contactName: v.string(),
  /** Past its mailbox's deadline and still waiting (src/domain/desk/request-age.ts); absent when not. */
  overdue: v.optional(v.boolean()),
  /** A citizen's reply its assignee has not read yet (opening the request reads it); absent when none. */
  unread: v.optional(v.boolean()),
});
export type QueueItem = v.InferOutput<typeof QueueItemSchema>;

/** `GET …/desk/requests`: a page of the queue. */
export const QueuePageSchema = v.object({
  items: v.array(QueueItemSchema),
  /** Requests matching every filter. */
  total: v.number(),
  page: v.number(),
  pages: v.number(),
  /** Requests matching every filter but the status, per status. */
  counts: v.record(StatusSchema, v.number()),
});
export type QueuePage = v.InferOutput<typeof QueuePageSchema>;

/** A file sent with the request, opened through the desk's authorised download. */
export const DeskAttachmentSchema = v.object({
  _id: v.string(),
  name: v.string(),
  size: v.number(),
  mime: v.string(),
});

/** The request's payment as the ledger has it. */
export const DeskPaymentSchema = v.object({
  _id: v.string(),
  /** `pay` (paid), `pending`, `cancel` or `failed`. */
  status: v.string(),
  /** Euros, as the API speaks them. */
  amount: v.number(),
  concept: v.string(),
  updatedAt: v.string(),
});
export type DeskPayment = v.InferOutput<typeof DeskPaymentSchema>;

/** A reply a mailbox keeps ready, for the message box: its title in the member's language, its text in the request's. */
export const ReadyReplySchema = v.object({ title: v.string(), text: v.string() });
export type ReadyReply = v.InferOutput<typeof ReadyReplySchema>;

/** `GET …/desk/requests/{reference}`: the whole request, as staff may see it. */
export const DeskRequestSchema = v.object({
  ...recordEntries,
  title: v.string(),
  body: v.string(),
  category: v.optional(v.string()),
  address: v.optional(v.string()),
  coordinates: v.optional(CoordinatesSchema),
  contact: v.object({ firstName: v.optional(v.string()), lastName: v.optional(v.string()), telephone: v.optional(v.string()), email: v.optional(v.string()) }),
  /** The form's own fields, census answers left out. */
  extra: v.record(v.string(), v.unknown()),
  /** The form's questions and the citizen's answers, in the asked language (what the receipt copies). */
  answers: v.array(CopyRowSchema),
  /** The register entries its census fields passed (an association's NIF, entry and official name); an older server sends none. */
  verified: v.optional(v.array(VerifiedEntrySchema), []),
  attachments: v.array(DeskAttachmentSchema),
  payment: v.nullable(DeskPaymentSchema),
  /** Whether the citizen gets the town hall's messages by e-mail (else only on their follow-up page). */
  notifiable: v.boolean(),
  threads: v.array(ThreadSchema),
  history: v.array(HistoryEntrySchema),
  /** The replies its mailbox keeps ready (docs/mailbox-form.md); left out by an older server. */
  readyReplies: v.optional(v.array(ReadyReplySchema), []),
});
export type DeskRequest = v.InferOutput<typeof DeskRequestSchema>;

/** `GET …/desk/inbox`: what is new for the member since their last visit, and their replies unread. */
export const DeskInboxSchema = v.object({
  /** When the visit before this one ended; null on a first visit. */
  since: v.nullable(v.string()),
  /** Requests of their mailboxes sent since. */
  arrived: v.number(),
  /** Requests assigned to them with a citizen's reply they have not read. */
  unreadReplies: v.number(),
});
export type DeskInbox = v.InferOutput<typeof DeskInboxSchema>;

/** `GET`/`POST …/desk/preferences`: whether the member gets the desk's notices by e-mail. */
export const DeskPreferencesAnswerSchema = v.object({ mail: v.boolean() });
export type DeskPreferences = v.InferOutput<typeof DeskPreferencesAnswerSchema>;

/** `POST …/desk/requests/bulk`: the requests changed, and those refused with the reason's code. */
export const DeskBulkAnswerSchema = v.object({
  done: v.array(v.string()),
  refused: v.array(v.object({ reference: v.string(), errCode: v.picklist(API_ERROR_CODES) })),
});
export type DeskBulkAnswer = v.InferOutput<typeof DeskBulkAnswerSchema>;

/** A refused action: `conflict` carries the request as it is now. */
export const ActionRefusalSchema = v.object({
  err: v.optional(v.string()),
  errCode: v.optional(v.picklist(API_ERROR_CODES)),
  current: v.optional(DeskRequestSchema),
});
export type ActionRefusal = v.InferOutput<typeof ActionRefusalSchema>;

// The schemas describe the types the store and the history already have: each must be the other.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameShapes: [
  Same<v.InferOutput<typeof HistoryEntrySchema>, HistoryEntry>,
  Same<v.InferOutput<typeof ThreadSchema>, Thread>,
  Same<v.InferOutput<v.ObjectSchema<typeof recordEntries, undefined>>, RequestRecord>,
] = [true, true, true];
void sameShapes;
