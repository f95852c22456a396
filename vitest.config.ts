import { defineConfig } from 'vitest/config';
import { webTestGroups } from './apps/web/vitest.test-groups.ts';

const webTests = webTestGroups();

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/server',
      // The web app's suites in two groups (see vitest.test-groups.ts): `--project 'web*'` runs both.
      // The isolated group in VM contexts: a fresh module graph and jsdom per file without a fresh process
      // (79 CPU seconds for the group on two workers, 209 in child processes).
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: { include: webTests.isolated, pool: 'vmForks' },
      },
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: { name: 'web-shared', include: webTests.shared, isolate: false },
      },
      // The repository's own rules (its lint boundaries), tested from the root.
      { test: { name: 'repository', include: ['test/**/*.test.ts'] } },
    ],
  },
});
