import { useEffect, useRef, type KeyboardEvent, type MouseEvent } from 'react';

/** Keys that move between requests from anywhere in the list; j and k also from the page around it. */
const NEXT = new Set(['j', 'ArrowDown']);
const PREVIOUS = new Set(['k', 'ArrowUp']);

/** Boxes ticked with Space: j and k typed on them are still the desk's (a selection's checkboxes). */
const TICKED = new Set(['checkbox', 'radio']);

/** Where a key typed goes to a field, not to the desk's shortcuts. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['SELECT', 'TEXTAREA'].includes(target.tagName) || (target instanceof HTMLInputElement && !TICKED.has(target.type)));

/**
 * The queue's keys, the same for its table and its cards: j/k or the arrows move from one request's link
 * (`a[data-row-link]`) to the next, Enter opens it as a link does, and a click anywhere on a row (`row`: `tr`, `li`)
 * follows its link. `list` goes on the element that holds the rows.
 */
export function useRowKeys<List extends HTMLElement>(row: 'tr' | 'li') {
  const list = useRef<List>(null);

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-row-link]') ?? [])];
  const move = (from: Element | null, step: 1 | -1) => {
    const all = links();
    const at = all.findIndex((link) => link.closest(row)?.contains(from));
    const target = at < 0 ? all[step === 1 ? 0 : all.length - 1] : all[Math.min(all.length - 1, Math.max(0, at + step))];
    target?.focus();
  };

  // j and k from anywhere on the page that is not a field: the first j lands on the first request.
  useEffect(() => {
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      if ((event.key !== 'j' && event.key !== 'k') || list.current?.contains(event.target as Node)) return;
      event.preventDefault();
      move(null, event.key === 'j' ? 1 : -1);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const step = NEXT.has(event.key) ? 1 : PREVIOUS.has(event.key) ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    move(event.target as Element, step);
  };
  // A click anywhere on a row opens it, as its link does (the link stays the way in for keyboards and readers).
  const onRowClick = (event: MouseEvent<HTMLElement>) => {
    // A click on a control of the row (the selection's checkbox and its label) is that control's.
    if ((event.target as Element).closest('a, button, input, label') || getSelection()?.toString()) return;
    event.currentTarget.querySelector<HTMLAnchorElement>('a[data-row-link]')?.click();
  };

  return { list, onKeyDown, onRowClick };
}
