import { trapFocus } from './focus-trap.ts';
import { $consent, acceptAll, cycle, PURPOSES, rejectAll, saveChoices, type Choice, type Purpose } from '../stores/consent.ts';

/** The banner slides in 100 ms after the page shows (docs/product-spec.md §9). */
export const BANNER_DELAY_MS = 100;

/**
 * The page's custom property holding the banner's height while it shows: the stylesheet pads the page's scrolling
 * by it (`scroll-padding-bottom`), so an element that takes focus is scrolled clear of the fixed banner instead of
 * under it (WCAG 2.2, 2.4.11), and pads the body by it, so the footer's end can be scrolled above it.
 */
export const BANNER_HEIGHT_PROPERTY = '--consent-height';

/**
 * The cookie banner and its configuration dialog. The banner is a named region at the bottom that never takes
 * focus from the page, first in the document so that its buttons come first in the tab order
 * (src/layouts/Base.astro); the dialog is modal (focus stays inside) and gives focus back when it closes.
 */
export function startConsent(): void {
  const banner = document.querySelector<HTMLElement>('[data-consent]');
  const dialog = document.querySelector<HTMLDialogElement>('[data-consent-dialog]');
  if (!banner || !dialog) return;
  trapFocus(dialog);
  const labels = { unset: dialog.dataset.unset!, accepted: dialog.dataset.accepted!, rejected: dialog.dataset.rejected! };
  let choices: Partial<Record<Purpose, Choice>> = {};
  let opener: HTMLElement | null = null;

  const root = document.documentElement;
  const measure = () => root.style.setProperty(BANNER_HEIGHT_PROPERTY, `${Math.ceil(banner.getBoundingClientRect().height)}px`);
  // The banner's height changes with the viewport's width and the text's size.
  const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
  const hideBanner = () => {
    banner.classList.remove('is-visible');
    banner.hidden = true;
    resized?.disconnect();
    root.style.removeProperty(BANNER_HEIGHT_PROPERTY);
  };
  if ($consent.get().state === 'undecided') {
    banner.hidden = false;
    measure();
    resized?.observe(banner);
    window.setTimeout(() => banner.classList.add('is-visible'), BANNER_DELAY_MS);
  }

  const render = () => {
    for (const button of dialog.querySelectorAll<HTMLButtonElement>('[data-purpose]')) {
      const choice = choices[button.dataset.purpose as Purpose];
      button.dataset.choice = choice === undefined ? 'unset' : choice ? 'accepted' : 'rejected';
      button.querySelector('[data-state]')!.textContent = choice === undefined ? labels.unset : choice ? labels.accepted : labels.rejected;
    }
  };
  const openDialog = (from: HTMLElement | null) => {
    opener = from;
    const { state, proposals } = $consent.get();
    choices = state === 'undecided' || state === 'rejected' ? {} : { ...proposals };
    render();
    dialog.showModal();
  };

  banner.querySelector('[data-consent-accept]')!.addEventListener('click', () => {
    acceptAll();
    hideBanner();
  });
  banner.querySelector('[data-consent-reject]')!.addEventListener('click', () => {
    rejectAll();
    hideBanner();
  });
  banner.querySelector('[data-consent-configure]')!.addEventListener('click', (event) => openDialog(event.currentTarget as HTMLElement));
  for (const button of dialog.querySelectorAll<HTMLButtonElement>('[data-purpose]')) {
    button.addEventListener('click', () => {
      const purpose = button.dataset.purpose as Purpose;
      choices[purpose] = cycle(choices[purpose]);
      render();
    });
  }
  dialog.querySelector('[data-consent-save]')!.addEventListener('click', () => {
    saveChoices(Object.fromEntries(PURPOSES.map((p) => [p, choices[p]])));
    hideBanner();
    dialog.close();
  });
  dialog.querySelector('[data-consent-cancel]')!.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    if (opener?.isConnected && !opener.closest('[hidden]')) opener.focus();
    else document.getElementById('main')?.focus();
  });
  for (const link of document.querySelectorAll<HTMLElement>('[data-consent-open]')) {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      openDialog(link);
    });
  }
}
