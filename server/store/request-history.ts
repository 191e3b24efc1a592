/**
 * The append-only history of requests (`request_history`): one entry per action, written in the transaction of
 * the change it records. The table's triggers refuse UPDATE and DELETE, so this file only appends and reads.
 */
import type { ActorKind, HistoryAction, HistoryEntry, LifecycleState } from '../../src/domain/requests/request-history.ts';
import type { Database } from './database.ts';

export interface NewHistoryEntry {
  requestId: string;
  at: string;
  actor: { kind: ActorKind; id: string | null };
  action: HistoryAction;
  before?: LifecycleState | null;
  after?: LifecycleState | null;
  message?: string | null;
  citizenVisible: boolean;
}

interface Row {
  id: number;
  at: string;
  actor_kind: ActorKind;
  actor_id: string | null;
  action: HistoryAction;
  before: string | null;
  after: string | null;
  message: string | null;
  citizen_visible: number;
}

const fromRow = (row: Row): HistoryEntry => ({
  id: row.id,
  at: row.at,
  actor: { kind: row.actor_kind, id: row.actor_id },
  action: row.action,
  before: row.before ? (JSON.parse(row.before) as LifecycleState) : null,
  after: row.after ? (JSON.parse(row.after) as LifecycleState) : null,
  message: row.message,
  citizenVisible: row.citizen_visible === 1,
});

/** Appends one entry; call it inside the transaction of the change it records. */
export function appendHistory(db: Database, entry: NewHistoryEntry): HistoryEntry {
  const row = db
    .prepare(`INSERT INTO request_history (request_id, at, actor_kind, actor_id, action, before, after, message, citizen_visible)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING *`)
    .get(
      entry.requestId,
      entry.at,
      entry.actor.kind,
      entry.actor.id,
      entry.action,
      entry.before ? JSON.stringify(entry.before) : null,
      entry.after ? JSON.stringify(entry.after) : null,
      entry.message ?? null,
      entry.citizenVisible ? 1 : 0,
    ) as unknown as Row;
  return fromRow(row);
}

/** A request's whole history, oldest first. */
export function historyOf(db: Database, requestId: string): HistoryEntry[] {
  return (db.prepare('SELECT * FROM request_history WHERE request_id = ? ORDER BY id').all(requestId) as unknown as Row[]).map(fromRow);
}
