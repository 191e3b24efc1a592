import { trapFocus } from './focus-trap.ts';
import { wrapIndex } from '../domain/content/gallery.ts';

/**
 * The image gallery's lightbox: a modal dialog with previous/next that wrap around, arrow keys, Escape to
 * close, and focus back on the thumbnail it was opened from. Without JavaScript each thumbnail links to its image.
 */
export function startGallery(root: HTMLElement): void {
  const links = [...root.querySelectorAll<HTMLAnchorElement>('[data-gallery-item]')];
  const dialog = root.querySelector<HTMLDialogElement>('dialog');
  if (!dialog || links.length === 0) return;
  trapFocus(dialog);
  const image = document.createElement('img');
  dialog.querySelector('[data-lightbox-figure]')!.prepend(image);
  const caption = dialog.querySelector<HTMLElement>('[data-lightbox-caption]')!;
  const counter = dialog.querySelector<HTMLElement>('[data-lightbox-counter]')!;
  const template = root.dataset.counter ?? '{n} / {total}';
  let index = 0;
  let opener: HTMLElement | null = null;

  const show = (next: number) => {
    index = wrapIndex(next, 0, links.length);
    const link = links[index]!;
    image.src = link.href;
    image.alt = link.dataset.alt ?? '';
    caption.textContent = link.dataset.alt ?? '';
    counter.textContent = template.replace('{n}', String(index + 1)).replace('{total}', String(links.length));
  };
  links.forEach((link, i) => {
    link.addEventListener('click', (event) => {
      event.preventDefault();
      opener = link;
      show(i);
      dialog.showModal();
    });
  });
  const single = links.length < 2;
  for (const selector of ['[data-lightbox-prev]', '[data-lightbox-next]']) {
    const button = dialog.querySelector<HTMLButtonElement>(selector)!;
    button.hidden = single;
    button.addEventListener('click', () => show(wrapIndex(index, selector.includes('prev') ? -1 : 1, links.length)));
  }
  dialog.querySelector('[data-lightbox-close]')!.addEventListener('click', () => dialog.close());
  dialog.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowLeft') show(wrapIndex(index, -1, links.length));
    else if (event.key === 'ArrowRight') show(wrapIndex(index, 1, links.length));
  });
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  dialog.addEventListener('close', () => opener?.focus());
}
