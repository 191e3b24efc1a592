import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { DeskRequest } from '../../domain/desk/desk-answers.ts';
import { nextStatuses, type RequestStatus } from '../../domain/requests/request-status.ts';
import type { DeskAction } from '../../schemas/desk-action.ts';
import { useDesk } from './context.ts';
import { MessageField, WriteForm } from './MessageField.tsx';
import type { Outcome } from './RequestPage.tsx';

type ReadyAid = { replies: DeskRequest['readyReplies']; hint: string } | undefined;

interface ActionsProps {
  request: DeskRequest;
  busy: boolean;
  outcome: Outcome;
  /** True when the action was stored; the form then empties. */
  perform: (action: DeskAction) => Promise<boolean>;
}

/** Assign to oneself or to a colleague who handles the request's mailbox, or to nobody. */
function AssignForm({ request, busy, perform }: Omit<ActionsProps, 'outcome'>) {
  const { tr, staff } = useDesk();
  const me = staff.me._id;
  const handlers = staff.staff.filter((member) => member.mailboxes === null || member.mailboxes.includes(request.mailbox));
  const [assignee, setAssignee] = useState(request.assignedTo ?? '');
  // The request changed (an action, or a colleague's in a conflict): the choice follows who has it now.
  useEffect(() => setAssignee(request.assignedTo ?? ''), [request.assignedTo]);
  const assign = (event: FormEvent, to: string | null) => {
    event.preventDefault();
    void perform({ action: 'assign', expectedVersion: request.version, to });
  };
  return (
    <form className="desk-action" aria-labelledby="desk-assign-title" onSubmit={(e) => assign(e, assignee || null)}>
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
          <button type="button" className="button secondary" aria-disabled={busy || undefined} onClick={(e) => assign(e, me)}>
            {tr('desk.assign.me')}
          </button>
        ) : null}
      </div>
    </form>
  );
}

/** Move along the lifecycle's next steps, with an optional message to the citizen. */
function StatusForm({ request, busy, perform, ready }: Omit<ActionsProps, 'outcome'> & { ready: ReadyAid }) {
  const { tr, statusLabel } = useDesk();
  const moves = nextStatuses(request.status);
  const [to, setTo] = useState<RequestStatus | ''>('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string>();
  // A colleague's change may take the chosen step away; the message stays.
  useEffect(() => setTo((before) => (before && nextStatuses(request.status).includes(before) ? before : '')), [request.status]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!to) return setError(tr('desk.status.choose'));
    setError(undefined);
    void perform({ action: 'status', expectedVersion: request.version, to, ...(message.trim() ? { message } : {}) }).then((stored) => {
      if (!stored) return;
      setMessage('');
      setTo('');
    });
  };
  return (
    <form className="desk-action" aria-labelledby="desk-status-title" onSubmit={submit}>
      <h4 id="desk-status-title">{tr('desk.status.heading')}</h4>
      <p>{tr('desk.status.current', { status: statusLabel(request.status) })}</p>
      {moves.length ? (
        <>
          <fieldset className="desk-choices" aria-invalid={error ? true : undefined} aria-describedby={error ? 'desk-status-error' : undefined}>
            <legend>{tr('desk.status.to')}</legend>
            {error ? (
              <p className="desk-error" id="desk-status-error">
                {error}
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
            value={message}
            onChange={setMessage}
            ready={ready}
          />
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {tr('desk.status.button')}
          </button>
        </>
      ) : (
        <p className="desk-muted">{tr('desk.status.final')}</p>
      )}
    </form>
  );
}

/**
 * What staff do with a request: assign it, move its status (with a message to the citizen or without), write to
 * the citizen, add an internal note. Each form sends the version the member saw; what they typed stays until the
 * server stores it.
 */
export function RequestActions({ request, busy, outcome, perform }: ActionsProps) {
  const { tr, languageName } = useDesk();
  // The mailbox's ready replies for what goes to the citizen, in the request's language (never for a note).
  const ready: ReadyAid = request.readyReplies.length
    ? { replies: request.readyReplies, hint: tr('desk.ready.hint', { language: languageName(request.language) }) }
    : undefined;
  const told = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLDivElement>(null);
  // What became of an action is read out at once (a problem as an alert) and scrolled into view, as the forms below
  // ("Mensaje enviado." after the message form) leave it off screen; the focus stays where the member is.
  useEffect(() => {
    if (outcome) (outcome.kind === 'problem' ? told : done).current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);
  const write = (action: 'message' | 'note') => (message: string) => perform({ action, expectedVersion: request.version, message });

  // An action can take away the control that had the focus: «Asignármela» once the request is the member's, the
  // status choices and the message form once it is closed. The focus then stays in the form it was in (its first
  // control, or its heading when none is left), or at the heading of these actions when the form is gone, never on
  // the page's <body>, where a keyboard or screen reader user would have to start again from the top.
  const aside = useRef<HTMLElement>(null);
  const focusedForm = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the request changed under the focus, which these name
  useEffect(() => {
    const active = document.activeElement;
    if (!focusedForm.current || (active && active !== document.body && active.isConnected)) return;
    const form = aside.current?.querySelector<HTMLFormElement>(`form[aria-labelledby="${focusedForm.current}"]`);
    const control = form?.querySelector<HTMLElement>('input:not([type="hidden"]), select, textarea, button');
    const target = control ?? form?.querySelector<HTMLElement>('h4') ?? aside.current?.querySelector<HTMLElement>('h3');
    if (!target) return;
    if (!control) target.tabIndex = -1;
    target.focus();
  }, [request.version, request.status, request.assignedTo]);

  return (
    <aside
      ref={aside}
      className="desk-actions"
      id="desk-actions"
      aria-labelledby="desk-actions-title"
      onFocus={(event) => {
        focusedForm.current = (event.target as HTMLElement).closest('form')?.getAttribute('aria-labelledby') ?? null;
      }}
    >
      <div>
        <h3 id="desk-actions-title">{tr('desk.actions')}</h3>
        <div ref={done} className="desk-outcome desk-outcome-done" role="status">
          {busy ? tr('desk.saving') : outcome?.kind === 'done' ? outcome.text : ''}
        </div>
        <div ref={told} className="desk-outcome desk-outcome-problem" role="alert">
          {outcome?.kind === 'problem' ? outcome.text : ''}
        </div>
      </div>
      <AssignForm request={request} busy={busy} perform={perform} />
      <StatusForm request={request} busy={busy} perform={perform} ready={ready} />
      {/* A closed request takes no more conversation; notes still. */}
      {request.status !== 'Cerrada' ? (
        <WriteForm
          id="desk-message"
          heading={tr('desk.message.heading')}
          label={tr('desk.message.label')}
          hint={tr(request.notifiable ? 'desk.notifiable' : 'desk.notNotifiable')}
          button={tr('desk.message.button')}
          busy={busy}
          send={write('message')}
          ready={ready}
        />
      ) : null}
      <WriteForm
        id="desk-note"
        heading={tr('desk.note.heading')}
        label={tr('desk.note.label')}
        hint={tr('desk.note.hint')}
        button={tr('desk.note.button')}
        secondary
        busy={busy}
        send={write('note')}
      />
    </aside>
  );
}
