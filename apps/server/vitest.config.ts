import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    globalSetup: ['./test/global-setup.ts'],
    // Suites start a real server (PGlite, migrations, the job queue) and some a real engine: on a busy
    // two-core machine that can take far longer than Vitest's defaults.
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
