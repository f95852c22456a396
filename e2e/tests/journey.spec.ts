import { checkScreen, EVAL_PHOTO, expect, test } from './support';

/**
 * A new device, from first launch to history, on the real server and engine (SPEC §2, §4, §5):
 * onboarding → upload → three colours (the free count runs down) → the fourth is blocked by the paywall →
 * undo, redo, compare → History shows the three under 'Today' → select one and delete it.
 */
test('a new device goes from onboarding to three colours, the paywall and history', async ({
  page,
}, testInfo) => {
  // Ten screens checked with axe, each a few seconds of a busy machine's CPU: a journey, not a hang.
  test.slow();
  await page.goto('/');

  // Onboarding: three slides, then the premium offer, 'Maybe Later', and the free-changes popup.
  // Next is ignored during the 400 ms slide transition, as a person's double tap would be.
  const nextSlide = async (heading: string) => {
    await expect(async () => {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 1000 });
    }).toPass();
  };
  await expect(page.getByRole('heading', { name: 'Transform Your Look' })).toBeVisible();
  await checkScreen(page, testInfo, '01-onboarding-1');
  await nextSlide('Endless Possibilities');
  await nextSlide('Find Your Style');
  await checkScreen(page, testInfo, '02-onboarding-3');
  await page.getByRole('button', { name: 'Get Started' }).click();
  const offer = page.getByRole('dialog');
  await expect(offer).toHaveAttribute('data-trigger', 'onboarding');
  await checkScreen(page, testInfo, '03-onboarding-offer');
  await page.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(page.getByRole('heading', { name: "You're All Set!" })).toBeVisible();
  await checkScreen(page, testInfo, '04-all-set');
  await page.getByRole('button', { name: "Let's Go" }).click();
  expect(await page.evaluate(() => localStorage.getItem('onboarding-completed'))).toBe('true');

  // Home, then a photo from the gallery.
  await expect(page.getByText('Try different hair colors in seconds')).toBeVisible();
  await expect(page.getByText('3 free changes left')).toBeVisible();
  await checkScreen(page, testInfo, '05-home');
  await page.locator('input[type="file"]').first().setInputFiles(EVAL_PHOTO);
  await page.waitForURL(/\/hair-color\/[0-9a-f-]{36}$/);
  await expect(page.getByText('3 free changes left')).toBeVisible();
  await checkScreen(page, testInfo, '06-editor');

  // Three colours; the free count runs down to none.
  const tryColour = async (name: string) => {
    await page.getByRole('radio', { name, exact: true }).click();
    await page.getByRole('button', { name: 'Try this hair color' }).click();
    await expect(page.getByText('Transforming Your Look')).toBeVisible();
    await expect(page.getByText('Transforming Your Look')).toBeHidden({ timeout: 60_000 });
  };
  await tryColour('Copper');
  await expect(page.getByText('2 free changes left')).toBeVisible();
  await checkScreen(page, testInfo, '07-editor-copper');
  await tryColour('Jet Black');
  await expect(page.getByText('1 free change left')).toBeVisible();
  await page.getByRole('tab', { name: 'Colorful' }).click();
  await tryColour('Rose Gold');
  await expect(page.getByText('Upgrade for unlimited changes')).toBeVisible();

  // The fourth is blocked: the toast and the paywall's story variant.
  await page.getByRole('button', { name: 'Try this hair color' }).click();
  await expect(page.getByText('Free limit reached').first()).toBeVisible();
  const paywall = page.getByRole('dialog');
  await expect(paywall).toHaveAttribute('data-trigger', 'hair_color_limit');
  await expect(paywall).toHaveAttribute('data-variant', 'story');
  await checkScreen(page, testInfo, '08-paywall-limit');
  await page.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(paywall).toBeHidden();

  // Undo, redo and hold-to-compare.
  // During a cross-fade the outgoing image is still there; the last one is what the person ends up seeing.
  const result = page.getByAltText('Your photo with the new hair color').last();
  const showing = () => result.getAttribute('src');
  const roseGold = await showing();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect.poll(showing).not.toBe(roseGold);
  await expect(page.getByText('Jet Black', { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'Redo' }).click();
  await expect.poll(showing).toBe(roseGold);
  const compare = page.getByRole('button', { name: 'Hold to compare with the original' });
  await compare.hover();
  await page.mouse.down();
  await expect(compare).toHaveAttribute('aria-pressed', 'true');
  await expect(result).toBeHidden();
  await expect(page.getByAltText('Your original photo')).toBeVisible();
  await page.mouse.up();
  await expect(result).toBeVisible();
  await expect.poll(showing).toBe(roseGold);

  // History: three entries under 'Today'; select one and delete it.
  await page.goto('/try-on-history');
  // The app opened again with no free changes left: the launch paywall comes 1 s later (SPEC §4, §5). It
  // hides the page from the accessibility tree, so the page is looked at once it is closed: under a loaded
  // CI run the paywall came before the heading was found.
  const launchPaywall = page.locator('[data-trigger="app_launch"]');
  await expect(launchPaywall).toHaveAttribute('data-variant', 'card');
  await page.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(launchPaywall).toBeHidden();
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(page.getByText('Today')).toBeVisible();
  await expect(page.getByText('3 changes')).toBeVisible();
  await checkScreen(page, testInfo, '09-history');
  await page.getByRole('button', { name: 'Select' }).click();
  await page.getByText('Copper').first().click();
  await expect(page.getByRole('heading', { name: '1 Selected' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByText('Delete 1 selected transformations?')).toBeVisible();
  await checkScreen(page, testInfo, '10-history-delete');
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('Selected transformations deleted').first()).toBeVisible();
  await expect(page.getByText('2 changes')).toBeVisible();
});
