import type { QueueItem } from '../../domain/desk/desk-answers.ts';
import type { DeskQuery, QueueSort, QueueSortKey } from '../../domain/desk/desk-query.ts';
import { requestHref, useDesk } from './context.ts';
import { RequestAge, SelectBox, UnreadMark, type Selection } from './RequestAge.tsx';
import { useRowKeys } from './row-keys.ts';
import { StatusBadge } from '../shared/requests/StatusBadge.tsx';

/** Dates are read newest first; words A to Z. */
const FIRST_DIRECTION: Record<QueueSortKey, QueueSort['direction']> = {
  created: 'desc',
  updated: 'desc',
  mailbox: 'asc',
  status: 'asc',
  title: 'asc',
  contact: 'asc',
};

function SortHeader({ column, label, sort, onSort }: { column: QueueSortKey; label: string; sort: QueueSort; onSort: (sort: QueueSort) => void }) {
  const active = sort.key === column;
  const next: QueueSort = active ? { key: column, direction: sort.direction === 'asc' ? 'desc' : 'asc' } : { key: column, direction: FIRST_DIRECTION[column] };
  return (
    <th scope="col" aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <button type="button" className="desk-sort" onClick={() => onSort(next)}>
        {label}
        <span aria-hidden="true" className="desk-sort-mark">
          {active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}

/**
 * The queue as a table: a real `<table>` whose headers sort it (`aria-sort` on the sorted one), where j/k or the
 * arrows move from one request's link to the next and Enter opens it, as a link does.
 */
export function QueueTable({
  items,
  query,
  busy,
  onSort,
  selection,
}: {
  items: QueueItem[];
  query: DeskQuery;
  busy: boolean;
  onSort: (sort: QueueSort) => void;
  selection: Selection;
}) {
  const { tr, paths, mailboxTitle, staffName, statusLabel, dateTime } = useDesk();
  const { list: body, onKeyDown, onRowClick } = useRowKeys<HTMLTableSectionElement>('tr');

  return (
    <>
      <p className="desk-hint" id="desk-keys">
        {tr('desk.keys')}
      </p>
      {/* Narrower than the table, it scrolls sideways; its links and buttons are how keyboards reach it. */}
      <div className="desk-table-wrap">
        <table className="desk-table" aria-describedby="desk-keys" aria-busy={busy || undefined}>
          <caption id="desk-table-caption">{tr('desk.table')}</caption>
          <thead>
            <tr>
              <th scope="col">
                {/* Every request of this page, or none: checked when all are. */}
                <input
                  type="checkbox"
                  className="desk-select"
                  aria-label={tr('desk.select.all')}
                  checked={items.length > 0 && items.every((item) => selection.selected.includes(item.reference))}
                  onChange={(event) => {
                    const { checked } = event.currentTarget;
                    for (const item of items) selection.toggle(item.reference, checked);
                  }}
                />
              </th>
              <th scope="col">{tr('desk.column.reference')}</th>
              <SortHeader column="created" label={tr('desk.column.created')} sort={query.sort} onSort={onSort} />
              <SortHeader column="mailbox" label={tr('desk.column.mailbox')} sort={query.sort} onSort={onSort} />
              <SortHeader column="status" label={tr('desk.column.status')} sort={query.sort} onSort={onSort} />
              <SortHeader column="title" label={tr('desk.column.title')} sort={query.sort} onSort={onSort} />
              <SortHeader column="contact" label={tr('desk.column.contact')} sort={query.sort} onSort={onSort} />
              <th scope="col">{tr('desk.column.assignee')}</th>
              <SortHeader column="updated" label={tr('desk.column.updated')} sort={query.sort} onSort={onSort} />
            </tr>
          </thead>
          <tbody ref={body} onKeyDown={onKeyDown}>
            {items.map((item) => (
              <tr key={item._id} onClick={onRowClick}>
                <td>
                  <SelectBox reference={item.reference} selection={selection} />
                </td>
                <td>
                  <a href={requestHref(paths, item.reference)} className="desk-reference" data-row-link>
                    {item.reference}
                  </a>{' '}
                  <UnreadMark item={item} />
                </td>
                <td>
                  <RequestAge item={item} />
                </td>
                <td>{mailboxTitle(item.mailbox)}</td>
                <td>
                  <StatusBadge status={item.status} label={statusLabel(item.status)} />
                </td>
                <td className="desk-title-cell">{item.title || tr('desk.untitled')}</td>
                <td>{item.contactName}</td>
                <td>{item.assignedTo ? staffName(item.assignedTo) : <span className="desk-muted">{tr('desk.filter.nobody')}</span>}</td>
                <td>
                  <time dateTime={item.updatedAt}>{dateTime(item.updatedAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
