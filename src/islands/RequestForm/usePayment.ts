/**
 * "Pagar y enviar" (docs/payments.md): one action pays and sends. The form checks everything first; then the request
 * and its payment go to the server together (`…/checkout`), which checks the request again before any payment
 * exists and keeps it beside the payment. The gateway opens in a window; when it confirms, the server creates
 * the request itself, so this hook only follows: it polls the payment while the page is visible, and checks
 * again when the window closes, the page regains focus or the window reports back, until the payment is
 * refused (nothing sent, "Volver a intentar") or the request's reference arrives.
 *
 * The draft keeps the payment (its key, id, token and the follow-up key of the request to come) the moment it
 * changes, so a reload, a closed tab or the gateway taking over this very tab loses nothing.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { answered, isFailure, refusalOf } from '../../api/client.ts';
import type { PaymentAnswer } from '../../api/payments.ts';
import { amountBounds, amountProblem, parseEuros, problemParams } from '../../domain/requests/payment-amount.ts';
import type { RequestBody } from '../../domain/requests/request-rules.ts';
import type { Mailbox } from '../../schemas/mailbox.ts';
import type { DraftPayment } from './draft.ts';
import { useForm } from './context.ts';
import { forwardUrl, PAYMENT_MESSAGE } from './payment-return.ts';

/** idle, starting (checking and creating), pending (in the gateway), sending (paid, the request on its way), sent, failed. */
export type PaymentPhase = 'idle' | 'starting' | 'pending' | 'sending' | 'sent' | 'failed';

/** How often a pending payment's status is asked while the page is visible. */
export const POLL_MS = 3000;
const WINDOW_NAME = 'pasarela-pago';

const newKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

function phaseOf(payment: DraftPayment): Exclude<PaymentPhase, 'starting'> {
  if (!payment.id) return 'idle';
  if (payment.status === 'pay') return payment.reference ? 'sent' : 'sending';
  return payment.status === 'cancel' || payment.status === 'failed' ? 'failed' : 'pending';
}

/** What starting a payment came to: the gateway open, or why not (errors of the server's checks, or a message). */
export type StartOutcome = { started: true } | { started: false; answer?: PaymentAnswer & { errors?: unknown[] }; message?: string };

/** What the form learns once the request is sent: its reference, and the private link's key of a citizen without an account. */
export interface PaidAndSent {
  reference: string;
  followUpKey?: string | undefined;
}

