// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import { moduleGraphPlugin } from './src/data/module-preload.ts';

// The build script renders every realm that changed in one Astro build; never phone home from it.
process.env.ASTRO_TELEMETRY_DISABLED = '1';

export default defineConfig({
  output: 'static',
  integrations: [react()],
  trailingSlash: 'ignore',
  // Several pages in flight at once: while one page's file is being written, the next one renders (a large
  // realm's build otherwise waits on the disk for a third of its time).
  build: { format: 'directory', inlineStylesheets: 'auto', concurrency: 8 },
  devToolbar: { enabled: false },
  // Content-Security-Policy in a <meta> of every page: script-src and style-src list 'self' and the hashes of the
  // page's own inline scripts and styles, never 'unsafe-inline' for scripts. Style attributes (React's SSR output,
  // custom properties on the carousel and gallery) are allowed by style-src-attr only: they cannot run code.
  // The realm's other directives (its API origins, map hosts…) are added per page by Base.astro from
  // src/realm/security.ts.
  // (With no resources of their own, script-src and style-src default to 'self'.)
  security: {
    csp: {
      algorithm: 'SHA-256',
      styleDirective: { resources: [{ resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  // The portal renders no Markdown code blocks, and Shiki's inline styles would not pass the policy.
  markdown: { syntaxHighlight: false },
  vite: {
    // The client bundle's graph, for the pages' module preloads (src/data/module-preload.ts).
    plugins: [moduleGraphPlugin()],
    // MapLibre's own chunk (about 1,100 kB) and its worker (about 520 kB) are larger than Vite's 500 kB warning
    // line: they load only where a map is, once the map is near (docs/testing.md), and the pages' own budgets are
    // tests/e2e/budgets.spec.ts's. The warning said nothing a person starting the portal could act on.
    build: { assetsInlineLimit: 0, chunkSizeWarningLimit: 1200 },
  },
});
