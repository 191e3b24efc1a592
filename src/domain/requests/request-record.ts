import type { RequestStatus } from './request-status.ts';

/**
 * What names a request and where it stands in its lifecycle: the fields the store's request, the queue's rows
 * and the desk's view all carry. What the citizen sent is beside them, never among them.
 */
export interface RequestRecord {
  _id: string;
  /** The realm's sequential number (docs/product-spec.md §3): internal, never shown as a reference. */
  iid: number;
  /** What people see, say and type: `ALC-2026-7KX4-M9QP`. */
  reference: string;
  mailbox: string;
  status: RequestStatus;
  /** Raised by every change; the desk sends the one it saw, and a stale one is a conflict. */
  version: number;
  /** A staff member's user id, or null. */
  assignedTo: string | null;
  createdAt: string;
  updatedAt: string;
  /** The language the citizen sent it in: its e-mails are written in it. */
  language: string;
}
