import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    pool: 'threads',
    // Vitest's default is one worker fewer than the cores: one, on the two-core machines the suite runs on. Many
    // files mostly wait (on a build's child processes, a server, scrypt in the thread pool), so two share the
    // cores well: 424 s for the whole run against 731 s with one (docs/performance.md "The test suite's time").
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Guards against hangs, never measures speed: route tests that take 1 s alone took over 5 s on a loaded two-core machine.
          testTimeout: 20_000,
          include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        // The islands rendered from their examples in a simulated DOM (jsdom), without the server or a build.
        extends: true,
        test: {
          name: 'component',
          include: ['tests/component/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['tests/component/support/setup.ts'],
          // jsdom is slow to lay out a whole form on a busy two-core machine (axe walks every node): a test that
          // takes 3 s alone took over 5 s beside a build. The time-out guards against hangs, never measures speed.
          testTimeout: 30_000,
        },
      },
    ],
  },
});
