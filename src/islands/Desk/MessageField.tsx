import { useRef, useState, type FormEvent } from 'react';
import type { ReadyReply } from '../../domain/desk/desk-answers.ts';
import { useDesk } from './context.ts';

/** The longest message the server takes (MAX_MESSAGE of server/store/request-actions.ts). */
const MAX_MESSAGE = 5000;

/**
 * The replies a mailbox keeps ready, above a message box: one chosen by its title goes into the box (after what is
 * there), in the request's language, and the focus goes to the box to read or change it before sending.
 */
function ReadyReplies({ id, replies, value, onInsert }: { id: string; replies: ReadyReply[]; value: string; onInsert: (text: string) => void }) {
  const { tr } = useDesk();
  const [chosen, setChosen] = useState('');
  const insert = () => {
    const reply = replies[Number(chosen)];
    if (!reply) return;
    onInsert(value.trim() ? `${value.replace(/\s+$/, '')}\n\n${reply.text}` : reply.text);
    setChosen('');
  };
  return (
    <div className="desk-ready">
      <div className="desk-field">
        <label htmlFor={`${id}-ready`}>{tr('desk.ready.label')}</label>
        <select id={`${id}-ready`} className="desk-input" value={chosen} onChange={(event) => setChosen(event.currentTarget.value)}>
          <option value="">{tr('desk.ready.none')}</option>
          {replies.map((reply, n) => (
            <option key={reply.title} value={String(n)}>
              {reply.title}
            </option>
          ))}
        </select>
      </div>
      <button type="button" className="button secondary" onClick={insert}>
        {tr('desk.ready.insert')}
      </button>
    </div>
  );
}

/** A message box with its label, hint and the error of an empty submit; above it, the mailbox's ready replies if any. */
export function MessageField(props: {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (text: string) => void;
  error?: string | undefined;
  /** Replies the mailbox keeps ready, with the hint that names the request's language. */
  ready?: { replies: ReadyReply[]; hint: string } | undefined;
}) {
  const box = useRef<HTMLTextAreaElement>(null);
  const described = [props.hint ? `${props.id}-hint` : '', props.error ? `${props.id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="desk-field">
      {props.ready?.replies.length ? (
        <>
          <ReadyReplies
            id={props.id}
            replies={props.ready.replies}
            value={props.value}
            onInsert={(text) => {
              props.onChange(text);
              box.current?.focus();
            }}
          />
          <p className="desk-hint">{props.ready.hint}</p>
        </>
      ) : null}
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
        ref={box}
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
  ready?: { replies: ReadyReply[]; hint: string } | undefined;
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
      <MessageField id={props.id} label={props.label} hint={props.hint} value={text} onChange={setText} error={error} ready={props.ready} />
      <button type="submit" className={props.secondary ? 'button secondary' : 'button'} aria-disabled={props.busy || undefined}>
        {props.button}
      </button>
    </form>
  );
}
