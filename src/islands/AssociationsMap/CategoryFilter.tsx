import { useEffect, useId, useRef } from 'react';
import { CATEGORIES, categorySlug } from '../../domain/categories.ts';

export interface CategoryFilterProps {
  /** The 23 categories' titles in the page's language, in CATEGORIES order. */
  titles: string[];
  counts: number[];
  ticked: ReadonlySet<number>;
  onChange(ticked: Set<number>): void;
  labels: { legend: string; all: string };
}

/** The category checkboxes with their icons, and 'Todos', which ticks or unticks them all (mixed when some are). */
export function CategoryFilter({ titles, counts, ticked, onChange, labels }: CategoryFilterProps) {
  const id = useId();
  const all = useRef<HTMLInputElement>(null);
  const every = ticked.size === CATEGORIES.length;
  useEffect(() => {
    if (all.current) all.current.indeterminate = ticked.size > 0 && !every;
  }, [ticked, every]);
  const toggle = (index: number) => {
    const next = new Set(ticked);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    onChange(next);
  };
  return (
    <fieldset className="map-filters">
      <legend>{labels.legend}</legend>
      <label className="map-filter map-filter-all">
        <input ref={all} type="checkbox" checked={every} onChange={() => onChange(every ? new Set() : new Set(CATEGORIES.map((_, i) => i)))} />
        <span>{labels.all}</span>
      </label>
      <ul className="map-filter-list" aria-label={labels.legend}>
        {CATEGORIES.map((name, i) => (
          <li key={name}>
            <label className="map-filter" htmlFor={`${id}-${i}`}>
              <input id={`${id}-${i}`} type="checkbox" checked={ticked.has(i)} onChange={() => toggle(i)} data-category={name} />
              <img src={`/icons/categories/${categorySlug(name)}.svg`} alt="" width="16" height="24" />
              <span className="map-filter-name">
                {titles[i]} <span className="map-filter-count">({counts[i]})</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
