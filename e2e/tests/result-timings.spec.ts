import { measureResultTimings } from '../scripts/result-timings';
import { EVAL_PHOTO, expect, test } from './support';

/**
 * Issue 12: a result is on screen soon after the tap, because the POST answers with it (no 2 s wait for a
 * first poll). `npm run bench:web` measures the medians; this holds them with generous bounds on one run,
 * and checks the cause: nothing that was answered done is polled.
 */
test('results come with the answer: no polling, and on screen well within the old waits', async ({
  page,
}) => {
  const polls: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (
      request.method() === 'GET' &&
      /^\/api\/(hair-color-try-ons|dice-roll)\/[0-9a-f-]{36}$/.test(pathname)
    ) {
      polls.push(pathname);
    }
  });

  const timings = await measureResultTimings(page, EVAL_PHOTO, 2);
  test.info().annotations.push({ type: 'timings', description: JSON.stringify(timings) });

  expect(polls, 'try-ons and rolls answered done are not polled').toEqual([]);
  // Targets 3.0 s, 2.5 s and 1.5 s (bench:web); before, 5.0 s, 4.2 s and 2.1 s.
  expect(timings.freshUpload).toBeLessThan(4500);
  for (const analysed of timings.analysed) expect(analysed).toBeLessThan(3600);
  expect(timings.roll).toBeLessThan(3000);
});
