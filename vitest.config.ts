import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker less than the cores: one worker on a two-core machine, which then idles
    // a core while the server suites wait on timers, sockets and child processes. Two workers there.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      'packages/*',
      'apps/server',
      'apps/web',
      // The repository's own rules (its lint boundaries), tested from the root.
      { test: { name: 'repository', include: ['test/**/*.test.ts'] } },
    ],
  },
});
