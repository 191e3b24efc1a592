import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe with the WCAG 2.1 A and AA rules the suite holds every page to, run the quick way (2–4× quicker per page,
 * measured on the directory's letter pages and the accessibility statement):
 * - only violations are gathered: axe otherwise also builds a selector for every node that passed, which the
 *   suite never reads (the options come first: `options()` replaces the rules `withTags` chose);
 * - legacy mode: axe runs in the page itself, instead of opening a blank page of the context to gather each frame's
 *   results there. That page exists for cross-origin frames; the site's only one is a video's player, which
 *   src/components/Media.astro puts in the page when the visitor asks for it (a YouTube or Vimeo page, not ours).
 */
export function axeOn(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .setLegacyMode(true);
}
