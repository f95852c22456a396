import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// findBy and waitFor give up after 1 s by default: CI runs these tests beside the browser suite on two
// cores, where a screen can take longer than that to answer. What never comes still fails, 5 s later.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no ResizeObserver; Radix's slider measures its thumb with one (a size nothing here reads).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no scrolling: its scrollTo only logs 'Not implemented' into every test's output (the Dice Roll
// page scrolls to its top). A page that scrolls nowhere is what a test of it needs.
window.scrollTo = () => {};

// jsdom has no canvas either: its getContext logs 'Not implemented' and answers null. Null is what the app
// reads as 'this browser cannot draw here' (no WebGL2, no live colour); tests that draw stub it themselves.
HTMLCanvasElement.prototype.getContext = (() => null) as HTMLCanvasElement['getContext'];

afterEach(() => {
  cleanup();
  localStorage.clear();
  // Files share a worker (vitest.test-groups.ts): a test left on fake timers must not stop the next file's.
  vi.useRealTimers();
});
