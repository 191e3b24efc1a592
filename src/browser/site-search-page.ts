/**
 * The search page: searches as the visitor types or changes a filter, keeps the query in the address (so a
 * search can be shared, and the frame's box without JavaScript lands here), and announces the count.
 */
import { excerptNodes, fill, loadPagefind, pageUrl, type SearchFilters, type SearchHit } from './pagefind.ts';

const DEBOUNCE_MS = 150;
/** Results shown at once; each needs its fragment file, so a page of ten keeps a search well under 100 ms. */
const PAGE_SIZE = 10;

function resultItem(hit: SearchHit, resourceType: string): HTMLLIElement {
  const li = document.createElement('li');
  const heading = document.createElement('h2');
  heading.append(Object.assign(document.createElement('a'), { href: pageUrl(hit.url), textContent: hit.meta.title ?? hit.url }));
  li.append(heading);
  const kind = [...(hit.filters.type ?? []), ...(hit.filters.category ?? [])].join(' · ');
  if (kind) li.append(Object.assign(document.createElement('p'), { className: 'result-kind', textContent: kind }));
  const excerpt = document.createElement('p');
  excerpt.className = 'result-excerpt';
  excerpt.append(...excerptNodes(hit.excerpt));
  li.append(excerpt);
  // The resources guide is one long page: its result also links the sections where the words are.
  const sections = !hit.filters.type?.includes(resourceType) ? [] : hit.sub_results.filter((sub) => sub.url !== hit.url && sub.url.includes('#')).slice(0, 3);
  if (sections.length > 1) {
    const list = Object.assign(document.createElement('ul'), { className: 'result-sections' });
    for (const sub of sections) {
      const item = document.createElement('li');
      item.append(Object.assign(document.createElement('a'), { href: pageUrl(sub.url), textContent: sub.title }));
      list.append(item);
    }
    li.append(list);
  }
  return li;
}

export function startSearchPage(): void {
  const root = document.querySelector<HTMLElement>('[data-site-search]');
  if (!root) return;
  const form = root.querySelector('form')!;
  const input = form.querySelector<HTMLInputElement>('input[name="q"]')!;
  const category = form.querySelector<HTMLSelectElement>('select[name="categoria"]')!;
  const types = [...form.querySelectorAll<HTMLInputElement>('input[name="tipo"]')];
  const status = root.querySelector<HTMLElement>('[data-search-status]')!;
  const results = root.querySelector<HTMLOListElement>('[data-search-results]')!;
  const more = root.querySelector<HTMLButtonElement>('[data-search-more]')!;
  const withoutScript = root.querySelector<HTMLElement>('[data-search-without-script]');
  let pending: Array<{ data: () => Promise<SearchHit> }> = [];
  const texts = root.dataset;
  // The page says what works without this script; now the search itself does.
  if (withoutScript) withoutScript.hidden = true;
  status.textContent = texts.prompt!;
  let latest = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const params = new URLSearchParams(location.search);
  input.value = params.get('q') ?? '';
  const wantedTypes = params.getAll('tipo');
  for (const box of types) box.checked = wantedTypes.includes(box.value);
  category.value = params.get('categoria') ?? '';

  async function run() {
    const query = input.value.trim();
    const chosen = types.filter((box) => box.checked).map((box) => box.value);
    const url = new URL(location.href);
    url.search = '';
    if (query) url.searchParams.set('q', query);
    for (const type of chosen) url.searchParams.append('tipo', type);
    if (category.value) url.searchParams.set('categoria', category.value);
    history.replaceState(null, '', url);
    const ticket = ++latest;
    more.hidden = true;
    if (!query) {
      results.replaceChildren();
      status.textContent = texts.prompt!;
      return;
    }
    status.textContent = texts.loading!;
    const filters: SearchFilters = {};
    if (chosen.length) filters.type = { any: chosen };
    if (category.value) filters.category = category.value;
    try {
      const pagefind = await loadPagefind();
      const started = performance.now();
      const found = await pagefind.search(query, { filters });
      if (!found) return;
      const matched = performance.now();
      const hits = await Promise.all(found.results.slice(0, PAGE_SIZE).map((r) => r.data()));
      if (ticket !== latest) return;
      // Measured by the e2e tests: the index lookup, and the lookup plus the data of the results shown.
      results.dataset.searchMs = String(Math.round(matched - started));
      results.dataset.ms = String(Math.round(performance.now() - started));
      results.replaceChildren(...hits.map((hit) => resultItem(hit, texts.resourceType!)));
      pending = found.results.slice(PAGE_SIZE);
      more.hidden = pending.length === 0;
      const total = found.results.length;
      status.textContent = fill(total === 0 ? texts.noResults! : total === 1 ? texts.oneResult! : texts.results!, { count: total, query });
    } catch {
      if (ticket === latest) status.textContent = texts.error!;
    }
  }

  more.addEventListener('click', async () => {
    const next = pending.splice(0, PAGE_SIZE);
    const items = (await Promise.all(next.map((r) => r.data()))).map((hit) => resultItem(hit, texts.resourceType!));
    results.append(...items);
    more.hidden = pending.length === 0;
    // Focus goes to the first new result, so a keyboard user continues where the list grew.
    items[0]?.querySelector('a')?.focus();
  });

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    void run();
  });
  input.addEventListener('input', () => {
    // Fetch the index chunks for the words while the debounce waits.
    const query = input.value.trim();
    if (query)
      void loadPagefind()
        .then((pagefind) => pagefind.preload(query))
        .catch(() => {});
    clearTimeout(timer);
    timer = setTimeout(run, DEBOUNCE_MS);
  });
  form.addEventListener('change', (event) => {
    if (event.target !== input) void run();
  });
  void loadPagefind().catch(() => {});
  if (input.value.trim()) void run();
}
