import { useEffect, useState, type FormEvent } from 'react';
import { EMPTY_QUERY, type DeskQuery } from '../../domain/desk-query.ts';
import { REQUEST_STATUSES, isRequestStatus } from '../../domain/request-status.ts';
import { useDesk } from './context.ts';

interface Draft {
  q: string;
  mailbox: string;
  status: string;
  assignee: string;
  from: string;
  to: string;
}

const draftOf = (query: DeskQuery): Draft => ({
  q: query.q ?? '',
  mailbox: query.mailboxes.join(','),
  status: query.status ?? '',
  assignee: query.assignee ?? '',
  from: query.from ?? '',
  to: query.to ?? '',
});

/**
 * The queue's filters, applied together with "Filtrar" (or Enter in the search box) rather than at each key, so a
 * screen reader is not interrupted and the address changes once per search.
 */
export function QueueFilters({
  query,
  mailboxes,
  onApply,
}: {
  query: DeskQuery;
  mailboxes: Array<{ _id: string; title: string }>;
  onApply: (query: DeskQuery) => void;
}) {
  const { tr, statusLabel, staff } = useDesk();
  const [draft, setDraft] = useState<Draft>(() => draftOf(query));
  // Back, a status link or a page link changed the query: the form shows what is applied.
  useEffect(() => setDraft(draftOf(query)), [query]);

  const set = (name: keyof Draft) => (event: { currentTarget: { value: string } }) => {
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
    });
  };
  const colleagues = staff.staff.filter((member) => member._id !== staff.me._id);

  return (
    <form className="desk-filters" aria-label={tr('desk.filters')} onSubmit={apply}>
      <div className="desk-field desk-field-wide">
        <label htmlFor="desk-q">{tr('desk.filter.q')}</label>
        <input id="desk-q" type="search" className="desk-input" value={draft.q} onChange={set('q')} aria-describedby="desk-q-hint" maxLength={200} />
        <p className="desk-hint" id="desk-q-hint">
          {tr('desk.filter.qHint')}
        </p>
      </div>
      <div className="desk-field">
        <label htmlFor="desk-mailbox">{tr('desk.filter.mailbox')}</label>
        <select id="desk-mailbox" className="desk-input" value={draft.mailbox} onChange={set('mailbox')}>
          <option value="">{tr('desk.filter.allMailboxes')}</option>
          {mailboxes.map((m) => (
            <option key={m._id} value={m._id}>
              {m.title}
            </option>
          ))}
          {/* A shared address may name several mailboxes: the form keeps them as one choice. */}
          {query.mailboxes.length > 1 ? (
            <option value={query.mailboxes.join(',')}>{query.mailboxes.map((id) => mailboxes.find((m) => m._id === id)?.title ?? id).join(', ')}</option>
          ) : null}
        </select>
      </div>
      <div className="desk-field">
        <label htmlFor="desk-status">{tr('desk.filter.status')}</label>
        <select id="desk-status" className="desk-input" value={draft.status} onChange={set('status')}>
          <option value="">{tr('desk.filter.allStatuses')}</option>
          {REQUEST_STATUSES.map((status) => (
            <option key={status} value={status}>
              {statusLabel(status)}
            </option>
          ))}
        </select>
      </div>
      <div className="desk-field">
        <label htmlFor="desk-assignee">{tr('desk.filter.assignee')}</label>
        <select id="desk-assignee" className="desk-input" value={draft.assignee} onChange={set('assignee')}>
          <option value="">{tr('desk.filter.anyone')}</option>
          <option value="me">{tr('desk.filter.me')}</option>
          <option value="none">{tr('desk.filter.nobody')}</option>
          {colleagues.map((member) => (
            <option key={member._id} value={member._id}>
              {member.name}
            </option>
          ))}
        </select>
      </div>
      <div className="desk-field">
        <label htmlFor="desk-from">{tr('desk.filter.from')}</label>
        <input id="desk-from" type="date" className="desk-input" value={draft.from} onChange={set('from')} max={draft.to || undefined} />
      </div>
      <div className="desk-field">
        <label htmlFor="desk-to">{tr('desk.filter.to')}</label>
        <input id="desk-to" type="date" className="desk-input" value={draft.to} onChange={set('to')} min={draft.from || undefined} />
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
}
