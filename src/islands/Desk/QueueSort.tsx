import { useState } from 'react';
import { parseSort, QUEUE_SORT_KEYS, type QueueSort as Sort, sortParam } from '../../domain/desk/desk-query.ts';
import { useDesk } from './context.ts';

/**
 * The queue's order on a narrow screen, where the cards have no column headings to sort by: a list of orders and a
 * button that applies the chosen one (choosing alone changes nothing, WCAG 3.2.2).
 */
export function QueueSort({ sort, onSort }: { sort: Sort; onSort: (sort: Sort) => void }) {
  const { tr } = useDesk();
  const [chosen, setChosen] = useState(sortParam(sort));
  return (
    <form
      className="desk-queue-sort"
      onSubmit={(event) => {
        event.preventDefault();
        const next = parseSort(chosen);
        if (next) onSort(next);
      }}
    >
      <label htmlFor="desk-queue-sort">{tr('desk.sort.label')}</label>
      <select id="desk-queue-sort" value={chosen} onChange={(event) => setChosen(event.target.value)}>
        {QUEUE_SORT_KEYS.flatMap((key) =>
          (['desc', 'asc'] as const).map((direction) => {
            const value = sortParam({ key, direction });
            return (
              <option key={value} value={value}>
                {tr(`desk.sort.${direction}`, { column: tr(`desk.column.${key}`) })}
              </option>
            );
          }),
        )}
      </select>
      <button type="submit" className="button secondary">
        {tr('desk.sort.apply')}
      </button>
    </form>
  );
}
