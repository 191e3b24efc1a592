import type { QueueItem } from '../../domain/desk/desk-answers.ts';
import { useDesk } from './context.ts';

/**
 * When a request was sent, as its age ("hace 3 días") with the exact date and time in the `<time>`'s title and
 * machine-readable value, and «Vencida» when it is past its mailbox's deadline (the word, not a colour alone).
 */
export function RequestAge({ item }: { item: Pick<QueueItem, 'createdAt' | 'overdue'> }) {
  const { tr, age, dateTime } = useDesk();
  return (
    <>
      <time dateTime={item.createdAt} title={dateTime(item.createdAt)}>
        {age(item.createdAt)}
      </time>
      {item.overdue ? (
        <>
          {' '}
          <span className="desk-overdue">{tr('desk.overdue')}</span>
        </>
      ) : null}
    </>
  );
}

/** «Respuesta sin leer» on a request whose citizen replied after its assignee last opened it (the word, not a dot). */
export function UnreadMark({ item }: { item: Pick<QueueItem, 'unread'> }) {
  const { tr } = useDesk();
  return item.unread ? <span className="desk-unread">{tr('desk.unread')}</span> : null;
}

/** The checkbox that selects a request for an action on several (`QueueBulk`), named by its reference. */
export function SelectBox({ reference, selection }: { reference: string; selection: Selection }) {
  const { tr } = useDesk();
  return (
    <input
      type="checkbox"
      className="desk-select"
      aria-label={tr('desk.select.one', { reference })}
      checked={selection.selected.includes(reference)}
      onChange={(event) => selection.toggle(reference, event.currentTarget.checked)}
    />
  );
}

/** The requests selected on the queue's page, and how to change that. */
export interface Selection {
  selected: string[];
  toggle: (reference: string, on: boolean) => void;
}
