import { useEffect, useRef } from 'react';
import type { FieldError } from './context.ts';

/**
 * What stops the sending, listed at the top with a link to each field (GOV.UK's error summary): it takes the
 * focus when it appears, so a screen reader reads it first, and a link moves the focus to its field.
 */
export function ErrorSummary({ title, errors }: { title: string; errors: FieldError[] }) {
  const box = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new list (a second failed send) takes the focus again
  useEffect(() => {
    box.current?.focus();
  }, [errors]);
  return (
    <div className="sv-summary" role="alert" tabIndex={-1} ref={box} aria-labelledby="sv-summary-title">
      <h3 id="sv-summary-title">{title}</h3>
      <ul>
        {errors.map((error) => (
          <li key={`${error.id} ${error.message}`}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                const target = document.getElementById(error.id);
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * What a survey form says above its fields, the ballot and the proposal alike: what stops the sending, why the
 * last send failed, and that the answers are kept on this device until sent.
 */
export function FormHead({ errors, failure, errorsTitle, saved }: { errors: FieldError[]; failure: string | undefined; errorsTitle: string; saved: string }) {
  return (
    <>
      {errors.length > 0 ? <ErrorSummary title={errorsTitle} errors={errors} /> : null}
      {failure ? (
        <p className="sv-problem" role="alert">
          {failure}
        </p>
      ) : null}
      <p className="sv-hint">{saved}</p>
    </>
  );
}

/** The message beside a field, tied to it by `aria-describedby`. */
export function FieldMessage({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p className="sv-error" id={id}>
      <span className="visually-hidden">Error: </span>
      {message}
    </p>
  );
}
