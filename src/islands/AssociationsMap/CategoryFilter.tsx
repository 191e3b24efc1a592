import { useEffect, useId, useRef, useState } from 'react';
import { CATEGORIES, categorySlug } from '../../domain/content/categories.ts';

export interface CategoryFilterProps {
  /** The 23 categories' titles in the page's language, in CATEGORIES order. */
  titles: string[];
  counts: number[];
  ticked: ReadonlySet<number>;
  onChange(ticked: Set<number>): void;
  labels: { legend: string; all: string };
}

/** Phones see the map first and open the filters when they want them; wider screens have room for both. */
const PHONE = '(max-width: 768px)';

/**
 * The category checkboxes with their icons, and 'Todos', which ticks or unticks them all (mixed when some are).
 * Categories no association on the map has are not offered. Folded away by default on phones.
 */
export function CategoryFilter({ titles, counts, ticked, onChange, labels }: CategoryFilterProps) {
  const id = useId();
  const all = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(() => !window.matchMedia(PHONE).matches);
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
    <details className="map-filters" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>{labels.legend}</summary>
      <fieldset>
        <legend className="visually-hidden">{labels.legend}</legend>
        <label className="map-filter map-filter-all">
          <input ref={all} type="checkbox" checked={every} onChange={() => onChange(every ? new Set() : new Set(CATEGORIES.map((_, i) => i)))} />
          <span>{labels.all}</span>
        </label>
        <ul className="map-filter-list" aria-label={labels.legend}>
          {CATEGORIES.map((name, i) =>
            counts[i] ? (
              <li key={name}>
                <label className="map-filter" htmlFor={`${id}-${i}`}>
                  <input id={`${id}-${i}`} type="checkbox" checked={ticked.has(i)} onChange={() => toggle(i)} data-category={name} />
                  <img src={`/icons/categories/${categorySlug(name)}.svg`} alt="" width="16" height="24" loading="lazy" decoding="async" />
                  <span className="map-filter-name">
                    {titles[i]} <span className="map-filter-count">({counts[i]})</span>
                  </span>
                </label>
              </li>
            ) : null,
          )}
        </ul>
      </fieldset>
    </details>
  );
}

/**
 * The categories' icons load when their list is shown (lazily): the list is folded on a phone and sits under a long
 * directory, whose first screen has no use for 23 icon requests (docs/performance.md "The directory on a phone").
 *
 * The categories as the page is served, before the map's script runs and whenever it cannot: each with its real
 * count, and no checkbox that would do nothing. Folded away like the filters on a phone.
 */
export function CategorySummary({ titles, counts, legend }: { titles: string[]; counts: number[]; legend: string }) {
  return (
    <details className="map-filters">
      <summary>{legend}</summary>
      <ul className="map-filter-list" aria-label={legend}>
        {CATEGORIES.map((name, i) =>
          counts[i] ? (
            <li key={name} className="map-filter">
              <img src={`/icons/categories/${categorySlug(name)}.svg`} alt="" width="16" height="24" loading="lazy" decoding="async" />
              <span className="map-filter-name">
                {titles[i]} <span className="map-filter-count">({counts[i]})</span>
              </span>
            </li>
          ) : null,
        )}
      </ul>
    </details>
  );
}
