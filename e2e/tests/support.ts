import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/**
 * Screenshots the screen into the test's artefacts and checks it with axe: no serious or critical
 * accessibility violation may remain on any screen.
 */
export async function checkScreen(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Let entrance animations settle so the picture (and the contrast axe measures) is the resting state.
  await page.waitForTimeout(500);
  await testInfo.attach(`${name}.png`, {
    body: await page.screenshot({ fullPage: true }),
    contentType: 'image/png',
  });
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    blocking.map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join('; ')})`,
    ),
    `accessibility on ${name}`,
  ).toEqual([]);
}

/** A research photo from ../shared (read at run time, never committed). */
export const EVAL_PHOTO = new URL('../../../shared/eval/hair/images/figaro_Frame00251.jpg', import.meta.url)
  .pathname;
