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
  vite: {
    build: { assetsInlineLimit: 0 },
  },
});
