import { useEffect, useMemo, useRef, useState } from 'react';
import { ErrorSummary } from '../widgets/ErrorSummary.tsx';
import type { FieldError } from './context.ts';

/**
 * What a survey form says above its fields, the ballot and the proposal alike: what stops the sending, why the
 * last send failed, and that the answers are kept on this device until sent.
 */
export function FormHead({
  errors,
  round,
  failure,
  errorsTitle,
  saved,
}: {
  errors: FieldError[];
  /** Which check found the errors (`useFieldErrors`): each check that finds some takes the focus, a correction never. */
  round: number;
  failure: string | undefined;
  errorsTitle: string;
  saved: string;
}) {
  const listed = useMemo(() => errors.map((e) => ({ target: e.id, message: e.message })), [errors]);
  const box = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the focus follows a check (round), not the list shrinking as fields are corrected
  useEffect(() => {
    if (errors.length > 0) box.current?.focus();
  }, [round]);
  return (
    <>
      <ErrorSummary className="sv-summary" title={errorsTitle} titleId="sv-summary-title" titleLevel="h3" errors={listed} focusRef={box} />
      {failure ? (
        <p className="sv-problem" role="alert">
          {failure}
        </p>
      ) : null}
      <p className="sv-hint">{saved}</p>
    </>
  );
}

/**
 * A survey form's field errors: those a check found (`show`: the summary takes the focus), less each one whose
 * field has been changed since (`forget`), so that a corrected field is no longer marked wrong nor listed.
 */
export function useFieldErrors() {
  const [state, setState] = useState<{ errors: FieldError[]; round: number }>({ errors: [], round: 0 });
  const show = (errors: FieldError[]) => setState((s) => ({ errors, round: s.round + 1 }));
  const forget = (...ids: string[]) =>
    setState((s) => (s.errors.some((e) => ids.includes(e.id)) ? { ...s, errors: s.errors.filter((e) => !ids.includes(e.id)) } : s));
  return { errors: state.errors, round: state.round, show, forget };
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
