import { useEffect, useState } from 'react';
import { answered } from '../../api/client.ts';
import type { DeskInbox } from '../../domain/desk/desk-answers.ts';
import { deskQueryString, EMPTY_QUERY } from '../../domain/desk/desk-query.ts';
import { useDesk } from './context.ts';

/** "1 solicitud nueva…", "3 solicitudes nuevas…": the count in words, none, one or many. */
const counted = (tr: (key: string, params?: Record<string, string | number>) => string, key: string, count: number) =>
  tr(`${key}${count === 0 ? 'None' : count === 1 ? 'One' : 'Many'}`, { count });

/**
 * What is new for the member, asked once as they come to the queue (`GET …/desk/inbox`): requests of their mailboxes
 * sent since their last visit, and their requests with a citizen's reply they have not read, which links to those.
 * Nothing shows until the server answers, and nothing if it cannot: the queue below is the desk's work.
 */
export function QueueInbox() {
  const { api, tr, deskPath } = useDesk();
  const [inbox, setInbox] = useState<DeskInbox>();
  useEffect(() => {
    const leaving = new AbortController();
    void api.inbox(leaving.signal).then((answer) => {
      if (!leaving.signal.aborted) setInbox(answered(answer));
    });
    return () => leaving.abort();
  }, [api]);
  if (!inbox) return null;
  const unread = `${deskPath}${deskQueryString({ ...EMPTY_QUERY, assignee: 'me', unread: true })}`;
  return (
    <section className="desk-inbox" aria-label={tr('desk.inbox.label')}>
      <ul>
        <li>
          {inbox.since ? (
            <time dateTime={inbox.since} className="desk-inbox-arrived">
              {counted(tr, 'desk.inbox.arrived', inbox.arrived)}
            </time>
          ) : (
            counted(tr, 'desk.inbox.arrived', inbox.arrived)
          )}
        </li>
        <li>{inbox.unreadReplies > 0 ? <a href={unread}>{counted(tr, 'desk.inbox.unread', inbox.unreadReplies)}</a> : counted(tr, 'desk.inbox.unread', 0)}</li>
      </ul>
    </section>
  );
}
