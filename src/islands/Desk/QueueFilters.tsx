import { useEffect, useState, type FormEvent } from 'react';
import { EMPTY_QUERY, type DeskQuery } from '../../domain/desk/desk-query.ts';
import { REQUEST_STATUSES, isRequestStatus } from '../../domain/requests/request-status.ts';
import { useDesk } from './context.ts';

interface Draft {
  q: string;
  mailbox: string;
  status: string;
  assignee: string;
  from: string;
  to: string;
  overdue: boolean;
  unread: boolean;
}

const draftOf = (query: DeskQuery): Draft => ({
  q: query.q ?? '',
  mailbox: query.mailboxes.join(','),
  status: query.status ?? '',
  assignee: query.assignee ?? '',
  from: query.from ?? '',
  to: query.to ?? '',
  overdue: !!query.overdue,
  unread: !!query.unread,
});

/** A choice: its value and what it reads. */
type Option = [string, string];

function Choice(props: { id: string; label: string; value: string; onChange: (event: { currentTarget: { value: string } }) => void; options: Option[] }) {
  return (
    <div className="desk-field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} className="desk-input" value={props.value} onChange={props.onChange}>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A day the queue starts or ends at; the other end of the range bounds what it offers. */
function DateFilter(props: {
  id: string;
  label: string;
  value: string;
  onChange: (event: { currentTarget: { value: string } }) => void;
  min?: string;
  max?: string;
}) {
  return (
    <div className="desk-field">
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        type="date"
        className="desk-input"
        value={props.value}
        onChange={props.onChange}
        min={props.min || undefined}
        max={props.max || undefined}
      />
    </div>
  );
}

/** How many filters the applied query has (the sort is an order, not a filter). */
export const activeFilters = (query: DeskQuery) =>
  [query.q, query.mailboxes.length > 0, query.status, query.assignee, query.from, query.to, query.overdue, query.unread].filter(Boolean).length;

/**
 * The queue's filters, applied together with "Filtrar" (or Enter in the search box) rather than at each key, so a
 * screen reader is not interrupted and the address changes once per search. On a phone (`folded`) they wait behind
 * a disclosure that says how many are applied ("Filtros (2 activos)"), so the requests come first.
 */
export function QueueFilters({
  query,
  mailboxes,
  onApply,
  folded = false,
}: {
  query: DeskQuery;
  mailboxes: Array<{ _id: string; title: string }>;
  onApply: (query: DeskQuery) => void;
  folded?: boolean;
}) {
  const { tr, statusLabel, staff } = useDesk();
  const [draft, setDraft] = useState<Draft>(() => draftOf(query));
  // Back, a status link or a page link changed the query: the form shows what is applied.
  useEffect(() => setDraft(draftOf(query)), [query]);

  const set = (name: Exclude<keyof Draft, 'overdue' | 'unread'>) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setDraft((before) => ({ ...before, [name]: value }));
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply({
      ...query,
      q: draft.q.trim() || undefined,
      mailboxes: draft.mailbox ? draft.mailbox.split(',') : [],
      status: isRequestStatus(draft.status) ? draft.status : undefined,
      assignee: draft.assignee || undefined,
      from: draft.from || undefined,
      to: draft.to || undefined,
      overdue: draft.overdue || undefined,
      unread: draft.unread || undefined,
    });
  };
  const colleagues = staff.staff.filter((member) => member._id !== staff.me._id);

  const form = (
    <form className="desk-filters" aria-label={tr('desk.filters')} onSubmit={apply}>
      <div className="desk-field desk-field-wide">
        <label htmlFor="desk-q">{tr('desk.filter.q')}</label>
        <input id="desk-q" type="search" className="desk-input" value={draft.q} onChange={set('q')} aria-describedby="desk-q-hint" maxLength={200} />
        <p className="desk-hint" id="desk-q-hint">
          {tr('desk.filter.qHint')}
        </p>
      </div>
      <Choice
        id="desk-mailbox"
        label={tr('desk.filter.mailbox')}
        value={draft.mailbox}
        onChange={set('mailbox')}
        options={[
          ['', tr('desk.filter.allMailboxes')],
          ...mailboxes.map((m): Option => [m._id, m.title]),
          // A shared address may name several mailboxes: the form keeps them as one choice.
          ...(query.mailboxes.length > 1
            ? [[query.mailboxes.join(','), query.mailboxes.map((id) => mailboxes.find((m) => m._id === id)?.title ?? id).join(', ')] as Option]
            : []),
        ]}
      />
      <Choice
        id="desk-status"
        label={tr('desk.filter.status')}
        value={draft.status}
        onChange={set('status')}
        options={[['', tr('desk.filter.allStatuses')], ...REQUEST_STATUSES.map((status): Option => [status, statusLabel(status)])]}
      />
      <Choice
        id="desk-assignee"
        label={tr('desk.filter.assignee')}
        value={draft.assignee}
        onChange={set('assignee')}
        options={[
          ['', tr('desk.filter.anyone')],
          ['me', tr('desk.filter.me')],
          ['none', tr('desk.filter.nobody')],
          ...colleagues.map((member): Option => [member._id, member.name]),
        ]}
      />
      <DateFilter id="desk-from" label={tr('desk.filter.from')} value={draft.from} onChange={set('from')} max={draft.to} />
      <DateFilter id="desk-to" label={tr('desk.filter.to')} value={draft.to} onChange={set('to')} min={draft.from} />
      <div className="desk-field desk-check">
        <label>
          <input
            type="checkbox"
            checked={draft.overdue}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              setDraft((before) => ({ ...before, overdue: checked }));
            }}
            aria-describedby="desk-overdue-hint"
          />{' '}
          {tr('desk.filter.overdue')}
        </label>
        <p className="desk-hint" id="desk-overdue-hint">
          {tr('desk.filter.overdueHint')}
        </p>
      </div>
      <div className="desk-field desk-check">
        <label>
          <input
            type="checkbox"
            checked={draft.unread}
            onChange={(event) => {
              const { checked } = event.currentTarget;
              setDraft((before) => ({ ...before, unread: checked }));
            }}
            aria-describedby="desk-unread-hint"
          />{' '}
          {tr('desk.filter.unread')}
        </label>
        <p className="desk-hint" id="desk-unread-hint">
          {tr('desk.filter.unreadHint')}
        </p>
      </div>
      <div className="desk-filter-actions">
        <button type="submit" className="button">
          {tr('desk.filter.apply')}
        </button>
        <button type="button" className="button secondary" onClick={() => onApply({ ...EMPTY_QUERY, sort: query.sort })}>
          {tr('desk.filter.clear')}
        </button>
      </div>
    </form>
  );
  if (!folded) return form;
  const active = activeFilters(query);
  return (
    <details className="desk-filters-fold">
      <summary>{active === 0 ? tr('desk.filters.fold') : active === 1 ? tr('desk.filters.foldOne') : tr('desk.filters.foldMany', { count: active })}</summary>
      {form}
    </details>
  );
}
