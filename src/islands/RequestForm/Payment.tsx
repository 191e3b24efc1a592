import { amountBounds, formatEuros, parseEuros } from '../../domain/payment-amount.ts';
import { useForm } from './context.ts';
import type { PaymentControl } from './usePayment.ts';

/**
 * The payment block of a mailbox with `payments` (spec §4 "Payment"): the fee, or an amount input in euros
 * (comma or dot), the button that opens the gateway, the info message that offers to reopen it, and the
 * outcome: 'Pago completado.' or 'Pago no realizado. La reserva no se ha completado.' with another try.
 */
export function PaymentBlock({ control, error }: { control: PaymentControl; error?: string }) {
  const { tr, locale } = useForm();
  const { terms, payment, phase } = control;
  if (!terms) return null;
  const euros = (cents: number) => formatEuros(cents, locale);
  const bounds = amountBounds(terms);
  const typed = payment.amountText ?? '';
  const typedCents = parseEuros(typed);
  const amount = payment.id && payment.cents !== undefined ? payment.cents : bounds.fixed ? bounds.min : typedCents;
  const editable = !bounds.fixed && (phase === 'idle' || phase === 'failed');
  const problem = control.error ?? error;

  return (
    <section id="rf-payment" className={`rf-payment${problem ? ' rf-invalid' : ''}`} aria-labelledby="rf-payment-title" tabIndex={-1}>
      <h2 id="rf-payment-title" className="rf-section-title">
        {tr('request.payment.title')}
      </h2>
      {bounds.fixed ? <p className="rf-payment-fee">{tr('request.payment.fixed', { amount: euros(bounds.min) })}</p> : null}
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
      ) : !bounds.fixed && amount !== null ? (
        <p className="rf-payment-fee">{tr('request.payment.amount', { amount: euros(amount) })}</p>
      ) : null}

      {phase === 'idle' || phase === 'starting' ? (
        <button type="button" className="button rf-pay" aria-disabled={phase === 'starting' || undefined} onClick={control.start}>
          {phase === 'starting'
            ? tr('request.payment.starting')
            : tr('request.payment.pay', { amount: amount !== null && amount > 0 ? euros(amount) : '' }).trim()}
        </button>
      ) : null}
      {phase === 'pending' ? (
        <div className="rf-notice rf-payment-open">
          <p>{tr('request.payment.windowOpen')}</p>
          <button type="button" className="button secondary" onClick={control.reopen}>
            {tr('request.payment.reopen')}
          </button>
          <p className="rf-hint" role="status">
            {tr('request.payment.checking')}
          </p>
        </div>
      ) : null}
      {phase === 'paid' ? (
        <div role="status">
          <p className="rf-ok">{tr('request.payment.done')}</p>
          <p className="rf-hint">{tr('request.payment.reference', { reference: payment.id ?? '' })}</p>
        </div>
      ) : null}
      {phase === 'failed' ? (
        <div className="rf-payment-failed">
          <p className="rf-error" role="alert">
            {tr('request.payment.failed')}
          </p>
          <button type="button" className="button" onClick={control.retry}>
            {tr('request.payment.retry')}
          </button>
        </div>
      ) : null}
    </section>
  );
}
