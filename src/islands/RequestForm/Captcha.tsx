import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { answered } from '../../api/client.ts';
import { isCaptchaWork, type CaptchaWork, type WorkSolution } from '../../domain/requests/captcha-work.ts';
import { solveInBackground } from './captcha-solver.ts';
import { describedBy, FieldShell, type FieldProps } from './Fields.tsx';
import { useForm } from './context.ts';

/** Where the captcha's proof of work stands: on its way, being solved, solved, or not to be solved (a new one is due). */
export type WorkPhase = 'loading' | 'solving' | 'solved' | 'failed';

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
  const [image, setImage] = useState('');
  const [question, setQuestion] = useState('');
  const [phase, setPhase] = useState<WorkPhase>('loading');
  const solving = useRef<{ salt: string; stop: AbortController } | null>(null);

  /** Starts solving `work`, dropping the one before; the form is told of the solution to come. */
  const solve = (work: CaptchaWork, stop: AbortController): Promise<WorkSolution | null> => {
    solving.current = { salt: work.salt, stop };
    setPhase('solving');
    return solveInBackground(work, stop.signal).then((solution) => {
      if (!stop.signal.aborted) setPhase(solution ? 'solved' : 'failed');
      return solution;
    });
  };

  const load = () => {
    solving.current?.stop.abort();
    const stop = new AbortController();
    solving.current = { salt: '', stop };
    setPhase('loading');
    setImage('');
    const pending = (async () => {
      const answer = answered(await api.captcha());
      if (stop.signal.aborted) return null;
      if (typeof answer?.image !== 'string' || !isCaptchaWork(answer.work)) {
        setPhase('failed');
        return null;
      }
      setImage(answer.image);
      return solve(answer.work, stop);
    })();
    onWork(pending);
  };
  const loadOnMount = useEffectEvent(load);
  useEffect(() => {
    loadOnMount();
    return () => solving.current?.stop.abort();
  }, []);

  const refresh = () => {
    setQuestion('');
    onChange('');
    load();
  };
  // Only a new round calls for a new operation; the refresh it runs is this render's, with the form's onChange.
  const refreshForNewRound = useEffectEvent(refresh);
  useEffect(() => {
    if (round > 0) refreshForNewRound();
  }, [round]);

  const asText = async () => {
    const answer = answered(await api.captchaText(lang));
    if (typeof answer?.question !== 'string') return;
    setQuestion(answer.question);
    // The operation had expired and the server made a new one: its work is another.
    if (isCaptchaWork(answer.work) && answer.work.salt !== solving.current?.salt) {
      solving.current?.stop.abort();
      onWork(solve(answer.work, new AbortController()));
    }
  };

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
