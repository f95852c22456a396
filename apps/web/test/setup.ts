import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// jsdom has no ResizeObserver; Radix's slider measures its thumb with one (a size nothing here reads).
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

// jsdom has no scrolling: its scrollTo only logs 'Not implemented' into every test's output (the Dice Roll
// page scrolls to its top). A page that scrolls nowhere is what a test of it needs.
window.scrollTo = () => {};

afterEach(() => {
  cleanup();
  localStorage.clear();
});
