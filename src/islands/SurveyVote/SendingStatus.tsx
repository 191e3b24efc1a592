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
