import { useEffect, useRef, useState } from 'react';
import { answered, isFailure, refusalOf } from '../../api/client.ts';
import type { ActionRefusal } from '../../api/desk.ts';
import type { ApiErrorCode } from '../../domain/http/api-errors.ts';
import type { DeskRequest } from '../../domain/desk/desk-answers.ts';
import type { Coordinates } from '../../schemas/common.ts';
import type { DeskAction } from '../../schemas/desk-action.ts';
import { LAST_QUEUE_KEY, useDesk } from './context.ts';
import { RequestActions } from './RequestActions.tsx';
import { RequestSent } from './RequestSent.tsx';
import { actorName, RequestTimeline, what } from './RequestTimeline.tsx';
import { StatusBadge } from '../shared/requests/StatusBadge.tsx';

type Loaded = { name: 'loading' } | { name: 'ready'; request: DeskRequest } | { name: 'missing' | 'notYours' | 'noReference' | 'failed' };

/**
 * How often an open request asks whether a colleague (or the citizen) changed it meanwhile, besides each time the
 * window comes back into focus: the server refuses a stale action anyway (a conflict); this says so before one.
 */
export const CHANGE_POLL_MS = 30_000;

/** What the last action did, told to screen readers politely when it worked and at once when it did not. */
export type Outcome = { kind: 'done' | 'problem'; text: string } | undefined;

/** What a refused action's `errCode` tells the member. */
const PROBLEMS: Partial<Record<ApiErrorCode, string>> = {
  conflict: 'desk.conflict',
  transition: 'desk.error.transition',
  message: 'desk.error.message',
  assignee: 'desk.error.assignee',
  mailbox: 'desk.notYours',
  actor: 'desk.notYours',
  'not-found': 'desk.notFound',
};

/** The text of a successful action. */
function doneText(
  action: DeskAction,
  after: DeskRequest,
  tr: (key: string, params?: Record<string, string>) => string,
  names: (id: string) => string,
  status: (s: DeskRequest['status']) => string,
) {
  if (action.action === 'status') return tr('desk.done.status', { status: status(after.status) });
  if (action.action === 'assign') return action.to ? tr('desk.done.assign', { name: names(action.to) }) : tr('desk.done.unassign');
  return tr(action.action === 'note' ? 'desk.done.note' : 'desk.done.message');
}

/**
 * One request at the desk (`/gestion/solicitud?ref=…`): what the citizen sent, the conversation and history,
 * and the actions. An action answers the request as it now is; a conflict shows the state another member left it
 * in, and what this member typed stays in its form.
 */
