import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'threads',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'], environment: 'node' },
      },
      {
        // The islands rendered from their examples in a simulated DOM (jsdom), without the server or a build.
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/support/setup.ts'],
        },
      },
    ],
  },
});
