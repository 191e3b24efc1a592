import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { prepare, search, type IndexEntry, type Searchable } from '../../domain/search/search.ts';

export interface DirectorySearchProps {
  /** URL of the static index the build wrote for this realm and language. */
  indexUrl: string;
  /** Base of association links, e.g. "/va/associacions/". */
  linkBase: string;
  /**
   * The site's search page, which the box submits to: without JavaScript, when the index cannot load, and for
   * Enter with no association highlighted. `type` narrows it to associations.
   */
  searchPage: { action: string; type: string };
  /** Texts in the page's language. */
  labels: {
    label: string;
    placeholder: string;
    submit: string;
    loading: string;
    results: string;
    oneResult: string;
    noResults: string;
    hint: string;
    clear: string;
    error: string;
  };
  /** How many results the dropdown shows. */
  limit?: number;
}

/**
 * The directory's search box: an ARIA 1.2 combobox over a static index, fetched the first time the box is used
 * (a large town's index is hundreds of kilobytes that most visits never need). Arrow keys move through the
 * results, Enter opens the highlighted one, Escape closes the list (a second Escape clears the box); the number
 * of results is announced politely. It is a form to the site's search page underneath, which is what it does
 * without JavaScript.
 */
export default function DirectorySearch({ indexUrl, linkBase, searchPage, labels, limit = 10 }: DirectorySearchProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [items, setItems] = useState<Searchable[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const loading = useRef<Promise<void> | null>(null);

  // Once: the first use fetches the index, later ones share that fetch.
  const load = () => {
    loading.current ??= fetch(indexUrl)
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json() as Promise<IndexEntry[]>;
      })
      .then((entries) => setItems(prepare(entries)))
      .catch(() => setFailed(true));
    return loading.current;
  };
  const { total, results } = useMemo(() => (items ? search(items, query, limit) : { total: 0, results: [] }), [items, query, limit]);
  const expanded = open && query.trim() !== '' && items !== null;
  const status = !query.trim()
    ? ''
    : !items
      ? labels.loading
      : total === 0
        ? labels.noResults.replace('{query}', query.trim())
        : total === 1
          ? labels.oneResult
          : labels.results.replace('{count}', String(total));

  const go = (item: Searchable | undefined) => {
    if (item) window.location.assign(`${linkBase}${item.id}`);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (results.length ? (i + 1) % results.length : -1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        setActive((i) => (results.length ? (i <= 0 ? results.length - 1 : i - 1) : -1));
        break;
      case 'Home':
      case 'End':
        if (expanded && active >= 0) {
          event.preventDefault();
          setActive(event.key === 'Home' ? 0 : results.length - 1);
        }
        break;
      case 'Enter':
        // Without a result to open, the form goes to the search page with what was typed.
        if (expanded && results.length) {
          event.preventDefault();
          go(results[Math.max(active, 0)]);
        }
        break;
      case 'Escape':
        if (expanded) setOpen(false);
        else setQuery('');
        setActive(-1);
        break;
      default:
    }
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: the form is the search landmark; the <search> element is still unknown to many browsers and screen readers in use
    <form className="directory-search" role="search" aria-label={labels.label} action={searchPage.action} method="get">
      <input type="hidden" name="tipo" value={searchPage.type} />
      <label htmlFor={`${id}-input`} className="directory-search-label">
        {labels.label}
      </label>
      <div className="directory-search-row">
        <div className="directory-search-box">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="22" height="22">
            <path
              d="M10.5 3a7.5 7.5 0 1 0 4.6 13.4l4.7 4.7 1.4-1.4-4.7-4.7A7.5 7.5 0 0 0 10.5 3zm0 2a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11z"
              fill="currentColor"
            />
          </svg>
          <input
            ref={input}
            id={`${id}-input`}
            name="q"
            type="text"
            role="combobox"
            autoComplete="off"
            spellCheck={false}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-describedby={`${id}-hint`}
            aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
            placeholder={labels.placeholder}
            value={query}
            onFocus={() => {
              void load();
              setOpen(true);
            }}
            onChange={(event) => {
              setQuery(event.target.value);
              setOpen(true);
              setActive(-1);
            }}
            onKeyDown={onKeyDown}
            onBlur={(event) => {
              if (!event.currentTarget.form?.contains(event.relatedTarget as Node)) setOpen(false);
            }}
          />
          {query && (
            <button
              type="button"
              className="directory-search-clear"
              onClick={() => {
                setQuery('');
                setActive(-1);
                input.current?.focus();
              }}
            >
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">{labels.clear}</span>
            </button>
          )}
        </div>
        <button type="submit" className="button directory-search-submit">
          {labels.submit}
        </button>
      </div>
      <p id={`${id}-hint`} className="visually-hidden">
        {labels.hint}
      </p>
      <ul
        id={listId}
        // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the popup of an APG combobox (list autocomplete): a listbox the input controls; no native element gives one that aria-activedescendant can walk
        role="listbox"
        aria-label={labels.label}
        className="directory-search-list"
        hidden={!expanded || results.length === 0}
      >
        {expanded &&
          results.map((item, i) => (
            // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an option of an APG combobox: focus stays in the input, whose arrow keys move aria-activedescendant and whose Enter picks, so the option takes only the pointer's click
            <li
              key={item.id}
              id={`${id}-option-${i}`}
              // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: an option of the APG combobox's listbox
              role="option"
              aria-selected={i === active}
              className={i === active ? 'is-active' : undefined}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(item)}
              onMouseMove={() => setActive(i)}
            >
              {/* An option holds text only (no link inside: nested interactive controls confuse screen readers). */}
              <span className="directory-search-title">{item.title}</span>
              {item.category && <span className="directory-search-category">{item.category}</span>}
            </li>
          ))}
      </ul>
      <p className="directory-search-status" role="status" aria-live="polite">
        {failed ? labels.error : status}
      </p>
    </form>
  );
}
