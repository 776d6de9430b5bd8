import { defineConfig } from 'vitest/config';

// Server suites run against PGlite always, and against PostgreSQL too when TEST_DATABASE_URL is set (CI sets it).
const serverTargets = ['pglite', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/web/src/**/*.test.{ts,tsx}',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
          // Engine tests synthesise speech and draw pictures: on a loaded CI machine 5 s is too tight.
          testTimeout: 20_000,
        },
      },
      ...serverTargets.map((target) => ({
        test: {
          name: `server:${target}`,
          include: ['apps/server/test/**/*.test.ts'],
          env: { TEST_DB: target },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: target === 'pglite',
        },
      })),
    ],
  },
});
