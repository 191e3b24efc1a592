/**
 * When the frame's scroll-to-top button shows (docs/product-spec.md §9: after 120 px of scroll). Never while a
 * field is being typed in: on a phone (375 px) the fixed button sits over the lower right of the form, where
 * an input or its end is, and the keyboard leaves little else on screen.
 */
export const STICKY_AFTER = 120;

/** The fields a person types or chooses in; buttons, checkboxes and radios are no cover worth hiding for. */
const EDITING =
  'textarea, select, [contenteditable="true"], input:not([type="button"], [type="submit"], [type="reset"], [type="checkbox"], [type="radio"], [type="hidden"])';

/** Whether the button is hidden, `scrollY` into the page with `active` (document.activeElement) focused. */
export function toTopHidden(scrollY: number, active: Element | null): boolean {
  return scrollY <= STICKY_AFTER || !!active?.matches(EDITING);
}
