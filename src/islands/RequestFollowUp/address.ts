/**
 * Which request a follow-up page is about: the reference from its path (`/mis-solicitudes/ALC-2026-7KX4-M9QP`,
 * `/va/les-meues-sollicituds/…`: `list` is the requests' list in the page's language), and the private link's key from the fragment (`#clave=…`), which the browser
 * never sends to a server, so it reaches no log and no Referer.
 */
export const KEY_PARAM = 'clave';

export function requestAddress(address: string, list = '/mis-solicitudes'): { reference?: string; key?: string } {
  const url = new URL(address, 'http://portal.invalid');
  // The list's word in the page's language (`les-meues-sollicituds` in Valencian, src/i18n/addresses.ts).
  const word = list.split('/').filter(Boolean).at(-1) ?? 'mis-solicitudes';
  const match = new RegExp(`/${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/([^/]+)/?$`).exec(url.pathname);
  let reference: string | undefined;
  try {
    reference = match ? decodeURIComponent(match[1]!) : undefined;
  } catch {
    reference = undefined;
  }
  const key = new URLSearchParams(url.hash.slice(1)).get(KEY_PARAM)?.trim() || undefined;
  return { ...(reference ? { reference } : {}), ...(key ? { key } : {}) };
}
