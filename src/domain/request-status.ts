/**
 * The request's statuses (spec §4: Recibida, En gestión, Resuelta, Rechazada, Cerrada) and the moves staff may
 * make between them (issue 19). Shared by the server, which enforces them, and the islands, which offer only
 * the moves that exist. The values are the spec's Spanish words because they are the API's field values; what
 * a visitor reads comes from `request.status.*` in `src/i18n`.
 */
export const REQUEST_STATUSES = ['Recibida', 'En gestión', 'Resuelta', 'Rechazada', 'Cerrada'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** What every new request starts as. */
export const INITIAL_STATUS: RequestStatus = 'Recibida';

/**
 * Recibida → En gestión → Resuelta | Rechazada → Cerrada, and Resuelta → En gestión to reopen.
 *
 * Recibida → Rechazada is allowed too: a town hall turns down a request outside its competence, a duplicate or
 * an abusive one without ever working on it, and forcing it through En gestión first would tell the citizen
 * that work started when it never did. A rejection is not reopened (the citizen sends a new request, which
 * gets its own reference and history); a closed request is final.
 */
const MOVES: Readonly<Record<RequestStatus, readonly RequestStatus[]>> = {
  Recibida: ['En gestión', 'Rechazada'],
  'En gestión': ['Resuelta', 'Rechazada'],
  Resuelta: ['Cerrada', 'En gestión'],
  Rechazada: ['Cerrada'],
  Cerrada: [],
};

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** The statuses a request in `from` may move to, in the order a desk offers them. */
export function nextStatuses(from: RequestStatus): readonly RequestStatus[] {
  return MOVES[from];
}

export function canMoveRequest(from: RequestStatus, to: RequestStatus): boolean {
  return MOVES[from].includes(to);
}

/**
 * Whether the citizen may still write to the town hall about it: until it is closed. A resolved or rejected
 * request still takes a reply, since that is how a citizen says the answer does not settle it.
 */
export function acceptsReplies(status: RequestStatus): boolean {
  return status !== 'Cerrada';
}

/** The `src/i18n` key of a status's label: `request.status.enGestion` for 'En gestión'. */
export function statusLabelKey(status: RequestStatus) {
  const keys = {
    Recibida: 'request.status.recibida',
    'En gestión': 'request.status.enGestion',
    Resuelta: 'request.status.resuelta',
    Rechazada: 'request.status.rechazada',
    Cerrada: 'request.status.cerrada',
  } as const;
  return keys[status];
}
