import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type BrowserContext, type Page, type TestInfo } from '@playwright/test';

export { expect };

declare global {
  interface Window {
    reportContentSecurityViolation?: (text: string) => Promise<void>;
  }
}

/**
 * Collects every Content-Security-Policy violation in the context's pages: the `securitypolicyviolation`
 * events (reported through a binding, so navigations lose none) and Chromium's "Refused to …" console
 * messages, which also cover what happens before a page's scripts run.
 */
async function watchContentSecurity(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportContentSecurityViolation', (_source, text: string) => {
    violations.push(text);
  });
  await context.addInitScript(() => {
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        void window.reportContentSecurityViolation?.(
          `${event.effectiveDirective} refused ${event.blockedURI || 'inline'} on ${event.documentURI}` +
            (event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''),
        );
      },
      true,
    );
  });
  context.on('console', (message) => {
    if (message.text().startsWith('Refused to ')) violations.push(message.text());
  });
  return violations;
}

/**
 * Every spec's `test`: Playwright's, with a check that runs around each test and fails it on any
 * Content-Security-Policy violation, so the app is known to work under the policy the server sends.
 * Specs import `test` from here, never from '@playwright/test' (ESLint enforces it).
 */
export const test = base.extend<{ contentSecurityPolicyHolds: undefined }>({
  contentSecurityPolicyHolds: [
    async ({ context }, use) => {
      const violations = await watchContentSecurity(context);
      await use(undefined);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

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

/** A CC0 demo portrait from ../shared (read at run time, never committed). */
export const DEMO_PHOTO = new URL('../../../shared/demo-photos/demo-2.jpg', import.meta.url).pathname;

/**
 * Opens the editor's picker sheet to all it holds ('Suits you', the description, premium's sliders): on a
 * phone it starts collapsed, so the photo comes first.
 */
export async function openColourOptions(page: Page): Promise<void> {
  const handle = page.getByRole('button', { name: 'More color options' });
  if ((await handle.getAttribute('aria-expanded')) !== 'true') await handle.click();
}

/** Premium through the sandbox store's monthly trial, bought from the Premium page. */
export async function startTrial(page: Page): Promise<void> {
  await page.goto('/premium');
  await page.getByRole('button', { name: 'Start Free Trial' }).click();
  await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked();
  await page.locator('[data-variant]').getByRole('button', { name: 'Start Free Trial' }).click();
  await page
    .getByRole('dialog', { name: 'Confirm Subscription' })
    .getByRole('button', { name: 'Subscribe' })
    .click();
  await expect(page.getByText('Welcome to Premium!')).toBeVisible();
  await expect(page.locator('[data-variant]')).toBeHidden({ timeout: 10_000 });
}
