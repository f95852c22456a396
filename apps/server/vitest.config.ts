import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    globalSetup: ['./test/global-setup.ts'],
    // One module cache per worker instead of per file: importing Fastify, pg-boss, sharp and the engine
    // again for each of about 50 files cost about 4 s a file. Nothing here mocks a module, and each suite
    // builds its own server, database and storage.
    isolate: false,
    // Suites start a real server (PGlite, migrations, the job queue) and some a real engine: on a busy
    // two-core machine that can take far longer than Vitest's defaults.
    hookTimeout: 60_000,
    testTimeout: 60_000,
  },
});
