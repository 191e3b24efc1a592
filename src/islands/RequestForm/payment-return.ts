/**
 * The way back from the payment gateway (docs/payments.md). The gateway forwards the citizen's window to the form's
 * own page with `?pago=<id>`. In the window the form opened, that page tells the form (postMessage, same
 * origin only) and closes; when the gateway took over the form's own tab (some phones), the page is the form
 * again, with the draft, and adopts the payment if the draft does not hold it yet.
 */
import { loadDraft, saveDraft } from './draft.ts';

export const RETURN_PARAM = 'pago';
export const PAYMENT_MESSAGE = 'request-form:payment';

/** This page's address with the payment id, for the gateway's forward URL. */
export function forwardUrl(paymentId: string): string {
  const url = new URL(window.location.href);
  url.search = '';
  url.hash = '';
  url.searchParams.set(RETURN_PARAM, paymentId);
  return url.toString();
}

/** The form window that opened this one, when it is ours (same origin); null otherwise. */
function formOpener(): Window | null {
  try {
    const opener = window.opener as Window | null;
    return opener && opener !== window && opener.location.origin === window.location.origin ? opener : null;
  } catch {
    // A cross-origin opener throws on reading its location: not a form of ours.
    return null;
  }
}

/**
 * Reads the return once, at start: `popup` when this is the gateway's window (the opener has been told),
 * `tab` when this is the form's own tab (the query is removed and the payment is in the draft), or undefined.
 */
export function takeGatewayReturn(draftId: string): { paymentId: string; where: 'popup' | 'tab' } | undefined {
  const paymentId = new URLSearchParams(window.location.search).get(RETURN_PARAM);
  if (!paymentId || !/^[A-Za-z0-9_-]{1,64}$/.test(paymentId)) return undefined;
  const opener = formOpener();
  if (opener) {
    opener.postMessage({ type: PAYMENT_MESSAGE, paymentId }, window.location.origin);
    return { paymentId, where: 'popup' };
  }
  window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
  const draft = loadDraft(draftId);
  if (draft?.payment?.id !== paymentId) {
    saveDraft(draftId, {
      values: {},
      contact: {},
      privacyAccepted: false,
      page: 0,
      ...draft,
      payment: { id: paymentId, status: 'pending' },
      savedAt: Date.now(),
    });
  }
  return { paymentId, where: 'tab' };
}
