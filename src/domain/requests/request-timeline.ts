/**
 * The status timeline a citizen reads on their request's page (docs/requests-api.md "The citizen"): Recibida → En
 * gestión → Resuelta or Rechazada → Cerrada, each step done, current or still to come, with the date it was reached.
 * Built from the history the citizen may see, never kept apart from it.
 */
import { timelineStep, type RequestStatus } from './request-status.ts';

export interface TimelineStep {
  /** The status reached, or, for the decision not taken yet, both it may be. */
  status: RequestStatus | 'Resuelta o Rechazada';
  state: 'done' | 'current' | 'pending';
  /** When the request last reached this step (ISO 8601), for a step done or current. */
  at?: string;
}

interface Entry {
  at: string;
  action: string;
  after: { status?: RequestStatus | undefined } | null;
}

/**
 * The steps of a request now in `status` with `history` (oldest first). A request turned down without being
 * worked on (Recibida → Rechazada) has no "En gestión" step; one reopened (Resuelta → En gestión) shows the
 * decision to come again, and each step is dated by the last time it was reached.
 */
export function timelineOf(status: RequestStatus, createdAt: string, history: readonly Entry[]): TimelineStep[] {
  const lastInto = (wanted: (s: RequestStatus) => boolean) =>
    [...history].reverse().find((e) => e.after?.status !== undefined && wanted(e.after.status) && (e.action === 'status' || e.action === 'created'));
  const current = timelineStep(status);
  const decided = timelineStep('Resuelta');
  const stateOf = (rank: number): TimelineStep['state'] => (rank < current ? 'done' : rank === current ? 'current' : 'pending');
  const step = (shown: TimelineStep['status'], rank: number, entry: Entry | undefined, fallbackAt?: string): TimelineStep => {
    const state = stateOf(rank);
    const at = state === 'pending' ? undefined : (entry?.at ?? fallbackAt);
    return at ? { status: shown, state, at } : { status: shown, state };
  };

  const worked = lastInto((s) => s === 'En gestión');
  const decision = current >= decided ? lastInto((s) => s === 'Resuelta' || s === 'Rechazada') : undefined;
  const steps = [
    step(
      'Recibida',
      timelineStep('Recibida'),
      lastInto((s) => s === 'Recibida'),
      createdAt,
    ),
  ];
  // Turned down without ever being worked on: there was no "En gestión" to show.
  if (worked || current < decided || decision?.after?.status !== 'Rechazada') steps.push(step('En gestión', timelineStep('En gestión'), worked));
  steps.push(step(decision?.after?.status ?? (status === 'Resuelta' || status === 'Rechazada' ? status : 'Resuelta o Rechazada'), decided, decision));
  steps.push(
    step(
      'Cerrada',
      timelineStep('Cerrada'),
      lastInto((s) => s === 'Cerrada'),
    ),
  );
  return steps;
}
