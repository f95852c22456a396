import { devices, type Page } from '@playwright/test';
import { checkScreen, expect, test } from './support';

/**
 * The public pages (SPEC §2): a browser that has not opted in gets them, an app agent gets the app. These
 * specs start without the opt-in cookie the config gives every other spec.
 */
test.use({ storageState: { cookies: [], origins: [] } });

const DESKTOP_CHROME =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
/** The native shell appends its token (APP_USER_AGENT_TOKEN in packages/contracts) to the phone's agent. */
const NATIVE_APP = `${devices['iPhone 13'].userAgent} HairhueApp/1.0.0`;

const PUBLIC_PAGES = [
  ['/', 'Try different hair colors in seconds', 'public-01-landing'],
  ['/try', 'Try Hairhue in your browser', 'public-02-try'],
  ['/privacy', 'Privacy Policy', 'public-03-privacy'],
  ['/terms', 'Terms of Use', 'public-04-terms'],
  ['/support', 'Support', 'public-05-support'],
  ['/no-such-page', 'This page does not exist', 'public-06-not-found'],
] as const;

/** Every picture on the page has loaded: the renders the landing page shows are real files. */
async function expectImagesLoaded(page: Page): Promise<void> {
  for (const image of await page.locator('img').all()) {
    await image.scrollIntoViewIfNeeded();
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
      .toBe(true);
  }
}

test.describe('a desktop browser', () => {
  test.use({
    userAgent: DESKTOP_CHROME,
    viewport: { width: 1440, height: 900 },
    isMobile: false,
    hasTouch: false,
  });

  test('gets the landing page at /, with the App Store, the mobile-only notice and 50+ colours', async ({
    page,
  }, testInfo) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('Hairhue: try different hair colors in seconds');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Try different hair colors in seconds');
    await expect(page.getByRole('heading', { name: 'Hairhue is made for your phone' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '50+ Hair Colors' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download on the App Store' }).first()).toHaveAttribute(
      'href',
      /^https:\/\/apps\.apple\.com\//,
    );
    await expect(page.locator('#root')).toHaveCount(0);
    await expectImagesLoaded(page);
    await checkScreen(page, testInfo, 'public-00-landing-desktop');
  });
});

test.describe('an app user agent', () => {
  test.use({ userAgent: NATIVE_APP });

  test('gets the web app at every public address: its own privacy, terms and support, and Home for /landing', async ({
    page,
  }, testInfo) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Transform Your Look' })).toBeVisible();
    await page.goto('/try');
    await expect(page.locator('#root')).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'Try Hairhue in your browser' })).toHaveCount(0);

    await page.evaluate(() => localStorage.setItem('onboarding-completed', 'true'));
    for (const [path, title, name] of [
      ['/privacy', 'Privacy Policy', 'app-privacy'],
      ['/terms', 'Terms of Use', 'app-terms'],
      ['/support', 'Support', 'app-support'],
    ] as const) {
      await page.goto(path);
      await expect(page.locator('#root')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByRole('button', { name: 'Back' })).toBeVisible();
      await checkScreen(page, testInfo, name);
    }
    await expect(page.getByText('Apple bills and manages subscriptions')).toBeVisible();
    await page.goto('/landing');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Try different hair colors in seconds')).toBeVisible();
  });
});

test.describe('a phone browser', () => {
  test('opts in to the web app from /try and is remembered', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Try different hair colors in seconds');
    await page.getByRole('link', { name: "Try it in your phone's browser" }).click();
    await expect(page).toHaveURL(/\/try$/);
    await page.getByRole('link', { name: 'Open the web app' }).click();
    await expect(page.getByRole('heading', { name: 'Transform Your Look' })).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'hairhue_app')).toMatchObject({
      value: '1',
      httpOnly: true,
      sameSite: 'Lax',
    });

    // From now on this browser gets the app at / — and the app's own privacy policy at /privacy.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Transform Your Look' })).toBeVisible();
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Policy');
    await expect(page.locator('#root')).toHaveCount(1);

    // Offline, the service worker answers the app's addresses with the app, but not the crawlers' files.
    await context.setOffline(true);
    await page.goto('/camera');
    await expect(page.locator('#root')).toHaveCount(1);
    await page.goto('/terms');
    await expect(page.locator('#root')).toHaveCount(1);
    await expect(page.goto('/robots.txt')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
    await context.setOffline(false);
  });

  for (const [path, heading, name] of PUBLIC_PAGES) {
    test(`${path} passes the accessibility check`, async ({ page }, testInfo) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(path === '/no-such-page' ? 404 : 200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expectImagesLoaded(page);
      await checkScreen(page, testInfo, name);
    });
  }
});
