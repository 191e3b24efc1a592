import { useEffect, useRef } from 'react';
import { amountBounds, formatEuros, parseEuros } from '../../domain/requests/payment-amount.ts';
import { useForm } from './context.ts';
import type { PaymentControl } from './usePayment.ts';

interface Props {
  control: PaymentControl;
  error?: string | undefined;
  /** What the citizen must still fill in before paying, as the form's labels name it. */
  missing: string[];
  /** "Volver a intentar": pays and sends again, the form as it stands now. */
  onRetry: () => void;
}

/**
 * The payment of a mailbox with `payments` ("Pagar y enviar", docs/payments.md; docs/product-spec.md §4 "Payment"):
 * the price and what it covers, the cancellation terms, or an amount input in euros; the one action that pays and
 * sends (the form's submit), with what is still missing; the gateway window's info message with a way to reopen it;
 * and the outcome: sending, or 'Pago no realizado. La reserva no se ha completado.' with "Volver a intentar".
 */
export function PaymentBlock({ control, error, missing, onRetry }: Props) {
  const { tr, locale, text } = useForm();
  const { terms, payment, phase } = control;
  // A refused payment takes away what had the focus («Volver a abrir la pasarela», or the page itself on coming
  // back from the bank): the focus goes to «Volver a intentar», after the alert that says what happened, unless
  // the citizen is elsewhere in the form.
  const section = useRef<HTMLElement>(null);
  const retry = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (phase !== 'failed') return;
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected || section.current?.contains(active)) retry.current?.focus();
  }, [phase]);
  if (!terms) return null;
  const euros = (cents: number) => formatEuros(cents, locale);
  const bounds = amountBounds(terms);
  const typed = payment.amountText ?? '';
  const typedCents = parseEuros(typed);
  const amount = payment.id && payment.cents !== undefined ? payment.cents : bounds.fixed ? bounds.min : typedCents;
  const editable = !bounds.fixed && (phase === 'idle' || phase === 'failed');
  const problem = control.error ?? error;
  const covers = text(terms.covers);
  const cancellation = text(terms.cancellation);
  const showsPrice = bounds.fixed || (!editable && amount !== null);
  const missingText = missing.length
    ? tr('request.payment.missing', { fields: new Intl.ListFormat(locale, { type: 'conjunction' }).format(missing) })
    : undefined;

  return (
    <section ref={section} id="rf-payment" className={`rf-payment${problem ? ' rf-invalid' : ''}`} aria-labelledby="rf-payment-title" tabIndex={-1}>
      <h2 id="rf-payment-title" className="rf-section-title">
        {tr('request.payment.title')}
      </h2>
      {showsPrice || covers || cancellation ? (
        <dl className="rf-terms">
          {showsPrice ? (
            <div>
              <dt>{tr('request.payment.price')}</dt>
              <dd className="rf-price">{euros(bounds.fixed ? bounds.min : amount!)}</dd>
            </div>
          ) : null}
          {covers ? (
            <div>
              <dt>{tr('request.payment.covers')}</dt>
              <dd>{covers}</dd>
            </div>
          ) : null}
          {cancellation ? (
            <div>
              <dt>{tr('request.payment.cancellation')}</dt>
              <dd>{cancellation}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      {problem ? (
        <p className="rf-error" id="rf-payment-error">
          <span className="visually-hidden">Error: </span>
          {problem}
        </p>
      ) : null}
      {editable ? (
        <div className="rf-field">
          <label className="rf-label" htmlFor="rf-payment-amount">
            {tr('request.payment.amountLabel')}
            <span className="rf-required" aria-hidden="true">
              {' '}
              *
            </span>
          </label>
          <p className="rf-hint" id="rf-payment-amount-hint">
            {tr('request.payment.amountHint', { min: euros(bounds.min), max: euros(bounds.max) })}
          </p>
          <input
            id="rf-payment-amount"
            className="rf-input rf-input-short"
            inputMode="decimal"
            autoComplete="off"
            aria-required="true"
            aria-invalid={problem ? true : undefined}
            aria-describedby={`rf-payment-amount-hint${problem ? ' rf-payment-error' : ''}`}
            value={typed}
            onChange={(event) => control.setAmountText(event.target.value)}
          />
        </div>
      ) : null}

      {phase === 'idle' || phase === 'starting' ? (
        <>
          <p className="rf-hint">{tr('request.payment.howItWorks')}</p>
          <button
            type="submit"
            className="button rf-pay"
            aria-disabled={phase === 'starting' || undefined}
            aria-describedby={missingText ? 'rf-payment-missing' : undefined}
          >
            {phase === 'starting'
              ? tr('request.payment.starting')
              : tr('request.payment.payAndSend', { amount: amount !== null && amount > 0 ? euros(amount) : '' }).trim()}
          </button>
          {missingText ? (
            <p className="rf-hint rf-missing" id="rf-payment-missing">
              {missingText}
            </p>
          ) : null}
        </>
      ) : null}
      {phase === 'pending' ? (
        <div className="rf-notice rf-payment-open">
          <p>{tr('request.payment.windowOpen')}</p>
          <button type="button" className="button secondary" onClick={control.reopen}>
            {tr('request.payment.reopen')}
          </button>
          <p className="rf-hint">{tr('request.payment.locked')}</p>
          <p className="rf-hint" role="status">
            {tr('request.payment.checking')}
          </p>
        </div>
      ) : null}
      {phase === 'sending' || phase === 'sent' ? (
        <div role="status">
          <p className="rf-ok">{tr('request.payment.done')}</p>
          <p>{tr('request.payment.sending')}</p>
        </div>
      ) : null}
      {phase === 'failed' ? (
        <div className="rf-payment-failed">
          <div role="alert">
            <p className="rf-error">{tr('request.payment.failed')}</p>
            <p>{tr('request.payment.nothingSent')}</p>
          </div>
          <button ref={retry} type="button" className="button" onClick={onRetry}>
            {tr('request.payment.retry')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
