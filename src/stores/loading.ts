import { atom, computed } from 'nanostores';

/** How many API requests are running (docs/product-spec.md §4 "loading counter"); the loading indicator reads it. */
const $runningRequests = atom(0);
export const $loading = computed($runningRequests, (count) => count > 0);

export function requestStarted(): void {
  $runningRequests.set($runningRequests.get() + 1);
}

export function requestEnded(): void {
  $runningRequests.set(Math.max(0, $runningRequests.get() - 1));
}
