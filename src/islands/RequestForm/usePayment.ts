/**
 * The payment's states in the form (spec §4 "Payment", issue 8): idle (the amount, or its input), starting,
 * pending (the gateway window is open; an info message offers to reopen it; the status is polled, and checked
 * again when the window closes, the page regains focus or the window reports back), paid, or failed (try again).
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isFailure } from '../../api/client.ts';
import { amountBounds, amountProblem, parseEuros, problemParams } from '../../domain/payment-amount.ts';
import type { Mailbox } from '../../schemas/mailbox.ts';
import type { DraftPayment } from './draft.ts';
import { useForm } from './context.ts';
import { forwardUrl, PAYMENT_MESSAGE } from './payment-return.ts';

export type PaymentPhase = 'idle' | 'starting' | 'pending' | 'paid' | 'failed';

/** How often a pending payment's status is asked while the page is visible. */
export const POLL_MS = 3000;
const WINDOW_NAME = 'pasarela-pago';

const newKey = () => (crypto.randomUUID ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

function phaseOf(payment: DraftPayment): Exclude<PaymentPhase, 'starting'> {
  if (!payment.id) return 'idle';
  if (payment.status === 'pay') return 'paid';
  return payment.status === 'cancel' || payment.status === 'failed' ? 'failed' : 'pending';
}

export function usePayment(mailbox: Mailbox, initial: DraftPayment | undefined, persist: (payment: DraftPayment) => void) {
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
  const phase: PaymentPhase = starting ? 'starting' : phaseOf(payment);

  const update = (next: DraftPayment) => {
    current.current = next;
    setPayment(next);
    persist(next);
  };

  const check = async () => {
    const { id } = current.current;
    if (!id || phaseOf(current.current) !== 'pending') return;
    const answer = await api.payment(id);
    if (isFailure(answer) || current.current.id !== id) return;
    // Gone (another session, a reset database): the citizen pays again rather than send an unpaid request.
    if (answer.httpStatus === 404) return update({ ...current.current, status: 'failed' });
    if (answer.httpStatus === undefined && answer.status && answer.status !== current.current.status) update({ ...current.current, status: answer.status });
  };

  // Run from the timers and listeners below, which outlive the render that set them up: each check must update
  // through this render's persist, or a status seen later would save the draft as the form stood back then.
  const checkLatest = useEffectEvent(() => void check());
  const pendingId = phase === 'pending' ? payment.id : undefined;
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
    const told = (event: MessageEvent) => {
      if (event.origin === window.location.origin && event.data?.type === PAYMENT_MESSAGE) checkLatest();
    };
    window.addEventListener('focus', again);
    document.addEventListener('visibilitychange', again);
    window.addEventListener('message', told);
    return () => {
      window.clearInterval(poll);
      window.clearInterval(watch);
      window.removeEventListener('focus', again);
      document.removeEventListener('visibilitychange', again);
      window.removeEventListener('message', told);
    };
  }, [pendingId]);

  const gatewayUrl = (p: DraftPayment) => (p.id && p.token ? api.gatewayUrl(p.token, forwardUrl(p.id), lang) : undefined);

  const open = (url: string, into?: Window | null) => {
    const win = into && !into.closed ? into : window.open(url, WINDOW_NAME);
    if (win && into === win) win.location.href = url;
    popup.current = win;
    setBlocked(!win);
  };

  const start = async () => {
    if (!terms || busy.current || phaseOf(current.current) === 'pending' || phaseOf(current.current) === 'paid') return;
    const cents = terms.amount === null ? parseEuros(current.current.amountText ?? '') : amountBounds(terms).min;
    const problem = amountProblem(terms, cents);
    if (problem) return setError(tr(problem.key, problemParams(problem, locale)));
    setError(undefined);
    // The window opens now, within the click, or popup blockers would stop it; the gateway's address follows.
    const win = window.open('', WINDOW_NAME);
    // A creation cut short (a reload, a lost answer) is retried with its key, so the server answers the same payment.
    const unfinished = current.current;
    const key = !unfinished.id && unfinished.key && unfinished.cents === cents ? unfinished.key : newKey();
    const pending: DraftPayment = { amountText: unfinished.amountText, key, cents: cents! };
    update(pending);
    busy.current = true;
    setStarting(true);
    const answer = await api.newPayment(mailboxId, cents! / 100, text(terms.concept) || text(mailbox.title), pending.key!);
    busy.current = false;
    setStarting(false);
    if (isFailure(answer) || answer.httpStatus !== undefined || !answer._id || !answer.token) {
      win?.close();
      return setError(tr(isFailure(answer) && answer.status === 'network-error' ? 'request.error.offline' : 'request.payment.error.start'));
    }
    const made = { ...pending, id: answer._id, token: answer.token, cents: cents!, status: answer.status ?? 'pending' };
    update(made);
    open(gatewayUrl(made)!, win);
  };

  return {
    terms,
    payment,
    phase,
    error,
    blocked,
    start: () => void start(),
    reopen: () => {
      const url = gatewayUrl(current.current);
      if (url) open(url);
    },
    /** After a cancelled or failed payment: the same amount, a new payment. */
    retry: () => update({ amountText: current.current.amountText }),
    setAmountText: (amountText: string) => {
      setError(undefined);
      update({ ...current.current, amountText });
    },
    check: () => void check(),
  };
}
export type PaymentControl = ReturnType<typeof usePayment>;
