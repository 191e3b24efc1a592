import { useSyncExternalStore } from 'react';

/**
 * A phone's width: narrower than 769 px, the spec's mobile breakpoint (docs/product-spec.md §2 "Menu and frame",
 * §9). There the queue is a list of cards and its filters fold behind a disclosure; wider, it is a table.
 */
export const NARROW = '(max-width: 768px)';

const subscribe = (changed: () => void) => {
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
};

/** Whether the screen is a phone's, following a turn of the phone or a resized window. */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(NARROW).matches,
    // The page is served before anything is known of the screen: as wide, the desk's first layout.
    () => false,
  );
}
