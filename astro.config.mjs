// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';

// The build script renders every realm that changed in one Astro build; never phone home from it.
process.env.ASTRO_TELEMETRY_DISABLED = '1';

export default defineConfig({
  output: 'static',
  integrations: [react()],
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  devToolbar: { enabled: false },
  // Content-Security-Policy in a <meta> of every page: script-src and style-src list 'self' and the hashes of the
  // page's own inline scripts and styles, never 'unsafe-inline' for scripts. Style attributes (React's SSR output,
  // custom properties on the carousel and gallery) are allowed by style-src-attr only: they cannot run code.
  // The realm's other directives (its API origins, map hosts…) are added per page by Base.astro from
  // src/realm/security.ts.
  security: {
    csp: {
      algorithm: 'SHA-256',
      scriptDirective: { resources: ["'self'"] },
      styleDirective: { resources: ["'self'", { resource: "'unsafe-inline'", kind: 'attribute' }] },
    },
  },
  vite: {
    build: { assetsInlineLimit: 0 },
  },
});
