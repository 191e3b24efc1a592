import { useEffect, useEffectEvent } from 'react';
import type { WorkSolution } from '../../domain/requests/captcha-work.ts';
import { useCaptcha } from '../shared/captcha/useCaptcha.ts';
import { describedBy, FieldShell, type FieldProps } from './Fields.tsx';
import { useForm } from './context.ts';

/**
 * The captcha (docs/product-spec.md §7): an image with an arithmetic operation whose result the citizen types.
 * Another operation on request, and the operation in words for those who cannot see the image. Each operation comes
 * with a proof of work (docs/security.md, "The captcha") that the browser solves in the background while the citizen
 * reads and types; `onWork` is given the solution to come for each new operation, which the form sends with the
 * request. The work needs nothing of the citizen, so it has no alternative of its own: only a failure is said, with
 * the way out (another operation). `round` changes when the server rejected an answer, which shows a new operation
 * and clears the old answer.
 */
export function CaptchaField({
  field,
  value,
  onChange,
  error,
  round,
  onWork,
}: FieldProps & { round: number; onWork: (solution: Promise<WorkSolution | null>) => void }) {
  const { tr, api, lang } = useForm();
  const { image, question, phase, load, asText } = useCaptcha(api, lang, onWork);

  const refresh = () => {
    onChange('');
    load();
  };
  // Only a new round calls for a new operation; the refresh it runs is this render's, with the form's onChange.
  const refreshForNewRound = useEffectEvent(refresh);
  useEffect(() => {
    if (round > 0) refreshForNewRound();
  }, [round]);

  return (
    <FieldShell field={field} error={error}>
      <div className="rf-captcha">
        {question ? (
          <p className="rf-captcha-question" aria-live="polite">
            {question}
          </p>
        ) : image ? (
          <img src={image} alt={tr('request.captcha.alt')} width="150" height="50" />
        ) : (
          <span className="rf-captcha-placeholder" />
        )}
        <input
          {...describedBy(field, error)}
          className="rf-input rf-input-tiny"
          name={field.name}
          inputMode="numeric"
          autoComplete="off"
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="rf-link-button" onClick={refresh}>
          {tr('request.captcha.refresh')}
        </button>
        {question ? null : (
          <button type="button" className="rf-link-button" onClick={() => void asText()}>
            {tr('request.captcha.text')}
          </button>
        )}
      </div>
      {phase === 'solving' || phase === 'loading' ? (
        <p className="rf-hint rf-captcha-work" data-phase={phase}>
          {tr('request.captcha.solving')}
        </p>
      ) : null}
      {phase === 'failed' ? (
        <p className="rf-captcha-work rf-error" role="alert" data-phase={phase}>
          {tr('request.captcha.failed')}
        </p>
      ) : null}
    </FieldShell>
  );
}
