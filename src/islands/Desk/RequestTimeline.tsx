import type { DeskRequest } from '../../domain/desk/desk-answers.ts';
import type { HistoryEntry } from '../../domain/requests/request-history.ts';
import { useDesk, type DeskContext } from './context.ts';

/** Who took a step: the citizen, the system, or the member of staff by name. */
export function actorName(entry: HistoryEntry, { tr, staffName }: DeskContext): string {
  if (entry.actor.kind === 'citizen') return tr('desk.author.citizen');
  if (entry.actor.kind === 'system' || !entry.actor.id) return tr('desk.author.system');
  return staffName(entry.actor.id);
}

/** What a step did, in words. */
export function what(entry: HistoryEntry, { tr, staffName, statusLabel }: DeskContext): string {
  switch (entry.action) {
    case 'created':
      return tr('desk.history.created');
    case 'status':
      return entry.before?.status && entry.after?.status
        ? tr('desk.history.status', { from: statusLabel(entry.before.status), to: statusLabel(entry.after.status) })
        : tr('desk.history.message');
    case 'assign':
      return entry.after?.assignedTo ? tr('desk.history.assign', { name: staffName(entry.after.assignedTo) }) : tr('desk.history.unassign');
    case 'note':
      return tr('desk.history.note');
    case 'message':
      return tr('desk.history.message');
    case 'reply':
      return tr('desk.history.reply');
  }
}

/**
 * The conversation the citizen sees (their replies and the town hall's messages) and, below it, the whole
 * history: every step with who took it and when, internal notes marked as such.
 */
export function RequestTimeline({ request }: { request: DeskRequest }) {
  const desk = useDesk();
  const { tr, dateTime, statusLabel } = desk;
  return (
    <>
      <section className="desk-section" aria-labelledby="desk-conversation">
        <h3 id="desk-conversation">{tr('desk.conversation')}</h3>
        {request.threads.length ? (
          <ol className="desk-thread">
            {request.threads.map((message) => (
              <li key={message.at} className={`desk-message desk-message-${message.author}`}>
                <p className="desk-message-head">
                  <strong>{tr(`desk.author.${message.author}`)}</strong> · <time dateTime={message.at}>{dateTime(message.at)}</time>
                  {message.status ? <> · {tr('desk.movedTo', { status: statusLabel(message.status) })}</> : null}
                </p>
                <p className="desk-text">{message.message}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="desk-muted">{tr('desk.noConversation')}</p>
        )}
      </section>

      <section className="desk-section" aria-labelledby="desk-history">
        <h3 id="desk-history">{tr('desk.history')}</h3>
        <div className="desk-table-wrap">
          <table className="desk-table desk-history">
            <thead>
              <tr>
                <th scope="col">{tr('desk.history.when')}</th>
                <th scope="col">{tr('desk.history.who')}</th>
                <th scope="col">{tr('desk.history.what')}</th>
              </tr>
            </thead>
            <tbody>
              {request.history.map((entry) => (
                <tr key={entry.id} className={entry.citizenVisible ? undefined : 'desk-internal'}>
                  <td>
                    <time dateTime={entry.at}>{dateTime(entry.at)}</time>
                  </td>
                  <td>{actorName(entry, desk)}</td>
                  <td>
                    {what(entry, desk)}
                    {entry.citizenVisible ? null : <span className="desk-tag">{tr('desk.internal')}</span>}
                    {entry.message ? <p className="desk-text">{entry.message}</p> : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
