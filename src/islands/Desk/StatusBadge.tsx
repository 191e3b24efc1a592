import type { RequestStatus } from '../../domain/request-status.ts';
import { useDesk } from './context.ts';

const SLUG: Record<RequestStatus, string> = {
  Recibida: 'received',
  'En gestión': 'in-progress',
  Resuelta: 'resolved',
  Rechazada: 'rejected',
  Cerrada: 'closed',
};

/** A request's status as a label with its colour; the colour only repeats what the word says. */
export function StatusBadge({ status }: { status: RequestStatus }) {
  const { statusLabel } = useDesk();
  return <span className={`desk-status desk-status-${SLUG[status]}`}>{statusLabel(status)}</span>;
}
