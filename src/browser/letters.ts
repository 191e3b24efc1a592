/** The letter bar floats on desktop once the visitor has scrolled past 140 px (docs/product-spec.md §9). */
export const LETTERS_FLOAT_AFTER = 140;

/**
 * Floats the A–Z bar on desktop after 140 px, and moves focus to the section a letter leads to, so that keyboard
 * and screen-reader users land where sighted users do.
 */
export function floatLetters(): void {
  const nav = document.querySelector<HTMLElement>('[data-letters]');
  if (!nav) return;
  const desktop = matchMedia('(min-width: 769px)');
  const placeholder = document.createElement('div');
  placeholder.className = 'letters-placeholder';
  nav.before(placeholder);
  let top = 0;
  const measure = () => {
    top = nav.getBoundingClientRect().top + window.scrollY;
  };
  const update = () => {
    const floating = desktop.matches && window.scrollY > Math.max(LETTERS_FLOAT_AFTER, top);
    if (floating !== nav.classList.contains('is-floating')) {
      placeholder.style.height = floating ? `${nav.offsetHeight}px` : '';
      nav.classList.toggle('is-floating', floating);
    }
  };
  measure();
  window.addEventListener('scroll', () => requestAnimationFrame(update), { passive: true });
  desktop.addEventListener('change', () => {
    nav.classList.remove('is-floating');
    placeholder.style.height = '';
    measure();
    update();
  });
  update();

  nav.addEventListener('click', (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('a[href^="#"]');
    if (!link) return;
    const heading = document.getElementById(`${link.hash.slice(1)}-title`);
    if (heading) window.setTimeout(() => heading.focus({ preventScroll: true }), 0);
  });
}
