/**
 * A request's history as the API answers it, and what the citizen sees of it. The history is append-only
 * (server/store/schema.ts): every action on a request is one entry with who, when, what it was before and
 * after, and whether the citizen sees it. The spec's `threads` (docs/product-spec.md §3) are derived from it, never
 * kept apart.
 */
import type { RequestStatus } from './request-status.ts';

export const HISTORY_ACTIONS = ['created', 'status', 'message', 'note', 'assign', 'reply'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];
export type ActorKind = 'citizen' | 'staff' | 'system';

/** The part of a request an action changes: its status and whom it is assigned to. */
export interface LifecycleState {
  status?: RequestStatus;
  assignedTo?: string | null;
}

/** Whether the citizen sees an action in their request's history: notes and assignments are the town hall's own business. */
export const seenByCitizen = (action: HistoryAction): boolean => action !== 'note' && action !== 'assign';

export interface HistoryEntry {
  id: number;
  at: string;
  actor: { kind: ActorKind; id: string | null };
  action: HistoryAction;
  before: LifecycleState | null;
  after: LifecycleState | null;
  /** The message to the citizen, the citizen's reply, or the internal note. */
  message: string | null;
  citizenVisible: boolean;
}

/** One message of the conversation between the citizen and the town hall (docs/product-spec.md §3 `threads`). */
export interface Thread {
  at: string;
  author: 'citizen' | 'staff';
  message: string;
  /** The status the request moved to with this message, when it did. */
  status?: RequestStatus;
}

/**
 * What the citizen sees of the conversation: the town hall's messages (alone or with a status change) and the
 * citizen's replies, oldest first. Internal notes and assignments are never in it, whatever they carry.
 */
export function threadsOf(history: readonly HistoryEntry[]): Thread[] {
  return history
    .filter((entry) => entry.citizenVisible && entry.message && (entry.action === 'status' || entry.action === 'message' || entry.action === 'reply'))
    .map((entry) => ({
      at: entry.at,
      author: entry.action === 'reply' ? 'citizen' : 'staff',
      message: entry.message!,
      ...(entry.action === 'status' && entry.after?.status ? { status: entry.after.status } : {}),
    }));
}

/**
 * The history the citizen may read (the status timeline of "Mis solicitudes"): the entries they see, without
 * who on the staff acted. The desk reads the whole history.
 */
export function citizenHistory(history: readonly HistoryEntry[]): HistoryEntry[] {
  return history.filter((entry) => entry.citizenVisible).map((entry) => ({ ...entry, actor: { kind: entry.actor.kind, id: null } }));
}
