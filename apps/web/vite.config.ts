import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/** In development the API runs beside Vite (npm start); everything it serves is proxied to it. */
const API = process.env.HAIRHUE_API ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: Object.fromEntries(['/api', '/files', '/cloud', '/demo-photos'].map((path) => [path, API])),
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
