import { useState, type FormEvent } from 'react';
import { useDesk } from './context.ts';

/** The longest message the server takes (MAX_MESSAGE of server/store/request-actions.ts). */
const MAX_MESSAGE = 5000;

/** A message box with its label, hint and the error of an empty submit. */
export function MessageField(props: { id: string; label: string; hint?: string; value: string; onChange: (text: string) => void; error?: string | undefined }) {
  const described = [props.hint ? `${props.id}-hint` : '', props.error ? `${props.id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="desk-field">
      <label htmlFor={props.id}>{props.label}</label>
      {props.hint ? (
        <p className="desk-hint" id={`${props.id}-hint`}>
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p className="desk-error" id={`${props.id}-error`}>
          {props.error}
        </p>
      ) : null}
      <textarea
        id={props.id}
        className="desk-input"
        rows={4}
        maxLength={MAX_MESSAGE}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={described}
        onChange={(event) => props.onChange(event.currentTarget.value)}
      />
    </div>
  );
}

/**
 * A form that sends one text: the message to the citizen, or the internal note. An empty one is not sent; the
 * text stays until the server has stored it.
 */
export function WriteForm(props: {
  id: string;
  heading: string;
  label: string;
  hint: string;
  button: string;
  secondary?: boolean;
  busy: boolean;
  /** True when the server stored it. */
  send: (text: string) => Promise<boolean>;
}) {
  const { tr } = useDesk();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return setError(tr('desk.message.required'));
    setError(undefined);
    void props.send(text).then((stored) => {
      if (stored) setText('');
    });
  };
  return (
    <form className="desk-action" aria-labelledby={`${props.id}-title`} onSubmit={submit}>
      <h4 id={`${props.id}-title`}>{props.heading}</h4>
      <MessageField id={props.id} label={props.label} hint={props.hint} value={text} onChange={setText} error={error} />
      <button type="submit" className={props.secondary ? 'button secondary' : 'button'} aria-disabled={props.busy || undefined}>
        {props.button}
      </button>
    </form>
  );
}
