/**
 * The resources guide: the menu marks the section being read, and a link to an entry inside a collapsed
 * section opens it (on load and when the hash changes).
 */
export function startGuide(): void {
  const links = new Map([...document.querySelectorAll<HTMLAnchorElement>('[data-section-link]')].map((a) => [a.dataset.sectionLink!, a]));
  const mark = (id: string) => {
    for (const [key, link] of links) {
      if (key === id) link.setAttribute('aria-current', 'true');
      else link.removeAttribute('aria-current');
    }
  };
  const observer = new IntersectionObserver(
    (entries) => {
      const visible = entries.filter((e) => e.isIntersecting).sort((a, b) => a.boundingClientRect.top - b.boundingClientRect.top)[0];
      if (visible) mark(visible.target.id);
    },
    { rootMargin: '-20% 0px -70% 0px' },
  );
  for (const id of links.keys()) {
    const section = document.getElementById(id);
    if (section) observer.observe(section);
  }
  const openTarget = () => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    // An entry's address is on a mark inside it (the browser opens the entry on its own; a hash changed by script may not).
    const entry = target?.closest('details.resource-entry');
    if (entry instanceof HTMLDetailsElement) {
      entry.open = true;
      // Where the browser did not open it, its mark could not be scrolled to: it can now (its margin shows the title).
      target!.scrollIntoView();
      entry.querySelector('summary')?.focus({ preventScroll: true });
    }
    const section = target?.closest<HTMLElement>('.resource-section');
    if (section) mark(section.id);
  };
  window.addEventListener('hashchange', openTarget);
  openTarget();
}
