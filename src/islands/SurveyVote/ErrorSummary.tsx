import { useMemo } from 'react';
import { ErrorSummary } from '../widgets/ErrorSummary.tsx';
import type { FieldError } from './context.ts';

/**
 * What a survey form says above its fields, the ballot and the proposal alike: what stops the sending, why the
 * last send failed, and that the answers are kept on this device until sent.
 */
export function FormHead({ errors, failure, errorsTitle, saved }: { errors: FieldError[]; failure: string | undefined; errorsTitle: string; saved: string }) {
  // A new list only when the errors change: each new list takes the focus.
  const listed = useMemo(() => errors.map((e) => ({ target: e.id, message: e.message })), [errors]);
  return (
    <>
      <ErrorSummary className="sv-summary" title={errorsTitle} titleId="sv-summary-title" titleLevel="h3" errors={listed} />
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
