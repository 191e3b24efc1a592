/**
 * The phone menu is a `<details>` disclosure, so it opens without JavaScript. With it, the menu also closes as a
 * menu does: Escape (focus back on its button), a click or a focus outside it, and growing past the phone layout.
 */
export function enhancePhoneMenu(menu: HTMLDetailsElement): void {
  const button = menu.querySelector('summary')!;
  const outside = (target: EventTarget | null) => menu.open && target instanceof Node && !menu.contains(target);
  menu.addEventListener('keydown', (event) => {
    // A control inside (the search box's open list) may have used Escape already.
    if (event.key !== 'Escape' || !menu.open || event.defaultPrevented) return;
    event.preventDefault();
    menu.open = false;
    button.focus();
  });
  document.addEventListener('click', (event) => {
    if (outside(event.target)) menu.open = false;
  });
  document.addEventListener('focusin', (event) => {
    if (outside(event.target)) menu.open = false;
  });
  matchMedia('(min-width: 769px)').addEventListener('change', (event) => {
    if (event.matches) menu.open = false;
  });
}
