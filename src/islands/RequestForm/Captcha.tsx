import { useEffect, useEffectEvent, useState } from 'react';
import { isFailure } from '../../api/client.ts';
import { describedBy, FieldShell, type FieldProps } from './Fields.tsx';
import { useForm } from './context.ts';

/**
 * The captcha (docs/product-spec.md §7): an image with an arithmetic operation whose result the citizen types.
 * Another operation on request, and the operation in words for those who cannot see the image. `round` changes when
 * the server rejected an answer, which shows a new operation and clears the old answer.
 */
export function CaptchaField({ field, value, onChange, error, round }: FieldProps & { round: number }) {
  const { tr, api, lang } = useForm();
  const [n, setN] = useState(() => Date.now());
  const [question, setQuestion] = useState('');

  const refresh = () => {
    setN(Date.now());
    setQuestion('');
    onChange('');
  };
  // Only a new round calls for a new operation; the refresh it runs is this render's, with the form's onChange.
  const refreshForNewRound = useEffectEvent(refresh);
  useEffect(() => {
    if (round > 0) refreshForNewRound();
  }, [round]);

  const asText = async () => {
    const answer = await api.captchaText(lang);
    if (!isFailure(answer) && typeof answer.question === 'string') setQuestion(answer.question);
  };

  return (
    <FieldShell field={field} error={error}>
      <div className="rf-captcha">
        {question ? (
          <p className="rf-captcha-question" aria-live="polite">
            {question}
          </p>
        ) : (
          <img src={api.captchaUrl(n)} alt={tr('request.captcha.alt')} width="150" height="50" />
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
    </FieldShell>
  );
}
