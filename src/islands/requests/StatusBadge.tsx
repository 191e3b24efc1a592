import type { RequestStatus } from '../../domain/request-status.ts';
import './requests.css';

/** A request's status as a badge whose colour follows where it is in its life; the word carries the meaning. */
export function StatusBadge({ status, label }: { status: RequestStatus; label: string }) {
  const tone = { Recibida: 'received', 'En gestión': 'working', Resuelta: 'resolved', Rechazada: 'rejected', Cerrada: 'closed' }[status];
  return <span className={`status-badge status-${tone}`}>{label}</span>;
}
