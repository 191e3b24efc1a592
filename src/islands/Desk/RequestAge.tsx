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
