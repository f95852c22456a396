import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'hair-engine',
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // One module cache per worker: onnxruntime, sharp and the engine are imported once, not per file.
    // Nothing here mocks a module.
    isolate: false,
  },
});
