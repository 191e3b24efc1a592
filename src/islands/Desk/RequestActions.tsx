import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { DeskRequest } from '../../domain/desk-answers.ts';
import { nextStatuses, type RequestStatus } from '../../domain/request-status.ts';
import type { DeskAction } from '../../schemas/desk-action.ts';
import { useDesk } from './context.ts';
import type { Outcome } from './RequestPage.tsx';

/** The longest message the server takes (MAX_MESSAGE of server/store/request-actions.ts). */
const MAX_MESSAGE = 5000;

interface ActionsProps {
  request: DeskRequest;
  busy: boolean;
  outcome: Outcome;
  /** True when the action was stored; the form then empties. */
  perform: (action: DeskAction) => Promise<boolean>;
}

/** A message box with its label, hint and the error of an empty submit. */
function MessageField(props: { id: string; label: string; hint?: string; value: string; onChange: (text: string) => void; error?: string | undefined }) {
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
 * What staff do with a request: assign it, move its status (with a message to the citizen or without), write to
 * the citizen, add an internal note. Each form sends the version the member saw; what they typed stays until the
 * server stores it.
 */
export function RequestActions({ request, busy, outcome, perform }: ActionsProps) {
  const { tr, staff, statusLabel } = useDesk();
  const me = staff.me._id;
  const moves = nextStatuses(request.status);
  const handlers = staff.staff.filter((member) => member.mailboxes === null || member.mailboxes.includes(request.mailbox));
  const [assignee, setAssignee] = useState(request.assignedTo ?? '');
  const [to, setTo] = useState<RequestStatus | ''>('');
  const [statusMessage, setStatusMessage] = useState('');
  const [message, setMessage] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const told = useRef<HTMLDivElement>(null);

  // The request changed (an action, or a colleague's in a conflict): the choices follow what it is now.
  useEffect(() => {
    setAssignee(request.assignedTo ?? '');
    setTo((before) => (before && nextStatuses(request.status).includes(before) ? before : ''));
  }, [request.assignedTo, request.status]);
  // A problem is read out at once (role alert) and scrolled into view; the focus stays where the member is.
  useEffect(() => {
    if (outcome?.kind === 'problem') told.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);

  const send = (event: FormEvent, action: DeskAction, clear?: () => void) => {
    event.preventDefault();
    void perform(action).then((stored) => {
      if (stored) clear?.();
    });
  };
  const required = (name: string, text: string) => {
    const missing = !text.trim();
    setErrors((before) => ({ ...before, [name]: missing ? tr('desk.message.required') : '' }));
    return !missing;
  };
  const version = request.version;

  return (
    <aside className="desk-actions" id="desk-actions" aria-labelledby="desk-actions-title">
      <div>
        <h3 id="desk-actions-title">{tr('desk.actions')}</h3>
        <div className="desk-outcome desk-outcome-done" role="status">
          {busy ? tr('desk.saving') : outcome?.kind === 'done' ? outcome.text : ''}
        </div>
        <div ref={told} className="desk-outcome desk-outcome-problem" role="alert">
          {outcome?.kind === 'problem' ? outcome.text : ''}
        </div>
      </div>

      <form
        className="desk-action"
        aria-labelledby="desk-assign-title"
        onSubmit={(e) => send(e, { action: 'assign', expectedVersion: version, to: assignee || null })}
      >
        <h4 id="desk-assign-title">{tr('desk.assign.heading')}</h4>
        <div className="desk-field">
          <label htmlFor="desk-assignee-to">{tr('desk.assign.label')}</label>
          <select id="desk-assignee-to" className="desk-input" value={assignee} onChange={(e) => setAssignee(e.currentTarget.value)}>
            <option value="">{tr('desk.filter.nobody')}</option>
            {handlers.map((member) => (
              <option key={member._id} value={member._id}>
                {member._id === me ? tr('desk.assign.you', { name: member.name }) : member.name}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-buttons">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {tr('desk.assign.button')}
          </button>
          {request.assignedTo !== me ? (
            <button
              type="button"
              className="button secondary"
              aria-disabled={busy || undefined}
              onClick={(e) => send(e, { action: 'assign', expectedVersion: version, to: me })}
            >
              {tr('desk.assign.me')}
            </button>
          ) : null}
        </div>
      </form>

      <form
        className="desk-action"
        aria-labelledby="desk-status-title"
        onSubmit={(e) => {
          if (!to) {
            e.preventDefault();
            setErrors((before) => ({ ...before, status: tr('desk.status.choose') }));
            return;
          }
          setErrors((before) => ({ ...before, status: '' }));
          send(e, { action: 'status', expectedVersion: version, to, ...(statusMessage.trim() ? { message: statusMessage } : {}) }, () => {
            setStatusMessage('');
            setTo('');
          });
        }}
      >
        <h4 id="desk-status-title">{tr('desk.status.heading')}</h4>
        <p>{tr('desk.status.current', { status: statusLabel(request.status) })}</p>
        {moves.length ? (
          <>
            <fieldset
              className="desk-choices"
              aria-invalid={errors.status ? true : undefined}
              aria-describedby={errors.status ? 'desk-status-error' : undefined}
            >
              <legend>{tr('desk.status.to')}</legend>
              {errors.status ? (
                <p className="desk-error" id="desk-status-error">
                  {errors.status}
                </p>
              ) : null}
              {moves.map((status) => (
                <label key={status} className="desk-choice">
                  <input type="radio" name="desk-status-to" value={status} checked={to === status} onChange={() => setTo(status)} />
                  {request.status === 'Resuelta' && status === 'En gestión' ? tr('desk.status.reopen', { status: statusLabel(status) }) : statusLabel(status)}
                </label>
              ))}
            </fieldset>
            <MessageField
              id="desk-status-message"
              label={tr('desk.status.message')}
              hint={tr(request.notifiable ? 'desk.notifiable' : 'desk.notNotifiable')}
              value={statusMessage}
              onChange={setStatusMessage}
            />
            <button type="submit" className="button" aria-disabled={busy || undefined}>
              {tr('desk.status.button')}
            </button>
          </>
        ) : (
          <p className="desk-muted">{tr('desk.status.final')}</p>
        )}
      </form>

      {request.status !== 'Cerrada' ? (
        <form
          className="desk-action"
          aria-labelledby="desk-message-title"
          onSubmit={(e) => {
            if (!required('message', message)) return e.preventDefault();
            send(e, { action: 'message', expectedVersion: version, message }, () => setMessage(''));
          }}
        >
          <h4 id="desk-message-title">{tr('desk.message.heading')}</h4>
          <MessageField
            id="desk-message"
            label={tr('desk.message.label')}
            hint={tr(request.notifiable ? 'desk.notifiable' : 'desk.notNotifiable')}
            value={message}
            onChange={setMessage}
            error={errors.message}
          />
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {tr('desk.message.button')}
          </button>
        </form>
      ) : null}

      <form
        className="desk-action"
        aria-labelledby="desk-note-title"
        onSubmit={(e) => {
          if (!required('note', note)) return e.preventDefault();
          send(e, { action: 'note', expectedVersion: version, message: note }, () => setNote(''));
        }}
      >
        <h4 id="desk-note-title">{tr('desk.note.heading')}</h4>
        <MessageField id="desk-note" label={tr('desk.note.label')} hint={tr('desk.note.hint')} value={note} onChange={setNote} error={errors.note} />
        <button type="submit" className="button secondary" aria-disabled={busy || undefined}>
          {tr('desk.note.button')}
        </button>
      </form>
    </aside>
  );
}
