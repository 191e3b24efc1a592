/**
 * The request's statuses (Recibida, En gestión, Resuelta, Rechazada, Cerrada; docs/requests-api.md) in one table: for each,
 * the key of its label in `src/i18n`, the slug its badge's colour hangs on, its step in the citizen's timeline,
 * whether the citizen may still reply, and the moves staff may make from it. The server enforces the moves,
 * the desk offers them, the citizen's pages and the desk draw the same badge from it. The values are the spec's
 * Spanish words because they are the API's field values; what a visitor reads comes from the label key.
 */
interface StatusRow {
  /** The `src/i18n` key of its label: `request.status.enGestion` for 'En gestión'. */
  labelKey: `request.status.${string}`;
  /** Names its badge's colours in `src/islands/shared/requests/status-badge.css` (`status-<slug>`). */
  slug: string;
  /**
   * Its step in the citizen's timeline (src/domain/requests/request-timeline.ts), 0 first: Resuelta and Rechazada share
   * the decision's step, since a request reaches one or the other.
   */
  timelineStep: number;
  /** Whether the citizen may still write to the town hall about it. */
  acceptsReplies: boolean;
  /** The statuses staff may move it to, in the order a desk offers them. */
  moves: readonly StatusName[];
}

type StatusName = 'Recibida' | 'En gestión' | 'Resuelta' | 'Rechazada' | 'Cerrada';

/**
 * Recibida → En gestión → Resuelta | Rechazada → Cerrada, and Resuelta → En gestión to reopen.
 *
 * Recibida → Rechazada is allowed too: a town hall turns down a request outside its competence, a duplicate or
 * an abusive one without ever working on it, and forcing it through En gestión first would tell the citizen
 * that work started when it never did. A rejection is not reopened (the citizen sends a new request, which
 * gets its own reference and history); a closed request is final.
 *
 * Replies are taken until the request is closed: a resolved or rejected request still takes one, since that is
 * how a citizen says the answer does not settle it.
 */
export const STATUS_TABLE = {
  Recibida: { labelKey: 'request.status.recibida', slug: 'received', timelineStep: 0, acceptsReplies: true, moves: ['En gestión', 'Rechazada'] },
  'En gestión': { labelKey: 'request.status.enGestion', slug: 'in-progress', timelineStep: 1, acceptsReplies: true, moves: ['Resuelta', 'Rechazada'] },
  Resuelta: { labelKey: 'request.status.resuelta', slug: 'resolved', timelineStep: 2, acceptsReplies: true, moves: ['Cerrada', 'En gestión'] },
  Rechazada: { labelKey: 'request.status.rechazada', slug: 'rejected', timelineStep: 2, acceptsReplies: true, moves: ['Cerrada'] },
  Cerrada: { labelKey: 'request.status.cerrada', slug: 'closed', timelineStep: 3, acceptsReplies: false, moves: [] },
} as const satisfies Record<StatusName, StatusRow>;

/** Every status, in the order of a request's life (the order the desk counts and sorts them in). */
export const REQUEST_STATUSES = ['Recibida', 'En gestión', 'Resuelta', 'Rechazada', 'Cerrada'] as const satisfies readonly (keyof typeof STATUS_TABLE)[];
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** What every new request starts as. */
export const INITIAL_STATUS: RequestStatus = 'Recibida';

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && Object.hasOwn(STATUS_TABLE, value);
}

/** The statuses a request in `from` may move to, in the order a desk offers them. */
export function nextStatuses(from: RequestStatus): readonly RequestStatus[] {
  return STATUS_TABLE[from].moves;
}

export function canMoveRequest(from: RequestStatus, to: RequestStatus): boolean {
  return nextStatuses(from).includes(to);
}

/** Whether the citizen may still write to the town hall about it: until it is closed. */
export function acceptsReplies(status: RequestStatus): boolean {
  return STATUS_TABLE[status].acceptsReplies;
}

/** The `src/i18n` key of a status's label: `request.status.enGestion` for 'En gestión'. */
export function statusLabelKey<S extends RequestStatus>(status: S): (typeof STATUS_TABLE)[S]['labelKey'] {
  return STATUS_TABLE[status].labelKey;
}

/** The slug of a status's badge colours: `in-progress` for 'En gestión'. */
export function statusSlug(status: RequestStatus): string {
  return STATUS_TABLE[status].slug;
}

/** A status's step in the citizen's timeline, 0 first. */
export function timelineStep(status: RequestStatus): number {
  return STATUS_TABLE[status].timelineStep;
}
