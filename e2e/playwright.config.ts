import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, fakeCameraArgs, TEST_CHROMIUM_PATH } from './chromium';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'hairhue-e2e-'));
/**
 * The specs drive the app as a browser that opened `/?app=1` does: with the opt-in cookie (APP_OPT_IN_COOKIE
 * in packages/contracts), without which a browser gets the public pages. public-pages.spec.ts starts without it.
 */
const APP_OPT_IN = {
  cookies: [
    {
      name: 'hairhue_app',
      value: '1',
      domain: new URL(BASE_URL).hostname,
      path: '/',
      expires: -1,
      httpOnly: true,
      secure: false,
      sameSite: 'Lax' as const,
    },
  ],
  origins: [],
};

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 120_000,
  expect: { timeout: 20_000 },
  // Two browsers at once, each running one spec file at a time: a spec spends most of its time waiting
  // (for renders, animations and the network), so a second browser fills those waits on a two-core machine.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: [['list'], ['html', { open: 'never', outputFolder: './playwright-report' }]],
  use: {
    ...devices['iPhone 13'],
    // The iPhone's layout (CSS pixels, touch, user agent) at one device pixel per CSS pixel: without a GPU,
    // Chromium rasterises every frame in software, and the phone's 3× paints nine times the pixels for the
    // same layout (a third of the suite's time). live-preview.spec.ts keeps 3×: the canvases sized in
    // device pixels are checked there at the phone's own density.
    deviceScaleFactor: 1,
    // iPhone 13 is WebKit by default; the same phone viewport in Chromium.
    browserName: 'chromium',
    defaultBrowserType: 'chromium',
    baseURL: BASE_URL,
    storageState: APP_OPT_IN,
    // A test's trace (actions, DOM snapshots, network) is recorded only when asked for: `E2E_TRACE=1` keeps
    // a failed test's. Keeping the failed ones' means recording every test's, an eighth of the suite's CPU
    // (560–565 → 487–504 CPU s, two runs each), for files that CI's throwaway clone never shows. The trace's
    // screencast of every frame stays off even then (it cost about a quarter more).
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: TEST_CHROMIUM_PATH,
      args: [...CHROMIUM_ARGS, ...fakeCameraArgs()],
    },
  },
  webServer: {
    // The real server on PGlite with the real engine, serving the production build of the web app
    // (npm start builds it).
    command: 'npm start',
    cwd: '..',
    url: `${BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    // On every address of the machine, and with no PUBLIC_BASE_URL, as `npm start` runs: each answer must
    // work from the address the browser used (other-address.spec.ts opens the app at 127.0.0.2).
    env: {
      PORT: String(PORT),
      HOST: '0.0.0.0',
      DATA_DIR: dataDir,
      RENDER_THREADS: '2',
      LOG_LEVEL: 'warn',
      // Every test's browser comes from one address; the per-address free budget is tested in the server.
      FREE_CHANGES_PER_ADDRESS_PER_DAY: '100000',
    },
  },
});
