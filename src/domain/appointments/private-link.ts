/**
 * The private link of an appointment (docs/appointments.md "The private link"): one static page,
 * `/cita-previa/cita`, whose fragment carries the booking code and the key, `#codigo=ALC-CP-7KX4-M9QP&clave=<key>`.
 * A fragment reaches no server, no log and no Referer, and a static site needs no rewrite to serve it. The e-mails,
 * the booking island's confirmation and the appointment's page all go through these two functions.
 */
import { parseBookingCode } from './booking-code.ts';

/** The appointment's page, below the language's prefix. */
export const APPOINTMENT_PAGE = '/cita-previa/cita';

/** The fragment, with its `#`: the code alone (a calendar's copy, which opens nothing) or the code and its key. */
export function privateLinkFragment(code: string, key?: string): string {
  const params = new URLSearchParams({ codigo: code });
  if (key) params.set('clave', key);
  return `#${params.toString()}`;
}

export interface PrivateLink {
  /** The code as `parseBookingCode` writes it; absent when the fragment has none or one that is not a code. */
  code?: string;
  /** The key as given; absent when the fragment has none. */
  key?: string;
}

/** What a fragment (`location.hash`, with or without its `#`) names; a key is base64url, anything else is dropped. */
export function readPrivateLink(hash: string): PrivateLink {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const code = parseBookingCode(params.get('codigo') ?? '');
  const rawKey = params.get('clave')?.trim() ?? '';
  const key = /^[A-Za-z0-9_-]{16,128}$/.test(rawKey) ? rawKey : undefined;
  return { ...(code ? { code } : {}), ...(key ? { key } : {}) };
}
