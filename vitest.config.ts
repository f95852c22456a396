import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Both cores, not Vitest's default of one fewer than the cores: in `npm test` the browser suite runs
    // beside these, and once it ends a second worker takes the core it leaves.
    maxWorkers: 2,
    projects: [
      'packages/*',
      'apps/server',
      'apps/web',
      // The repository's own rules (its lint boundaries), tested from the root.
      { test: { name: 'repository', include: ['test/**/*.test.ts'] } },
    ],
  },
});
