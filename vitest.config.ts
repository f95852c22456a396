import { defineConfig } from 'vitest/config';
import { webTestGroups } from './apps/web/vitest.test-groups.ts';

const webTests = webTestGroups();

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      'apps/server',
      // The web app's suites in two groups (see vitest.test-groups.ts): `--project 'web*'` runs both.
      // The isolated group in child processes. Not in VM contexts (vmForks, 79 CPU seconds against 209): there
      // a file's vi.mock stand-ins answered the next file's imports in the same worker, so the suite passed
      // or failed by the order of its files (device-id.test.ts after save-blob.test.ts).
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
