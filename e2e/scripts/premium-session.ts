import type { Page } from '@playwright/test';

/**
 * A fresh device made premium (the monthly plan bought in the sandbox store), past onboarding, with
 * `photoPath` uploaded and its editor open, at `origin` (default: the suite's own address). Returns the
 * photo's id.
 */
export async function openPremiumEditor(page: Page, photoPath: string, origin = ''): Promise<string> {
  await page.goto(`${origin}/?app=1`);
  await page.evaluate(() => localStorage.setItem('onboarding-completed', 'true'));
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Choose from Gallery' }).waitFor();
  await page.waitForFunction(() => localStorage.getItem('hairhue-auth-token') !== null);
  const bought = await page.evaluate(async () => {
    const response = await fetch('/api/sandbox-store/purchases', {
      method: 'POST',
      headers: {
        authorization: `bearer ${localStorage.getItem('hairhue-auth-token') ?? ''}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ packageIdentifier: '$rc_monthly' }),
    });
    return response.status;
  });
  if (bought !== 200) throw new Error(`the sandbox purchase answered ${bought}`);
  // Opened again, so the app reads the new status instead of its 30 s cache.
  await page.goto(`${origin}/`);
  await page.locator('input[type="file"]').first().setInputFiles(photoPath);
  await page.waitForURL(/\/hair-color\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Try this hair color' }).waitFor();
  await page.getByAltText('Your original photo').waitFor();
  const photoId = /\/hair-color\/([0-9a-f-]{36})$/.exec(page.url())?.[1];
  if (!photoId) throw new Error(`no photo id in ${page.url()}`);
  return photoId;
}
