import { configDefaults, defineConfig } from 'vitest/config';
import { webTestGroups } from './apps/web/vitest.test-groups.ts';

const webTests = webTestGroups();
const PROCESS_SUITES = 'test/process/**/*.test.ts';
/**
 * The web groups' files run one after another in a shared worker and jsdom: what one test replaces never
 * reaches the next file's (fake timers: apps/web/test/setup.ts).
 */
const SHARED_WEB_WORKER = { isolate: false, restoreMocks: true, unstubGlobals: true, unstubEnvs: true };

export default defineConfig({
  test: {
    projects: [
      'packages/*',
      // The server's suites, but for the two that run it as real processes (killed, restarted, scaled out):
      // those spend most of their two minutes waiting (for start-ups, and for a dead worker's job to expire),
      // so `npm test` runs them beside the other Vitest suites instead of in one of their two workers.
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: { exclude: [...configDefaults.exclude, PROCESS_SUITES] },
      },
      {
        extends: './apps/server/vitest.config.ts',
        root: './apps/server',
        test: { name: 'server-process', include: [PROCESS_SUITES] },
      },
      // The web app's suites in two groups (see vitest.test-groups.ts): `--project 'web*'` runs both.
      // The files that replace modules share a worker and its jsdom too, but start each from an empty module
      // graph and mock registry (test/module-graph-per-file.ts): 37 CPU seconds against 90 in a process each.
      // Not in VM contexts (vmForks): there a file's vi.mock stand-ins answered the next file's imports in the
      // same worker (device-id.test.ts after save-blob.test.ts).
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: {
          ...SHARED_WEB_WORKER,
          include: webTests.isolated,
          setupFiles: ['./test/module-graph-per-file.ts'],
        },
      },
      {
        extends: './apps/web/vitest.config.ts',
        root: './apps/web',
        test: { ...SHARED_WEB_WORKER, name: 'web-shared', include: webTests.shared },
      },
      // The repository's own rules (its lint boundaries), tested from the root.
      { test: { name: 'repository', include: ['test/**/*.test.ts'] } },
    ],
  },
});
