import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * The e2e suite's axe run (WCAG 2.0/2.1 A and AA), on one island's DOM. Colour contrast is left out: a simulated
 * DOM lays nothing out and computes no colours, so axe cannot judge it here; the e2e axe runs in Chromium do.
 */
export async function expectNoAxeViolations(root: Element): Promise<void> {
  const results = await axe.run(root, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  const found = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
  expect(found, 'axe violations').toEqual([]);
}
