import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    name: 'web',
    environment: 'jsdom',
    // One jsdom and one module cache per worker instead of per file: creating jsdom and importing React,
    // Radix and the app again for each of about 85 files took most of this project's time. The setup file
    // resets the app's own modules before each file, so every file's vi.mock still takes effect.
    isolate: false,
    setupFiles: ['./test/setup.ts'],
  },
});
