/**
 * How long a person waits for results in the app (issue 12, section 1), measured in the browser from the
 * tap to what is on screen. Used by `npm run bench:web` (medians) and held by tests/result-timings.spec.ts.
 */
import type { Page } from '@playwright/test';
import {
  longestTaskDuring,
  measurePreviewPaints,
  scrollSwatchRow,
  waitForPreviewReady,
} from './live-preview';
import { openPremiumEditor } from './premium-session';

export interface ResultTimings {
  /** The first colour tried on a photo just uploaded: tap → result shown and the curtain gone. */
  freshUpload: number;
  /** Later colours on the same (analysed) photo. */
  analysed: number[];
  /** Roll → the six tiles of the results grid showing their images. */
  roll: number;
  /** Roll → the rolling overlay gone (the spec keeps it 1 s after the last colour lands). */
  rollOverlayGone: number;
  /** Swatch tap → the live preview painted, for ten shades of every kind. */
  previewPaints: number[];
  /** The longest main-thread task while the swatch row scrolls, the preview ready (0: none over 50 ms). */
  longestTaskScrolling: number;
  /** The longest main-thread task while the editor, opened afresh, loads the preview (the app's own start aside). */
  longestTaskLoadingPreview: number;
}

declare global {
  interface Window {
    hairhueTapAt?: number;
  }
}

const RESULT_ALT = 'Your photo with the new hair color';

/**
 * Marks the moment the next click on a button named `name` lands, in the page's own clock. Written as page
 * source, as the checks below are: a compiled function could refer to helpers the page does not have.
 */
async function armTap(page: Page, name: string): Promise<void> {
  await page.evaluate(`(() => {
    window.hairhueTapAt = undefined;
    const onClick = (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button === null || button.textContent.trim() !== ${JSON.stringify(name)}) return;
      window.hairhueTapAt = performance.now();
      document.removeEventListener('click', onClick, true);
    };
    document.addEventListener('click', onClick, true);
  })()`);
}

/**
 * Milliseconds from the armed tap until `done` (an expression over `document`) holds, checked on every
 * animation frame. Evaluated as a string through DevTools: the app's Content-Security-Policy (no
 * 'unsafe-eval') refuses what page.waitForFunction would compile inside the page.
 */
async function sinceTap(page: Page, done: string, timeoutMs: number): Promise<number> {
  const measured = page.evaluate(`new Promise((resolve) => {
    const tick = () => {
      if (window.hairhueTapAt !== undefined && (${done})) resolve(performance.now() - window.hairhueTapAt);
      else requestAnimationFrame(tick);
    };
    tick();
  })`);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`not done within ${timeoutMs} ms: ${done}`)), timeoutMs);
  });
  try {
    return Math.round((await Promise.race([measured, timeout])) as number);
  } finally {
    clearTimeout(timer);
  }
}

/** The curtain has gone and the newest result image is decoded and fully opaque on the stage. */
const RESULT_SHOWN = `(() => {
  if ([...document.querySelectorAll('[role="dialog"]')].some((d) => d.textContent.includes('Transforming Your Look'))) return false;
  const shown = [...document.querySelectorAll('img[alt="${RESULT_ALT}"]')].at(-1);
  return shown !== undefined && shown.complete && shown.naturalWidth > 0 && getComputedStyle(shown).opacity === '1';
})()`;

const SIX_TILES_DONE = `(() => {
  const tiles = [...document.querySelectorAll('button[aria-label^="View "] img')];
  return tiles.length === 6 && tiles.every((image) => image.complete && image.naturalWidth > 0);
})()`;

const OVERLAY_GONE = `!document.getElementById('dice-rolling-title')`;

/** Picks a colour in the editor, taps 'Try this hair color' and times it until the result is shown. */
async function timeTryOn(page: Page, colour: string): Promise<number> {
  await page.getByRole('radio', { name: colour, exact: true }).click();
  await armTap(page, 'Try this hair color');
  await page.getByRole('button', { name: 'Try this hair color' }).click();
  const elapsed = await sinceTap(page, RESULT_SHOWN, 60_000);
  // The newest result is the colour just tried (not the previous one, still on screen behind the curtain,
  // nor the live preview's 'Preview · <colour>').
  await page
    .getByTestId('stage-caption')
    .filter({ hasText: new RegExp(`^${colour}$`) })
    .waitFor();
  return elapsed;
}

/**
 * One device's session: premium (bought in the sandbox store, so Dice Roll works), a fresh upload of
 * `photoPath`, its first colour, `analysedTries` more colours, then a Dice Roll of the same photo.
 */
export async function measureResultTimings(
  page: Page,
  photoPath: string,
  analysedTries = 2,
): Promise<ResultTimings> {
  await openPremiumEditor(page, photoPath);

  const freshUpload = await timeTryOn(page, 'Copper');
  const analysed: number[] = [];
  const colours = ['Jet Black', 'Chocolate Brown', 'Caramel Brown', 'Honey Blonde', 'Auburn'];
  for (let i = 0; i < analysedTries; i++)
    analysed.push(await timeTryOn(page, colours[i % colours.length] ?? 'Jet Black'));

  // After the tries: the preview's planes come from the analysis, so waiting for them first would time
  // the 'fresh upload' on an analysed photo.
  const previewPaints = await measurePreviewPaints(page);
  const longestTaskScrolling = await longestTaskDuring(page, () => scrollSwatchRow(page));
  await page.reload();
  await page.getByAltText('Your original photo').waitFor();
  const longestTaskLoadingPreview = await longestTaskDuring(page, () => waitForPreviewReady(page));

  await page.goto('/dice-roll');
  await page.getByRole('button', { name: 'Use this photo' }).first().click();
  await page.getByRole('heading', { name: 'Ready to Roll?' }).waitFor();
  await armTap(page, 'Roll');
  await page.getByRole('button', { name: 'Roll', exact: true }).click();
  const roll = await sinceTap(page, SIX_TILES_DONE, 90_000);
  const rollOverlayGone = await sinceTap(page, OVERLAY_GONE, 90_000);
  return {
    freshUpload,
    analysed,
    roll,
    rollOverlayGone,
    previewPaints,
    longestTaskScrolling,
    longestTaskLoadingPreview,
  };
}
