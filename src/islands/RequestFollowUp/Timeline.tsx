import { useId } from 'react';
import { timelineOf } from '../../domain/requests/request-timeline.ts';
import type { CitizenRequest } from '../../domain/requests/citizen-request.ts';
import type { RequestTexts } from '../shared/requests/texts.ts';

/**
 * The status timeline (docs/requests-api.md "The citizen"): Recibida → En gestión → Resuelta or Rechazada → Cerrada,
 * each step with the date it was reached, the current one marked for screen readers as the current step.
 */
export function Timeline({ request, texts }: { request: CitizenRequest; texts: RequestTexts }) {
  const { tr } = texts;
  const title = useId();
  const steps = timelineOf(request.status, request.createdAt, request.history);
  return (
    <section aria-labelledby={title}>
      <h2 id={title}>{tr('followUp.timeline')}</h2>
      <ol className="timeline">
        {steps.map((step) => (
          <li key={step.status} className={`step-${step.state}`} aria-current={step.state === 'current' ? 'step' : undefined}>
            <span className="step-name">{step.status === 'Resuelta o Rechazada' ? tr('followUp.decided') : texts.status(step.status)}</span>
            <span className="step-when">{step.at ? texts.moment(step.at) : tr('followUp.pending')}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}
