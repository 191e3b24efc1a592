/** Rotation period of the home carousel (docs/product-spec.md §9). */
export const CAROUSEL_INTERVAL_MS = 6000;

/**
 * The home carousel: rotates every 6 s, pauses on hover and focus and with its pause button (WCAG 2.2.2),
 * and does not rotate at all when the visitor asks for reduced motion. Without it, the page shows the slides as a
 * strip that scrolls sideways and no buttons.
 */
export function startCarousel(root: HTMLElement): void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')];
  if (slides.length < 2) return;
  const status = root.querySelector<HTMLElement>('[data-carousel-status]');
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-toggle]');
  const track = root.querySelector<HTMLElement>('[data-carousel-track]');
  let index = 0;
  let stopped = matchMedia('(prefers-reduced-motion: reduce)').matches;
  let hovered = false;
  let timer: number | undefined;
  root.classList.add('is-enhanced');
  const controls = root.querySelector<HTMLElement>('[data-carousel-controls]');
  if (controls) controls.hidden = false;

  const show = (next: number) => {
    index = (next + slides.length) % slides.length;
    slides.forEach((slide, i) => {
      slide.classList.toggle('is-active', i === index);
      slide.inert = i !== index;
    });
    if (status) status.textContent = `${index + 1} / ${slides.length}`;
  };
  const schedule = () => {
    window.clearInterval(timer);
    if (!stopped && !hovered) timer = window.setInterval(() => show(index + 1), CAROUSEL_INTERVAL_MS);
  };
  const renderToggle = () => {
    if (!toggle) return;
    toggle.setAttribute('aria-pressed', String(stopped));
    toggle.querySelector('[data-icon]')!.textContent = stopped ? '▶' : '❚❚';
    toggle.querySelector('[data-label]')!.textContent = (stopped ? toggle.dataset.labelPlay : toggle.dataset.labelPause) ?? '';
  };

  root.querySelector('[data-carousel-prev]')?.addEventListener('click', () => {
    show(index - 1);
    schedule();
  });
  root.querySelector('[data-carousel-next]')?.addEventListener('click', () => {
    show(index + 1);
    schedule();
  });
  toggle?.addEventListener('click', () => {
    stopped = !stopped;
    renderToggle();
    schedule();
  });
  root.addEventListener('mouseenter', () => {
    hovered = true;
    schedule();
  });
  root.addEventListener('mouseleave', () => {
    hovered = false;
    schedule();
  });
  root.addEventListener('focusin', () => {
    hovered = true;
    track?.setAttribute('aria-live', 'polite');
    schedule();
  });
  root.addEventListener('focusout', () => {
    hovered = false;
    track?.setAttribute('aria-live', 'off');
    schedule();
  });
  show(0);
  renderToggle();
  schedule();
}
