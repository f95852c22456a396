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
 * the cause on one run: nothing answered done is polled. (On a machine too busy to render within the wait,
 * the app polls as the spec says.)
 */
test('results answered done are shown without polling', async ({ page }) => {
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
});
