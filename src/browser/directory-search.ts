/**
 * The directory's search box (`src/components/DirectorySearchBox.astro`, docs/product-spec.md §2 "Generic
 * collection search box with keyboard navigation"): an ARIA 1.2 combobox over the directory's static index, fetched
 * the first time the box is used (a large town's index is hundreds of kilobytes that most visits never need).
 * Arrow keys move through the results, Enter opens the highlighted one, Escape closes the list (a second Escape
 * clears the box); the number of results is announced politely. Underneath it is a form to the site's search page,
 * which is what it does without JavaScript, when the index cannot load, and for Enter with nothing highlighted.
 *
 * A few kilobytes of plain script rather than an island: the box is at the top of every directory page, and a
 * framework hydrated for it alone was most of what a town's directory loaded before it could be used
 * (docs/performance.md "The directory on a phone").
 */
import { prepare, search, type IndexEntry, type Searchable } from '../domain/search/search.ts';
import { fillPlaceholders as fill } from '../i18n/placeholders.ts';

/** How many results the list shows. */
const SHOWN = 10;

export function enhanceDirectorySearch(form: HTMLFormElement): void {
  if (form.dataset.enhanced) return;
  form.dataset.enhanced = '1';
  const texts = form.dataset;
  const input = form.querySelector<HTMLInputElement>('input[role="combobox"]')!;
  const list = document.getElementById(input.getAttribute('aria-controls')!) as HTMLUListElement;
  const status = form.querySelector<HTMLElement>('[role="status"]')!;
  const clear = form.querySelector<HTMLButtonElement>('[data-clear]')!;
  let items: Searchable[] | null = null;
  let failed = false;
  let loading: Promise<void> | undefined;
  let open = false;
  let active = -1;
  let results: Searchable[] = [];

  // Once: the first use fetches the index, later ones share that fetch.
  const load = () => {
    loading ??= fetch(texts.indexUrl!)
      .then((response) => {
        if (!response.ok) throw new Error(String(response.status));
        return response.json() as Promise<IndexEntry[]>;
      })
      .then((entries) => {
        items = prepare(entries);
      })
      .catch(() => {
        failed = true;
      })
      .finally(render);
    return loading;
  };
  const go = (item: Searchable | undefined) => {
    if (item) window.location.assign(`${texts.linkBase}${item.id}`);
  };

  function option(item: Searchable, i: number): HTMLLIElement {
    const li = document.createElement('li');
    li.id = `${list.id}-option-${i}`;
    li.setAttribute('role', 'option');
    // An option holds text only (no link inside: nested interactive controls confuse screen readers).
    li.append(Object.assign(document.createElement('span'), { className: 'directory-search-title', textContent: item.title }));
    if (item.category) li.append(Object.assign(document.createElement('span'), { className: 'directory-search-category', textContent: item.category }));
    li.addEventListener('mousedown', (event) => event.preventDefault());
    li.addEventListener('click', () => go(item));
    li.addEventListener('mousemove', () => {
      if (active !== i) {
        active = i;
        highlight();
      }
    });
    return li;
  }

  function highlight() {
    const expanded = input.getAttribute('aria-expanded') === 'true';
    list.querySelectorAll('[role="option"]').forEach((li, i) => {
      li.setAttribute('aria-selected', String(i === active));
      li.classList.toggle('is-active', i === active);
    });
    if (expanded && active >= 0) input.setAttribute('aria-activedescendant', `${list.id}-option-${active}`);
    else input.removeAttribute('aria-activedescendant');
  }

  /** Draws the list, the clear button and the status from what is typed and what is loaded. */
  function render() {
    const query = input.value.trim();
    const found = items ? search(items, query, SHOWN) : { total: 0, results: [] };
    const expanded = open && query !== '' && items !== null;
    results = expanded ? found.results : [];
    list.replaceChildren(...results.map(option));
    input.setAttribute('aria-expanded', String(expanded));
    list.hidden = !expanded || results.length === 0;
    clear.hidden = input.value === '';
    const text = failed
      ? texts.error!
      : !query
        ? ''
        : !items
          ? texts.loading!
          : found.total === 0
            ? fill(texts.noResults!, { query })
            : found.total === 1
              ? texts.oneResult!
              : fill(texts.results!, { count: found.total });
    if (status.textContent !== text) status.textContent = text;
    highlight();
  }

  input.addEventListener('focus', () => {
    void load();
    open = true;
    render();
  });
  input.addEventListener('input', () => {
    open = true;
    active = -1;
    render();
  });
  input.addEventListener('blur', (event) => {
    if (!form.contains(event.relatedTarget as Node | null)) {
      open = false;
      render();
    }
  });
  input.addEventListener('keydown', (event) => {
    const expanded = input.getAttribute('aria-expanded') === 'true';
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        open = true;
        render();
        const n = results.length;
        active = !n ? -1 : event.key === 'ArrowDown' ? (active + 1) % n : active <= 0 ? n - 1 : active - 1;
        highlight();
        break;
      }
      case 'Home':
      case 'End':
        if (expanded && active >= 0) {
          event.preventDefault();
          active = event.key === 'Home' ? 0 : results.length - 1;
          highlight();
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
        if (expanded) open = false;
        else input.value = '';
        active = -1;
        render();
        break;
      default:
    }
  });
  clear.addEventListener('click', () => {
    input.value = '';
    active = -1;
    render();
    input.focus();
  });
  // A box already focused or typed in before this script ran (a slow phone) answers at once: its index is
  // fetched, or the status would say "loading" for good.
  if (document.activeElement === input || input.value !== '') void load();
  if (document.activeElement === input) open = true;
  render();
}

/** Every directory search box of the page. */
export function startDirectorySearch(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[data-directory-search]')) enhanceDirectorySearch(form);
}
