/**
 * Renders an island's example as the browser would meet it: the device's storage as the example says, `fetch`
 * answered by the example's API answers, the clock at the example's moment, then the visitor's steps.
 */
import type { ComponentType } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, test, vi } from 'vitest';
import type { ExamplePage, IslandExample } from '../../../src/islands/examples.ts';
import { $consent, readConsent } from '../../../src/stores/consent.ts';
import { apiStandIn, type ApiStandIn } from './api-stand-in.ts';
import { expectNoAxeViolations } from './axe.ts';

export interface RenderedExample extends ExamplePage {
  api: ApiStandIn;
}

let api: ApiStandIn | undefined;

afterEach(() => {
  // The island goes first, then its calls still waiting: a closed page answers nothing to anyone.
  cleanup();
  api?.close();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  const unlisted = api?.unlisted ?? [];
  api = undefined;
  expect(unlisted, 'calls the example does not list').toEqual([]);
});

function fill(storage: Storage, entries: Record<string, string> = {}) {
  storage.clear();
  for (const [key, value] of Object.entries(entries)) storage.setItem(key, value);
}

/**
 * `matchMedia` for a viewport `width` pixels wide: each `(max-width: Npx)` and `(min-width: Npx)` of the query
 * must hold (other features keep setup.ts's answers); the width never changes, so nobody is told of a change.
 */
function atWidth(width: number): typeof window.matchMedia {
  const platform = window.matchMedia;
  const WIDTH = /\((max|min)-width:\s*(\d+(?:\.\d+)?)px\)/g;
  return (query: string) => {
    const bounds = [...query.matchAll(WIDTH)];
    if (!bounds.length) return platform(query);
    const fits = bounds.every(([, side, px]) => (side === 'max' ? width <= Number(px) : width >= Number(px)));
    const rest = query
      .replace(WIDTH, '')
      .replace(/\band\b/g, '')
      .trim();
    return { ...platform(query), matches: fits && (!rest || platform(rest).matches) };
  };
}

export async function renderExample<Props extends object>(Island: ComponentType<Props>, example: IslandExample<Props>): Promise<RenderedExample> {
  fill(localStorage, example.device?.local);
  fill(sessionStorage, example.device?.session);
  // The visitor's cookie decision, read from the device as a page load reads it (the store does so once, on import).
  $consent.set(readConsent(localStorage));
  if (example.now) {
    // Only the clock: timers stay real, so the island's debounces and polls run as they do in a browser.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(example.now));
  }
  if (example.width) vi.stubGlobal('matchMedia', atWidth(example.width));
  history.replaceState(null, '', example.url ?? '/');
  api = apiStandIn(example.api);
  vi.stubGlobal('fetch', api.fetch);
  const user = userEvent.setup();
  const view = render(<Island {...example.props} />);
  const page = { screen, user, view, api };
  await example.play?.(page);
  return page;
}

/** What an example's state must show, checked after it is rendered (and played). */
export type StateCheck = (page: RenderedExample) => Promise<void> | void;

/**
 * One test per example: rendered, checked by its own check (every example must have one), and run through axe.
 */
export function testEveryExample<Props extends object, Key extends string>(
  Island: ComponentType<Props>,
  examples: Record<Key, IslandExample<Props>>,
  checks: Record<Key, StateCheck>,
): void {
  for (const key of Object.keys(examples) as Key[]) {
    const example = examples[key];
    test(`${example.name} [${key}]`, async () => {
      const page = await renderExample(Island, example);
      await checks[key](page);
      await expectNoAxeViolations(page.view.container);
    });
  }
}