export function RequestPage({
  center,
  mapStyle,
  onShown,
}: {
  center: Coordinates;
  mapStyle: string;
  /** The request shown, or undefined while there is none: the page's heading names it. */
  onShown: (request: { reference: string; title: string } | undefined) => void;
}) {
  const desk = useDesk();
  const { api, tr, deskPath, signedOut, staffName, statusLabel, dateTime, mailboxTitle, languageName, staff } = desk;
  const [loaded, setLoaded] = useState<Loaded>({ name: 'loading' });
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const [back, setBack] = useState(deskPath);
  const reference = useRef('');
  // Someone else's step seen since the page was read: who, and what (RequestTimeline's words).
  const [changed, setChanged] = useState('');
  const shown = useRef<DeskRequest | undefined>(undefined);
  shown.current = loaded.name === 'ready' ? loaded.request : undefined;
  const acting = useRef(false);
  acting.current = busy;

  useEffect(() => {
    setBack(`${deskPath}${sessionStorage.getItem(LAST_QUEUE_KEY) ?? ''}`);
    reference.current = new URLSearchParams(location.search).get('ref')?.trim() ?? '';
    if (!reference.current) {
      setLoaded({ name: 'noReference' });
      return;
    }
    const leaving = new AbortController();
    void api.request(reference.current, leaving.signal).then((answer) => {
      if (leaving.signal.aborted) return;
      const request = answered(answer);
      const code = refusalOf(answer)?.code;
      if (code === 'not-signed-in') signedOut();
      else if (code === 'not-found') setLoaded({ name: 'missing' });
      else if (code === 'mailbox' || code === 'not-staff') setLoaded({ name: 'notYours' });
      else if (!request) setLoaded({ name: 'failed' });
      else setLoaded({ name: 'ready', request });
    });
    return () => leaving.abort();
  }, [api, deskPath, signedOut]);

  const shownReference = loaded.name === 'ready' ? loaded.request.reference : undefined;
  const shownTitle = loaded.name === 'ready' ? loaded.request.title : '';
  useEffect(() => onShown(shownReference === undefined ? undefined : { reference: shownReference, title: shownTitle }), [onShown, shownReference, shownTitle]);

  // A colleague's change shows when it happens (within CHANGE_POLL_MS, or when the window is back in focus), with
  // who made it; what this member is typing stays in its form, as after a conflict.
  const ready = loaded.name === 'ready';
  useEffect(() => {
    if (!ready) return;
    const leaving = new AbortController();
    const look = () => {
      const before = shown.current;
      if (!before || acting.current || document.visibilityState === 'hidden') return;
      void api.request(before.reference, leaving.signal).then((answer) => {
        const now = answered(answer);
        const current = shown.current;
        if (leaving.signal.aborted || !now || !current || acting.current || now.reference !== current.reference) return;
        const seen = Math.max(0, ...current.history.map((entry) => entry.id));
        const others = now.history.filter((entry) => entry.id > seen && !(entry.actor.kind === 'staff' && entry.actor.id === staff.me._id));
        if (!others.length) return;
        const last = others[others.length - 1]!;
        setChanged(tr('desk.changed', { name: actorName(last, desk), when: dateTime(last.at), what: what(last, desk) }));
        setLoaded({ name: 'ready', request: now });
      });
    };
    const timer = setInterval(look, CHANGE_POLL_MS);
    addEventListener('focus', look);
    return () => {
      leaving.abort();
      clearInterval(timer);
      removeEventListener('focus', look);
    };
  }, [ready, api, staff.me._id, tr, desk, dateTime]);

  useEffect(() => {
    if (loaded.name === 'ready') document.title = `${loaded.request.reference} · ${document.title.replace(/^[A-Z]{2,5}-\d{4}-\w{4}-\w{4} · /, '')}`;
  }, [loaded]);

  /** Applies an action; true when it was stored (the form empties), false when the form keeps what was typed. */
  const perform = async (action: DeskAction): Promise<boolean> => {
    if (loaded.name !== 'ready' || busy) return false;
    setBusy(true);
    setOutcome(undefined);
    setChanged('');
    const answer = await api.act(loaded.request.reference, action);
    setBusy(false);
    const refused = refusalOf(answer);
    if (!refused) {
      const after = answer as DeskRequest;
      setLoaded({ name: 'ready', request: after });
      setOutcome({ kind: 'done', text: doneText(action, after, tr, staffName, statusLabel) });
      return true;
    }
    if (refused.code === 'not-signed-in') signedOut();
    const current = isFailure(answer) ? undefined : (answer as ActionRefusal).current;
    if (refused.code === 'conflict' && current) setLoaded({ name: 'ready', request: current });
    setOutcome({ kind: 'problem', text: tr((refused.code && PROBLEMS[refused.code]) || 'desk.error.save') });
    return false;
  };

  const backLink = (
    <p className="desk-back">
      <a href={back}>
        <span aria-hidden="true">← </span>
        {tr('desk.back')}
      </a>
      {loaded.name === 'ready' ? (
        <a href="#desk-actions" className="desk-to-actions">
          {tr('desk.toActions')}
        </a>
      ) : null}
    </p>
  );
  if (loaded.name !== 'ready') {
    const message = {
      loading: 'desk.loadingRequest',
      missing: 'desk.notFound',
      notYours: 'desk.notYours',
      noReference: 'desk.noReference',
      failed: 'desk.unreachable',
    }[loaded.name];
    return (
      <div className="desk-request-page">
        {backLink}
        <p className={loaded.name === 'loading' ? 'loading-indicator' : 'desk-problem'} role={loaded.name === 'loading' ? 'status' : 'alert'}>
          {tr(message)}
        </p>
      </div>
    );
  }
  const { request } = loaded;
  return (
    <div className="desk-request-page">
      {backLink}
      <header className="desk-request-head">
        <dl className="desk-summary" aria-label={tr('desk.summary')}>
          {(
            [
              ['desk.column.status', <StatusBadge key="status" status={request.status} label={statusLabel(request.status)} />],
              ['desk.column.mailbox', mailboxTitle(request.mailbox)],
              [
                'desk.column.created',
                <time key="created" dateTime={request.createdAt}>
                  {dateTime(request.createdAt)}
                </time>,
              ],
              [
                'desk.column.updated',
                <time key="updated" dateTime={request.updatedAt}>
                  {dateTime(request.updatedAt)}
                </time>,
              ],
              ['desk.column.assignee', request.assignedTo ? staffName(request.assignedTo) : tr('desk.filter.nobody')],
              ['desk.language', languageName(request.language)],
            ] as const
          ).map(([label, value]) => (
            <div key={label}>
              <dt>{tr(label)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <p className="desk-print">
          <button type="button" className="button secondary" onClick={() => print()}>
            {tr('desk.print')}
          </button>
        </p>
        <p className="desk-print-only">{tr('desk.printed', { when: dateTime(new Date().toISOString()), name: staff.me.name })}</p>
      </header>
      <p className="desk-changed" role="status">
        {changed}
      </p>
      <div className="desk-request">
        <div className="desk-request-main">
          <RequestSent request={request} center={center} mapStyle={mapStyle} />
          <RequestTimeline request={request} />
        </div>
        <RequestActions request={request} busy={busy} outcome={outcome} perform={perform} />
      </div>
    </div>
  );
}