export function usePayment(mailbox: Mailbox, initial: DraftPayment | undefined, persist: (payment: DraftPayment) => void, onSent: (sent: PaidAndSent) => void) {
  const { api, lang, tr, text, locale, mailboxId } = useForm();
  const terms = mailbox.payments;
  const [payment, setPayment] = useState<DraftPayment>(initial ?? {});
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<string>();
  const [blocked, setBlocked] = useState(false);
  const current = useRef(payment);
  const popup = useRef<Window | null>(null);
  /** Set within the click, before any re-render: a double click starts one payment. */
  const busy = useRef(false);
  const told = useRef(false);
  const phase: PaymentPhase = starting ? 'starting' : phaseOf(payment);

  const update = (next: DraftPayment) => {
    current.current = next;
    setPayment(next);
    persist(next);
  };

  const check = async () => {
    const { id } = current.current;
    const now = phaseOf(current.current);
    if (!id || (now !== 'pending' && now !== 'sending')) return;
    const answer = await api.payment(id);
    if (current.current.id !== id) return;
    // Gone (another session, a reset database): nothing was sent; the citizen starts again.
    if (refusalOf(answer)?.code === 'not-found') return update({ ...current.current, status: 'failed' });
    const seen = answered(answer);
    if (!seen?.status) return;
    if (seen.status !== current.current.status || seen.reference !== current.current.reference) {
      update({ ...current.current, status: seen.status, ...(seen.reference ? { reference: seen.reference } : {}) });
    }
  };

  // Run from the timers and listeners below, which outlive the render that set them up: each check must update
  // through this render's persist, or a status seen later would save the draft as the form stood back then.
  const checkLatest = useEffectEvent(() => void check());
  /** The payment to follow: in the gateway, or paid while the server sends the request. */
  const pendingId = phase === 'pending' || phase === 'sending' ? payment.id : undefined;
  useEffect(() => {
    if (!pendingId) return;
    checkLatest();
    const poll = window.setInterval(() => {
      if (document.visibilityState === 'visible') checkLatest();
    }, POLL_MS);
    const watch = window.setInterval(() => {
      if (popup.current?.closed) {
        popup.current = null;
        checkLatest();
      }
    }, 500);
    const again = () => checkLatest();
    const reported = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data?.type === PAYMENT_MESSAGE) checkLatest();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    window.addEventListener('message', reported);
    return () => {
      window.clearInterval(poll);
      window.clearInterval(watch);
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('message', reported);
    };
  }, [pendingId]);

  // Paid and sent by the server: the form's success, once.
  const tellSent = useEffectEvent((sent: PaidAndSent) => onSent(sent));
  const sentReference = phase === 'sent' ? payment.reference : undefined;
  useEffect(() => {
    if (!sentReference || told.current) return;
    told.current = true;
    popup.current?.close();
    tellSent({ reference: sentReference, followUpKey: current.current.followUpKey });
  }, [sentReference]);

  const gatewayUrl = (p: DraftPayment) => (p.id && p.token ? api.gatewayUrl(p.token, forwardUrl(p.id), lang) : undefined);

  const open = (url: string, into?: Window | null) => {
    const win = into && !into.closed ? into : window.open(url, WINDOW_NAME);
    if (win && into === win) win.location.href = url;
    popup.current = win;
    setBlocked(!win);
  };

  /** The amount the citizen is to pay, in cents, or the problem with what they typed. */
  const amount = (): { cents: number } | { problem: string } => {
    const cents = terms!.amount === null ? parseEuros(current.current.amountText ?? '') : amountBounds(terms!).min;
    const problem = amountProblem(terms!, cents);
    return problem ? { problem: tr(problem.key, problemParams(problem, locale)) } : { cents: cents! };
  };

  /**
   * Sends `body` with its payment and opens the gateway. Call it from the click (or the form's submit), after
   * the form found nothing missing: the window must open within the citizen's action or popup blockers stop it.
   */
  const start = async (body: RequestBody): Promise<StartOutcome> => {
    const now = phaseOf(current.current);
    if (!terms || busy.current || now === 'pending' || now === 'sending' || now === 'sent') return { started: false };
    const priced = amount();
    if ('problem' in priced) {
      setError(priced.problem);
      return { started: false, message: priced.problem };
    }
    setError(undefined);
    const win = window.open('', WINDOW_NAME);
    // A checkout cut short (a reload, a lost answer) is retried with its key: the server answers the same payment.
    // Anything changed since is another request, with another key.
    const unfinished = current.current;
    const sent = JSON.stringify(body);
    const key = now === 'idle' && unfinished.key && unfinished.cents === priced.cents && unfinished.sent === sent ? unfinished.key : newKey();
    const pending: DraftPayment = { amountText: unfinished.amountText, key, sent, cents: priced.cents };
    update(pending);
    busy.current = true;
    setStarting(true);
    const answer = await api.checkout(mailboxId, body, priced.cents / 100, text(terms.concept) || text(mailbox.title), key);
    busy.current = false;
    setStarting(false);
    const started = answered(answer);
    if (!started?._id || !started.token) {
      win?.close();
      if (isFailure(answer)) return { started: false, message: tr(refusalOf(answer)?.offline ? 'request.error.offline' : 'request.payment.error.start') };
      // The server's checks refused the request: nothing was created, the same key may be used again.
      return { started: false, answer };
    }
    const made: DraftPayment = {
      ...pending,
      id: started._id,
      token: started.token,
      status: started.status ?? 'pending',
      ...(started.followUpKey ? { followUpKey: started.followUpKey } : {}),
      ...(started.reference ? { reference: started.reference } : {}),
    };
    update(made);
    if (phaseOf(made) === 'pending') open(gatewayUrl(made)!, win);
    else win?.close();
    return { started: true };
  };

  return {
    terms,
    payment,
    phase,
    error,
    blocked,
    start,
    /** The amount's problem, if any (for the list of what is missing before paying). */
    amountProblem: () => {
      const priced = terms ? amount() : { cents: 0 };
      return 'problem' in priced ? priced.problem : undefined;
    },
    reopen: () => {
      const url = gatewayUrl(current.current);
      if (url) open(url);
    },
    /** After a refused or cancelled payment: back to the form as it was, the next try a new payment. */
    reset: () => update({ amountText: current.current.amountText }),
    setAmountText: (amountText: string) => {
      setError(undefined);
      update({ ...current.current, amountText });
    },
    check: () => void check(),
  };
}
export type PaymentControl = ReturnType<typeof usePayment>;
