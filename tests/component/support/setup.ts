/**
 * What jsdom lacks of a browser, filled in as plainly as possible, and the cleanup after each test. These stand in
 * for the platform, never for the islands or their collaborators.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { NothingOnScreen } from './viewport.ts';

afterEach(() => cleanup());

// jsdom has <dialog> but not its methods: a modal dialog here is one that is open (the page behind is not made inert).
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.open) return;
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
}

// The visitor prefers reduced motion: dialogs close without their 500 ms animation. No other media query matches.
window.matchMedia = (query: string) => ({
  matches: query.includes('prefers-reduced-motion: reduce'),
  media: query,
  onchange: null,
  addEventListener: () => {},
  removeEventListener: () => {},
  addListener: () => {},
  removeListener: () => {},
  dispatchEvent: () => false,
});

// Nothing is laid out, so nothing comes near the viewport unless a test says so (see viewport.ts).
window.IntersectionObserver = NothingOnScreen;

// Scrolling has nothing to move in a DOM without layout; the error summary's links still move focus.
Element.prototype.scrollIntoView = function scrollIntoView() {};
