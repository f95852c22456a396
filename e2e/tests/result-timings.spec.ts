import { measureResultTimings } from '../scripts/result-timings';
import { EVAL_PHOTO, expect, test } from './support';

interface Answer {
  id: string;
  done: boolean;
  /** How long the POST took, request sent to answer received. */
  tookMs: number;
}

/**
 * Issue 12: a result is on screen soon after the tap, because the POST answers with it when its render
 * ends within 1.5 s (no 2 s wait for a first poll). `npm run bench:web` measures the medians; this checks
 * the cause on one run — nothing answered done is polled and its reveal starts at once — with generous
 * bounds. (On a machine too busy to render within the wait, the app polls as the spec says: not timed here.)
 */
test('results answered done are shown without polling, well within the old waits', async ({ page }) => {
  const tryOns: Answer[] = [];
  const rolls: Answer[] = [];
  const polled: string[] = [];
  page.on('request', (request) => {
    const match = /^\/api\/(?:hair-color-try-ons|dice-roll)\/([0-9a-f-]{36})$/.exec(
      new URL(request.url()).pathname,
    );
    if (request.method() === 'GET' && match?.[1]) polled.push(match[1]);
  });
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().method() !== 'POST') return;
    if (pathname !== '/api/hair-color-try-ons' && pathname !== '/api/dice-roll') return;
    const body = (await response.json()) as {
      id: string;
      status?: string;
      colors?: { status: string }[];
    };
    await response.finished();
    const tookMs = Math.round(response.request().timing().responseEnd);
    if (body.colors) {
      rolls.push({ id: body.id, done: body.colors.every((c) => c.status !== 'processing'), tookMs });
    } else {
      tryOns.push({ id: body.id, done: body.status !== 'processing', tookMs });
    }
  });

  const timings = await measureResultTimings(page, EVAL_PHOTO, 2);
  test.info().annotations.push({
    type: 'timings',
    description: JSON.stringify({ timings, tryOns, rolls, polled }),
  });

  expect(tryOns).toHaveLength(3);
  expect(rolls).toHaveLength(1);
  // Renders on an analysed photo take a fraction of the wait: at least those come with the answer.
  expect(tryOns.slice(1).some((answer) => answer.done)).toBe(true);
  for (const answer of [...tryOns, ...rolls].filter((each) => each.done)) {
    expect(polled, `${answer.id} was answered done`).not.toContain(answer.id);
  }

  // Past the answer, the app needs only the reveal: the spec's 300 ms pause and 1200 ms transition and
  // the curtain's lift, about 1.9 s (before this change it first waited 2 s for a poll: 3.8 s or more).
  // The bound leaves room for a machine shared with other work; the server's share depends on it too, so
  // bench:web measures the whole (targets 3.0 s, 2.5 s, 1.5 s).
  const afterAnswer = (elapsed: number, answer: Answer | undefined) =>
    answer?.done ? elapsed - answer.tookMs : undefined;
  const [fresh, ...analysed] = tryOns;
  expect(afterAnswer(timings.freshUpload, fresh) ?? 0).toBeLessThan(3200);
  timings.analysed.forEach((elapsed, index) => {
    expect(afterAnswer(elapsed, analysed[index]) ?? 0).toBeLessThan(3200);
  });
  // The six images on screen within a second of the answer.
  expect(afterAnswer(timings.roll, rolls[0]) ?? 0).toBeLessThan(1000);
});
