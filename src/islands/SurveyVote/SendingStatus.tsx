import type { SendState } from './send-when-online.ts';
import { useSurvey } from './context.ts';

/** The send's state for everyone, screen readers included: waiting for the connection, or sending again. */
export function SendingStatus({ state }: { state: SendState }) {
  const { tr } = useSurvey();
  return (
    <div role="status" className={state === 'pending' || state === 'resending' ? 'sv-pending' : 'visually-hidden'}>
      {state === 'pending' ? (
        <>
          <p className="sv-pending-title">{tr('survey.form.pending')}</p>
          <p>{tr('survey.form.offline')}</p>
        </>
      ) : null}
      {state === 'resending' ? <p className="sv-pending-title">{tr('survey.form.resending')}</p> : null}
    </div>
  );
}

/**
 * The send button with the send's state before it. Disabled until the island runs (the page's HTML alone cannot
 * send); while a send is on its way it says so and a second press does nothing.
 */
export function SendControls({ state, hydrated, label }: { state: SendState; hydrated: boolean; label: string }) {
  const { tr } = useSurvey();
  const busy = state === 'sending' || state === 'resending';
  return (
    <>
      <SendingStatus state={state} />
      <button type="submit" className="button" disabled={!hydrated} aria-disabled={busy ? true : undefined}>
        {busy ? tr('survey.form.sending') : label}
      </button>
    </>
  );
}
