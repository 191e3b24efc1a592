import { statusSlug, type RequestStatus } from '../../../domain/requests/request-status.ts';
import './status-badge.css';

/**
 * A request's status as a badge, for the citizen's pages and the desk alike: its colour follows where it is in
 * its life (one palette, status-badge.css); the word, in the page's language, carries the meaning.
 */
export function StatusBadge({ status, label }: { status: RequestStatus; label: string }) {
  return <span className={`status-badge status-${statusSlug(status)}`}>{label}</span>;
}
