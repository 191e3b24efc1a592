import { useEffect, useEffectEvent, useRef } from 'react';
import type { WorkSolution } from '../../domain/requests/captcha-work.ts';
import { useCaptcha } from '../shared/captcha/useCaptcha.ts';
import { ErrorSummary, type SummaryError } from '../widgets/ErrorSummary.tsx';
import type { BookingTexts } from './texts.ts';
import type { captchaApi } from '../../api/captcha.ts';

/** What the citizen types; kept by the island through every refusal, so nothing typed is ever lost. */
export interface Person {
  name: string;
  surnames: string;
  identity: string;
  email: string;
  phone: string;
  captcha: string;
}
export const NO_PERSON: Person = { name: '', surnames: '', identity: '', email: '', phone: '', captcha: '' };

export type PersonField = keyof Person | 'contact';
/** The id of a field's input, which the error summary's links focus. */
export const fieldId = (field: PersonField) => `ab-${field === 'contact' ? 'email' : field}`;

interface Props {
  texts: BookingTexts;
  lang: string;
  captcha: Pick<ReturnType<typeof captchaApi>, 'captcha' | 'captchaText'>;
  person: Person;
  onChange: (person: Person) => void;
  /** The problems to show, by field; the summary lists them in the form's order. */
  errors: Partial<Record<PersonField, string>>;
  /** Changes when the summary must take the focus again (a new failed send). */
  errorRound: number;
  /** A new operation is due (the server refused the answer). */
  captchaRound: number;
  onWork: (solution: Promise<WorkSolution | null>) => void;
  sending: boolean;
  onSubmit: () => void;
}

const ORDER: PersonField[] = ['name', 'surnames', 'identity', 'contact', 'email', 'phone', 'captcha'];

/**
 * The person's details (docs/appointments.md "Booking"): name, surnames, NIF/NIE, an e-mail address or a telephone,
 * and the captcha with its proof of work, as the request form asks for it. Problems are listed in a summary at the
 * top, each linked to its field, and said beside the field.
 */
export function PersonForm({ texts, lang, captcha, person, onChange, errors, errorRound, captchaRound, onWork, sending, onSubmit }: Props) {
  const { tr } = texts;
  const { image, question, phase, load, asText } = useCaptcha(captcha, lang, onWork);
  const summaryBox = useRef<HTMLDivElement>(null);
  // The summary takes the focus at each failed send, not as the citizen corrects a field.
  useEffect(() => {
    if (errorRound > 0) summaryBox.current?.focus();
  }, [errorRound]);
  // Only a new round (the server refused the answer) calls for a new operation.
  const loadForRound = useEffectEvent(load);
  useEffect(() => {
    if (captchaRound > 0) loadForRound();
  }, [captchaRound]);
  const set = (field: keyof Person) => (event: { target: { value: string } }) => onChange({ ...person, [field]: event.target.value });
  const summary: SummaryError[] = ORDER.filter((f) => errors[f]).map((f) => ({ target: fieldId(f), message: errors[f]! }));
  const errorOf = (...fields: PersonField[]) => fields.map((f) => errors[f]).find(Boolean);

  const input = (
    field: keyof Person,
    label: string,
    extra: { autoComplete?: string; type?: string; inputMode?: 'numeric' | 'email' | 'tel'; hint?: string; error?: string | undefined } = {},
  ) => {
    const id = fieldId(field);
    const error = extra.error ?? errors[field];
    const described = [extra.hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
    return (
      <div className={`ab-field${error ? ' ab-invalid' : ''}`}>
        <label htmlFor={id}>{label}</label>
        {extra.hint ? (
          <p className="ab-hint" id={`${id}-hint`}>
            {extra.hint}
          </p>
        ) : null}
        {error ? (
          <p className="ab-error" id={`${id}-error`}>
            {error}
          </p>
        ) : null}
        <input
          id={id}
          className="rf-input"
          name={field}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          value={person[field]}
          onChange={set(field)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described || undefined}
        />
      </div>
    );
  };

  return (
    <form
      className="ab-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!sending) onSubmit();
      }}
    >
      <ErrorSummary
        focusRef={summaryBox}
        titleLevel="h3"
        title={tr('appointments.booking.errorsTitle')}
        titleId="ab-errors-title"
        errors={summary}
        className="ab-summary"
      />
      {input('name', tr('appointments.booking.name'), { autoComplete: 'given-name' })}
      {input('surnames', tr('appointments.booking.surnames'), { autoComplete: 'family-name' })}
      {input('identity', tr('appointments.booking.identity'), { hint: tr('appointments.booking.identityHint') })}
      <fieldset className="ab-contact" aria-describedby="ab-contact-hint">
        <legend>{tr('appointments.booking.contact')}</legend>
        <p className="ab-hint" id="ab-contact-hint">
          {tr('appointments.booking.contactHint')}
        </p>
        {input('email', tr('appointments.booking.email'), { type: 'email', autoComplete: 'email', inputMode: 'email', error: errorOf('email', 'contact') })}
        {input('phone', tr('appointments.booking.phone'), { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
      </fieldset>
      <div className={`ab-field ab-captcha${errors.captcha ? ' ab-invalid' : ''}`}>
        <label htmlFor={fieldId('captcha')}>{tr('appointments.booking.captcha')}</label>
        {errors.captcha ? (
          <p className="ab-error" id="ab-captcha-error">
            {errors.captcha}
          </p>
        ) : null}
        <div className="ab-captcha-row">
          {question ? (
            <p className="ab-captcha-question" aria-live="polite">
              {question}
            </p>
          ) : image ? (
            <img src={image} alt={tr('request.captcha.alt')} width="150" height="50" />
          ) : (
            <span className="ab-captcha-placeholder" />
          )}
          <input
            id={fieldId('captcha')}
            name="captcha"
            className="rf-input ab-captcha-input"
            inputMode="numeric"
            autoComplete="off"
            value={person.captcha}
            onChange={set('captcha')}
            aria-invalid={errors.captcha ? true : undefined}
            aria-describedby={errors.captcha ? 'ab-captcha-error' : undefined}
          />
        </div>
        <div className="ab-captcha-row">
          <button
            type="button"
            className="ab-link-button"
            onClick={() => {
              onChange({ ...person, captcha: '' });
              load();
            }}
          >
            {tr('request.captcha.refresh')}
          </button>
          {question ? null : (
            <button type="button" className="ab-link-button" onClick={() => void asText()}>
              {tr('request.captcha.text')}
            </button>
          )}
        </div>
        {phase === 'solving' || phase === 'loading' ? (
          <p className="ab-hint" data-phase={phase}>
            {tr('request.captcha.solving')}
          </p>
        ) : null}
        {phase === 'failed' ? (
          <p className="ab-error" role="alert" data-phase={phase}>
            {tr('request.captcha.failed')}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" aria-disabled={sending ? true : undefined}>
        {sending ? tr('appointments.booking.sending') : tr('appointments.booking.submit')}
      </button>
    </form>
  );
}
