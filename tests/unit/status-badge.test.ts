/**
 * The one status palette (src/islands/shared/requests/status-badge.css), read from the stylesheet the badge ships:
 * every status of the table has its colours, and its text reads on its background (WCAG 2.1 contrast ≥ 4.5:1).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrast } from '../../src/domain/text/color.ts';
import { REQUEST_STATUSES, statusSlug } from '../../src/domain/requests/request-status.ts';

const css = readFileSync(new URL('../../src/islands/shared/requests/status-badge.css', import.meta.url), 'utf8');

/** `#333` as `#333333`, which the WCAG luminance reads. */
const sixDigits = (hex: string) => (hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex);

/** The `color` and `background` of the rule `.status-<slug>` (the screen one, the first). */
function colours(slug: string): { text: string; background: string } | undefined {
  const rule = new RegExp(`\\.status-${slug}\\s*\\{([^}]*)\\}`).exec(css)?.[1];
  const text = rule && /(?:^|;|\s)color:\s*(#[0-9a-f]{3,6})/i.exec(rule)?.[1];
  const background = rule && /background:\s*(#[0-9a-f]{3,6})/i.exec(rule)?.[1];
  return text && background ? { text: sixDigits(text), background: sixDigits(background) } : undefined;
}

describe('the status badge palette', () => {
  it('gives each status its own slug', () => {
    expect(new Set(REQUEST_STATUSES.map(statusSlug)).size).toBe(REQUEST_STATUSES.length);
  });

  it.each(REQUEST_STATUSES)('colours %s with text that reads on its background (≥ 4.5:1)', (status) => {
    const pair = colours(statusSlug(status));
    expect(pair, `.status-${statusSlug(status)} in status-badge.css`).toBeDefined();
    expect(contrast(pair!.text, pair!.background)).toBeGreaterThanOrEqual(4.5);
  });

  it('has no colours for a slug no status has', () => {
    const slugs = [...css.matchAll(/\.status-([a-z-]+)\s*\{/g)].map((m) => m[1]).filter((s) => s !== 'badge');
    expect(slugs.sort()).toEqual(REQUEST_STATUSES.map(statusSlug).sort());
  });
});
