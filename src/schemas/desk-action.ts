import * as v from 'valibot';

/**
 * What the desk sends to act on a request (`POST …/desk/requests/{reference}/actions`, docs/requests-api.md):
 * the version the member saw and one action. The server checks the rest (the move, the message's length, the
 * assignee) where the action is applied, so that a refusal names its reason.
 */
const Version = v.pipe(v.number(), v.integer(), v.minValue(1));
const Message = v.pipe(v.string(), v.maxLength(20_000));

export const DeskActionSchema = v.variant('action', [
  /** Move to another status, with an optional message to the citizen. */
  v.object({ action: v.literal('status'), expectedVersion: Version, to: v.pipe(v.string(), v.maxLength(40)), message: v.optional(Message) }),
  /** Write to the citizen without changing the status. */
  v.object({ action: v.literal('message'), expectedVersion: Version, message: Message }),
  /** An internal note the citizen never sees. */
  v.object({ action: v.literal('note'), expectedVersion: Version, message: Message }),
  /** Assign to a member of staff (a user id), or to nobody (null). */
  v.object({ action: v.literal('assign'), expectedVersion: Version, to: v.nullable(v.pipe(v.string(), v.maxLength(64))) }),
]);
export type DeskAction = v.InferOutput<typeof DeskActionSchema>;

/** The most requests one action on a selection reaches: a page of the queue (MAX_REFS of desk-query.ts). */
const Selection = v.pipe(v.array(v.pipe(v.string(), v.maxLength(40))), v.minLength(1), v.maxLength(50));

/**
 * An action on a selection of the queue (`POST …/desk/requests/bulk`): assign every request to a member (or to
 * nobody), or close every one. Each request is changed as it is now, one by one; those the rules refuse are named
 * in the answer.
 */
export const DeskBulkSchema = v.variant('action', [
  v.object({ action: v.literal('assign'), refs: Selection, to: v.nullable(v.pipe(v.string(), v.maxLength(64))) }),
  v.object({ action: v.literal('close'), refs: Selection }),
]);
export type DeskBulk = v.InferOutput<typeof DeskBulkSchema>;

/** What the member turns on or off at the desk for themselves: the desk's notices by e-mail. */
export const DeskPreferencesSchema = v.object({ mail: v.boolean() });
