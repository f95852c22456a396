import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'recolour',
    // A whole-image render takes about a second alone; CI runs it beside the browser suite and the other
    // projects on two cores, where one took 7 s.
    testTimeout: 30_000,
  },
});
