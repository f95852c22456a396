import { defineConfig } from 'vitest/config';
import { webTestGroups } from './apps/web/vitest.test-groups.ts';

const webTests = webTestGroups();

export default defineConfig({
  test: {
    // Both cores, not Vitest's default of one fewer than the cores: in `npm test` the browser suite runs
    // beside these, and once it ends a second worker takes the core it leaves.
    maxWorkers: 2,
    projects: [
      'packages/*',
      'apps/server',
      // The web app's suites in two groups (see vitest.test-groups.ts): `--project 'web*'` runs both.
      { extends: './apps/web/vitest.config.ts', root: './apps/web', test: { include: webTests.isolated } },
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
