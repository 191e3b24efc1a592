/**
 * The frame's search box as a combobox (docs/product-spec.md §2 "Generic collection search box with keyboard
 * navigation"): loaded on the box's first focus, it lists the best matches of the site index under the box; arrows
 * move through them, Enter opens one, Escape closes the list. Without JavaScript the form opens the search page.
 */
import { fill, loadPagefind, pageUrl } from './pagefind.ts';

const SHOWN = 6;
const DEBOUNCE_MS = 120;

export function enhance(input: HTMLInputElement): void {
  if (input.dataset.enhanced) return;
  input.dataset.enhanced = '1';
  const form = input.form!;
  const list = document.getElementById(input.dataset.list!) as HTMLUListElement;
  // The page serves a plain search field; it becomes a combobox only now that the list below it works.
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-controls', list.id);
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  const status = form.querySelector<HTMLElement>('[data-search-status]')!;
  const texts = form.dataset;
  let active = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  const options = () => [...list.querySelectorAll<HTMLLIElement>('[role="option"]')];

  function close() {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    input.removeAttribute('aria-activedescendant');
    active = -1;
  }
  function highlight(index: number) {
    const all = options();
    if (!all.length) return;
    active = (index + all.length) % all.length;
    all.forEach((option, i) => {
      option.setAttribute('aria-selected', String(i === active));
    });
    input.setAttribute('aria-activedescendant', all[active]!.id);
    all[active]!.scrollIntoView({ block: 'nearest' });
  }
  function option(id: string, href: string, title: string, kind?: string): HTMLLIElement {
    const li = document.createElement('li');
    li.id = id;
    li.setAttribute('role', 'option');
    li.setAttribute('aria-selected', 'false');
    li.dataset.href = href;
    li.append(Object.assign(document.createElement('span'), { className: 'search-option-title', textContent: title }));
    if (kind) li.append(Object.assign(document.createElement('span'), { className: 'search-option-kind', textContent: kind }));
    li.addEventListener('mousedown', (event) => event.preventDefault());
    li.addEventListener('click', () => location.assign(href));
    return li;
  }

  async function run() {
    const query = input.value.trim();
    const ticket = ++latest;
    if (!query) {
      close();
      status.textContent = '';
      return;
    }
    try {
      const pagefind = await loadPagefind();
      const found = await pagefind.search(query);
      if (!found || ticket !== latest) return;
      const hits = await Promise.all(found.results.slice(0, SHOWN).map((r) => r.data()));
      if (ticket !== latest) return;
      const total = found.results.length;
      const searchPage = `${form.action}?q=${encodeURIComponent(query)}`;
      list.replaceChildren(
        ...hits.map((hit, i) => option(`${list.id}-${i}`, pageUrl(hit.url), hit.meta.title ?? hit.url, hit.filters.type?.[0])),
        ...(total ? [option(`${list.id}-all`, searchPage, fill(texts.seeAll!, { count: total }))] : []),
      );
      status.textContent = fill(total === 0 ? texts.noResults! : total === 1 ? texts.oneResult! : texts.results!, { count: total, query });
      active = -1;
      input.removeAttribute('aria-activedescendant');
      list.hidden = total === 0;
      input.setAttribute('aria-expanded', String(total > 0));
    } catch {
      if (ticket === latest) status.textContent = texts.error!;
    }
  }

  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(run, DEBOUNCE_MS);
  });
  input.addEventListener('keydown', (event) => {
    const open = !list.hidden;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (open) highlight(active + 1);
      else void run();
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      highlight(active - 1);
    } else if (event.key === 'Enter' && open && active >= 0) {
      event.preventDefault();
      location.assign(options()[active]!.dataset.href!);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    }
  });
  input.addEventListener('blur', () => setTimeout(close, 150));
  input.addEventListener('focus', () => {
    if (input.value.trim() && list.childElementCount) {
      list.hidden = false;
      input.setAttribute('aria-expanded', 'true');
    }
  });
  // Warm the index while the visitor types the first letters: the first search then takes milliseconds.
  void loadPagefind().catch(() => {});
  if (input.value.trim()) void run();
}
