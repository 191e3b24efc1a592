import { useState, type FormEvent } from 'react';
import { answered, refusalOf } from '../../api/client.ts';
import type { DeskQuery } from '../../domain/desk/desk-query.ts';
import { useDesk } from './context.ts';

/**
 * What the member does with the requests selected on this page (`POST …/desk/requests/bulk`): assign them all to a
 * colleague (or to themselves, or to nobody), close them all (only resolved and rejected ones can be), or download
 * them. Loaded only once something is selected, so the queue's first script stays small. What was done, and what
 * the rules refused, is said in words; the queue is then asked again.
 */
export default function QueueBulk({
  selected,
  query,
  onDone,
  onClear,
}: {
  /** The references selected, in the queue's order. */
  selected: string[];
  query: DeskQuery;
  /** The action was applied (in part or whole): the queue asks again and the selection ends. */
  onDone: () => void;
  onClear: () => void;
}) {
  const { api, tr, staff, lang, signedOut } = useDesk();
  const [assignee, setAssignee] = useState(staff.me._id);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState<{ done: string; refused: string }>({ done: '', refused: '' });

  const run = async (action: { action: 'assign'; to: string | null } | { action: 'close' }) => {
    if (busy) return;
    setBusy(true);
    setSaid({ done: '', refused: '' });
    const answer = await api.bulk({ ...action, refs: selected });
    setBusy(false);
    const result = answered(answer);
    if (!result) {
      if (refusalOf(answer)?.code === 'not-signed-in') return signedOut();
      return setSaid({ done: '', refused: tr(refusalOf(answer)?.code === 'mailbox' ? 'desk.notYours' : 'desk.error.save') });
    }
    const count = result.done.length;
    setSaid({
      done: count === 1 ? tr('desk.bulk.doneOne') : tr('desk.bulk.doneMany', { count }),
      refused: result.refused.length ? tr('desk.bulk.refused', { references: result.refused.map((r) => r.reference).join(', ') }) : '',
    });
    if (count) onDone();
  };
  const assign = (event: FormEvent) => {
    event.preventDefault();
    void run({ action: 'assign', to: assignee || null });
  };
  const onThisPage = { ...query, refs: selected };
  const count = selected.length;

  return (
    <section className="desk-bulk" aria-labelledby="desk-bulk-title">
      <h2 id="desk-bulk-title" className="desk-bulk-title">
        {tr('desk.bulk.label')}: {count === 1 ? tr('desk.bulk.countOne') : tr('desk.bulk.countMany', { count })}
      </h2>
      <form className="desk-bulk-assign" onSubmit={assign}>
        <div className="desk-field">
          <label htmlFor="desk-bulk-to">{tr('desk.bulk.assignTo')}</label>
          <select id="desk-bulk-to" className="desk-input" value={assignee} onChange={(e) => setAssignee(e.currentTarget.value)}>
            <option value="">{tr('desk.filter.nobody')}</option>
            {staff.staff.map((member) => (
              <option key={member._id} value={member._id}>
                {member._id === staff.me._id ? tr('desk.assign.you', { name: member.name }) : member.name}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" aria-disabled={busy || undefined}>
          {tr('desk.bulk.assign')}
        </button>
      </form>
      <div className="desk-bulk-close">
        <button
          type="button"
          className="button secondary"
          aria-disabled={busy || undefined}
          aria-describedby="desk-bulk-close-hint"
          onClick={() => void run({ action: 'close' })}
        >
          {tr('desk.bulk.close')}
        </button>
        <p className="desk-hint" id="desk-bulk-close-hint">
          {tr('desk.bulk.closeHint')}
        </p>
      </div>
      <p className="desk-bulk-export">
        {tr('desk.bulk.export')}: <a href={api.exportUrl('xlsx', onThisPage, lang)}>{tr('desk.export.xlsx')}</a> ·{' '}
        <a href={api.exportUrl('csv', onThisPage, lang)}>{tr('desk.export.csv')}</a>
      </p>
      <p>
        <button type="button" className="button secondary" onClick={onClear}>
          {tr('desk.bulk.clear')}
        </button>
      </p>
      <div role="status" className="desk-outcome desk-outcome-done">
        {busy ? tr('desk.saving') : said.done}
      </div>
      <div role="alert" className="desk-outcome desk-outcome-problem">
        {said.refused}
      </div>
    </section>
  );
}
