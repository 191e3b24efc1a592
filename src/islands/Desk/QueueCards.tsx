import type { QueueItem } from '../../domain/desk/desk-answers.ts';
import { requestHref, useDesk } from './context.ts';
import { RequestAge, SelectBox, UnreadMark, type Selection } from './RequestAge.tsx';
import { useRowKeys } from './row-keys.ts';
import { StatusBadge } from '../shared/requests/StatusBadge.tsx';

/**
 * The queue on a phone: a card per request, in the order the queue is sorted, with what the crew decide by (the
 * reference, the title, the status, when it was sent, who has it and who sent it) and nothing to scroll sideways.
 * A list of links, as the table's rows are: the reference is the way in, the card's title describes it, j/k or the
 * arrows move between them and a tap anywhere on a card opens it.
 */
export function QueueCards({ items, busy, selection }: { items: QueueItem[]; busy: boolean; selection: Selection }) {
  const { tr, paths, staffName, statusLabel } = useDesk();
  const { list, onKeyDown, onRowClick } = useRowKeys<HTMLUListElement>('li');
  return (
    <ul ref={list} className="desk-cards" aria-label={tr('desk.table')} aria-busy={busy || undefined} onKeyDown={onKeyDown}>
      {items.map((item) => {
        const titleId = `desk-card-${item._id}`;
        return (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the card's link is the keyboard's way in; the click only widens its target
          <li key={item._id} className="desk-card" onClick={onRowClick}>
            <p className="desk-card-head">
              <SelectBox reference={item.reference} selection={selection} />
              <a href={requestHref(paths, item.reference)} className="desk-reference" data-row-link aria-describedby={titleId}>
                {item.reference}
              </a>
              <StatusBadge status={item.status} label={statusLabel(item.status)} />
              <UnreadMark item={item} />
            </p>
            <p className="desk-card-title" id={titleId}>
              {item.title || tr('desk.untitled')}
            </p>
            <dl className="desk-card-facts">
              <div>
                <dt>{tr('desk.column.created')}</dt>
                <dd>
                  <RequestAge item={item} />
                </dd>
              </div>
              <div>
                <dt>{tr('desk.column.contact')}</dt>
                <dd>{item.contactName}</dd>
              </div>
              <div>
                <dt>{tr('desk.column.assignee')}</dt>
                <dd>{item.assignedTo ? staffName(item.assignedTo) : <span className="desk-muted">{tr('desk.filter.nobody')}</span>}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
