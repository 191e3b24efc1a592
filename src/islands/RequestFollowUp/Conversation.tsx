import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { CitizenRequest } from '../../domain/requests/citizen-request.ts';
import type { RequestTexts } from '../shared/requests/texts.ts';

interface Props {
  request: CitizenRequest;
  texts: RequestTexts;
  /** Sends the reply; answers what became of it. */
  onReply: (message: string) => Promise<'sent' | 'closed' | 'failed'>;
}

/**
 * The conversation with the town hall (docs/product-spec.md §3 `threads`): its messages, alone or with a status
 * change, and the citizen's replies, oldest first; then the reply box while the request is open, or why it takes no
 * more.
 */
export function Conversation({ request, texts, onReply }: Props) {
  const { tr } = texts;
  const ids = { title: useId(), box: useId(), hint: useId(), error: useId() };
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const status = useRef<HTMLParagraphElement>(null);
  // What became of the message shows beside its button, and is brought on screen (a phone's keyboard closing moves
  // the page): a confirmation only a screen reader heard left the citizen wondering whether it went.
  useEffect(() => {
    if (said) status.current?.scrollIntoView?.({ block: 'nearest' });
  }, [said]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!message.trim()) return setProblem(tr('followUp.replyEmpty'));
    setProblem(undefined);
    setBusy(true);
    setSaid(tr('followUp.replySending'));
    const outcome = await onReply(message.trim());
    setBusy(false);
    if (outcome === 'sent') {
      setMessage('');
      setSaid(tr('followUp.replySent'));
    } else {
      setSaid('');
      if (outcome === 'failed') setProblem(tr('followUp.replyError'));
    }
  };

  return (
    <section aria-labelledby={ids.title}>
      <h2 id={ids.title}>{tr('followUp.conversation')}</h2>
      {request.threads.length === 0 ? (
        <p>{tr('followUp.noMessages')}</p>
      ) : (
        <ol className="thread">
          {request.threads.map((entry, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the conversation has no ids and only grows at its end, oldest first: an entry keeps its place
            <li key={`${entry.at}-${i}`} className={entry.author === 'staff' ? 'from-staff' : 'from-citizen'}>
              <span className="message-meta">
                <strong>{entry.author === 'staff' ? tr('followUp.townHall') : tr('followUp.you')}</strong> · {texts.moment(entry.at)}
              </span>
              {entry.status ? <p className="message-text">{tr('followUp.movedTo', { status: texts.status(entry.status) })}</p> : null}
              <p className="message-text">{entry.message}</p>
            </li>
          ))}
        </ol>
      )}
      {request.canReply ? (
        <form className="reply no-print" noValidate onSubmit={(event) => void send(event)} aria-busy={busy}>
          <label htmlFor={ids.box}>{tr('followUp.replyLabel')}</label>
          <p className="hint" id={ids.hint}>
            {tr('followUp.replyHint')}
          </p>
          {problem ? (
            <p className="error" id={ids.error}>
              <span className="visually-hidden">Error: </span>
              {problem}
            </p>
          ) : null}
          <textarea
            id={ids.box}
            name="message"
            maxLength={5000}
            value={message}
            aria-describedby={problem ? `${ids.hint} ${ids.error}` : ids.hint}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => setMessage(event.target.value)}
          />
          <p>
            <button type="submit" className="button" aria-disabled={busy || undefined}>
              {busy ? tr('followUp.replySending') : tr('followUp.replySend')}
            </button>
          </p>
          <p ref={status} className="reply-status" role="status">
            {said}
          </p>
        </form>
      ) : (
        <p className="notice no-print">{tr('followUp.closed')}</p>
      )}
    </section>
  );
}
