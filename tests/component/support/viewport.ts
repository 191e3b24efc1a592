/**
 * The viewport of a DOM without layout: nothing is ever on screen by itself, so the maps' canvases (MapLibre,
 * which needs WebGL) stay behind the lazy-loading seam their islands already have. A test that is about that seam
 * brings an element near the screen itself, as scrolling would.
 */
type Callback = (entries: IntersectionObserverEntry[], observer: IntersectionObserver) => void;

const observers = new Set<NothingOnScreen>();

export class NothingOnScreen implements IntersectionObserver {
  readonly root = null;
  readonly rootMargin: string;
  readonly thresholds = [0];
  readonly scrollMargin = '0px';
  readonly targets = new Set<Element>();
  private readonly callback: Callback;

  constructor(callback: Callback, options: IntersectionObserverInit = {}) {
    this.callback = callback;
    this.rootMargin = options.rootMargin ?? '0px';
  }
  observe(target: Element) {
    this.targets.add(target);
    observers.add(this);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
  /** Tells this observer its target came within its margin of the screen. */
  reach(target: Element) {
    const entry = { target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry;
    this.callback([entry], this);
  }
}

/** Scrolls `element` near the screen: every observer watching it hears so. */
export function bringNearScreen(element: Element): void {
  for (const observer of [...observers]) if (observer.targets.has(element)) observer.reach(element);
}

/** How many observers still watch something (a hook that stops watching once it fired leaves none). */
export const watching = () => observers.size;
