import { existsSync } from 'node:fs';

/**
 * How the suite and the benches start Chromium: Debian's here; Playwright's own browser on a machine where
 * `npx playwright install` works.
 */
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_PATH = existsSync(SYSTEM_CHROMIUM) ? SYSTEM_CHROMIUM : undefined;

/**
 * The end-to-end suite's browser: Debian's headless shell where it is installed, the headless-only build of
 * Chromium that Playwright's own browser runs headless too. Measured on the whole suite here (2 workers):
 * 485 CPU seconds against the full Chromium's 585, for the same 61 passing tests. The benches keep the full
 * browser, which is what a person's phone or desktop runs.
 */
const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const TEST_CHROMIUM_PATH = existsSync(SYSTEM_HEADLESS_SHELL) ? SYSTEM_HEADLESS_SHELL : CHROMIUM_PATH;

/** Headless, and quiet: nothing of its own on the network, nothing updated meanwhile. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** A camera that needs no permission prompt: Chromium's test pattern, or `clip` (Y4M or MJPEG) looped. */
export function fakeCameraArgs(clip?: string): string[] {
  return [
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    ...(clip ? [`--use-file-for-fake-video-capture=${clip}`] : []),
  ];
}
