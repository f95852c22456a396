import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiceRollPage } from '@/features/dice-roll/dice-roll-page';
import { ROLL_RECONNECTING_DESCRIPTION } from '@/features/dice-roll/rolling-overlay';
import { RECONNECT_INTERVAL_MS, RECONNECT_LIMIT_MS } from '@/lib/reconnect';
import { dicePage, resetDicePage } from '../helpers/dice-roll-page';
import { makeRoll, PHOTO } from './fixtures';

const mocks = vi.hoisted(() => ({
  logError: vi.fn(),
  toast: vi.fn(),
  recentPhotos: [] as unknown[],
}));

vi.mock(
  '@/components/paywall/paywall-context',
  async () => (await import('../helpers/dice-roll-page')).paywallModule,
);
vi.mock('@/lib/subscription', async () => (await import('../helpers/dice-roll-page')).subscriptionModule);
vi.mock('@/api/dice-roll', async () => (await import('../helpers/dice-roll-page')).diceRollApiModule);
vi.mock('@/lib/photo-upload', async (importOriginal) =>
  (await import('../helpers/dice-roll-page')).photoUploadModule(importOriginal),
);
vi.mock('@/api/photos', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  usePhotos: () => ({ data: mocks.recentPhotos }),
}));
vi.mock('motion/react', async () => (await import('./motion-stub')).motionStub);
vi.mock('@/lib/log', () => ({ logError: mocks.logError }));
vi.mock('@/lib/toast-store', () => ({ toast: mocks.toast }));

function renderPage(recentPhotos: unknown[] = []) {
  mocks.recentPhotos = recentPhotos;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <DiceRollPage />
    </QueryClientProvider>,
  );
  return { invalidate };
}

const fileInput = () => screen.getByTestId('dice-photo-input') as HTMLInputElement;

beforeEach(() => {
  resetDicePage();
  dicePage.upload.mockResolvedValue({ id: PHOTO.id, originalUrl: PHOTO.url, objectPath: 'p', userId: null });
});
afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('DiceRollPage', () => {
  it('shows the intro text, a Roll button and the rolls left for a premium user', () => {
    renderPage();
    expect(screen.getByText('Roll the dice for 6 random hair colors!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Roll' })).toBeInTheDocument();
    expect(screen.getByText('2 rolls left today')).toBeInTheDocument();
  });

  it('shows 3 rolls left when the usage has no count', () => {
    dicePage.usage = undefined;
    renderPage();
    expect(screen.getByText('3 rolls left today')).toBeInTheDocument();
  });

  it("opens the paywall with trigger 'dice_roll_premium' instead of the file picker for a non-premium user", async () => {
    dicePage.status = { isActive: false };
    renderPage();
    const click = vi.spyOn(fileInput(), 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(dicePage.openPaywall).toHaveBeenCalledWith({ trigger: 'dice_roll_premium' });
    expect(click).not.toHaveBeenCalled();
    expect(screen.queryByText(/rolls? left today/)).not.toBeInTheDocument();
  });

  it('asks a premium user for a photo when Roll is tapped', async () => {
    renderPage();
    const click = vi.spyOn(fileInput(), 'click');
    await userEvent.click(screen.getByRole('button', { name: 'Roll' }));
    expect(click).toHaveBeenCalled();
    expect(dicePage.openPaywall).not.toHaveBeenCalled();
  });

  it('shows Roll disabled, with the reason, when canRoll is false', async () => {
    dicePage.usage = { canRoll: false, rollsRemaining: 0 };
    renderPage();
    const click = vi.spyOn(fileInput(), 'click');
    const roll = screen.getByRole('button', { name: 'Roll' });
    expect(roll).toBeDisabled();
    expect(roll).toHaveAccessibleDescription(
      "You've used all of today's rolls Come back tomorrow for new rolls.",
    );
    expect(screen.getByText('No rolls left today')).toBeInTheDocument();
    await userEvent.click(roll);
    expect(click).not.toHaveBeenCalled();
  });

  it('says why a recent photo cannot be rolled when canRoll is false', async () => {
    dicePage.usage = { canRoll: false, rollsRemaining: 0 };
    renderPage([{ id: 'recent', originalUrl: '/files/recent.jpg', objectPath: 'r', userId: null }]);
    await userEvent.click(await screen.findByRole('button', { name: 'Use this photo' }));
    expect(mocks.toast).toHaveBeenCalledWith(expect.objectContaining({ title: 'Daily rolls used up' }));
  });

  it('silently ignores a file that is not an image', async () => {
    renderPage();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInput(), new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' }));
    expect(dicePage.upload).not.toHaveBeenCalled();
    expect(mocks.toast).not.toHaveBeenCalled();
  });

  it('silently ignores an image over 10 MB', async () => {
    renderPage();
    const big = new File(['x'], 'big.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 });
    await userEvent.upload(fileInput(), big);
    expect(dicePage.upload).not.toHaveBeenCalled();
    expect(mocks.toast).not.toHaveBeenCalled();
  });

  it("uploads a usable image and shows 'Ready to Roll?' with the photo", async () => {
    renderPage();
    const file = new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' });
    await userEvent.upload(fileInput(), file);
    expect(dicePage.upload).toHaveBeenCalledWith(file, 'me.jpg');
    expect(await screen.findByText('Ready to Roll?')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your chosen photo' })).toHaveAttribute('src', PHOTO.url);
    expect(screen.getByRole('button', { name: 'Choose Different Photo' })).toBeInTheDocument();
  });

  it('rolls, polls until 6 are done, and closes the overlay 1 s after the roll is finished', async () => {
    const { invalidate } = renderPage();
    await userEvent.upload(fileInput(), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    await screen.findByText('Ready to Roll?');
    vi.useFakeTimers();
    dicePage.createDiceRoll.mockResolvedValue(makeRoll());
    dicePage.getDiceRoll
      .mockResolvedValueOnce(makeRoll(['completed', 'failed']))
      .mockResolvedValueOnce(
        makeRoll(['completed', 'failed', 'completed', 'completed', 'completed', 'completed']),
      );

    await act(async () => screen.getByRole('button', { name: 'Roll' }).click());
    expect(dicePage.createDiceRoll).toHaveBeenCalledWith({ photoId: PHOTO.id }, expect.any(String));
    expect(screen.getByText('Rolling the Dice!')).toBeInTheDocument();
    expect(screen.getByText('Generating 6 amazing hair color transformations...')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(dicePage.getDiceRoll).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(dicePage.getDiceRoll).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Rolling the Dice!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(screen.getByText('Rolling the Dice!')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(screen.queryByText('Rolling the Dice!')).not.toBeInTheDocument();
    expect(screen.getByText('Your Transformations')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^View / })).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Roll Again' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Different Photo' })).toBeInTheDocument();
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['/dice-roll/usage'] });

    // 'Roll Again' clears the results and rolls the same photo.
    dicePage.createDiceRoll.mockResolvedValue(makeRoll([], '00000000-0000-4000-8000-000000000002'));
    await act(async () => screen.getByRole('button', { name: 'Roll Again' }).click());
    expect(dicePage.createDiceRoll).toHaveBeenLastCalledWith({ photoId: PHOTO.id }, expect.any(String));
    expect(dicePage.createDiceRoll).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Rolling the Dice!')).toBeInTheDocument();
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });

  it('goes straight to the results, without polling, when the roll is answered with all six done', async () => {
    renderPage();
    await userEvent.upload(fileInput(), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    await screen.findByText('Ready to Roll?');
    vi.useFakeTimers();
    dicePage.createDiceRoll.mockResolvedValue(
      makeRoll(['completed', 'completed', 'completed', 'failed', 'completed', 'completed']),
    );

    await act(async () => screen.getByRole('button', { name: 'Roll' }).click());
    expect(screen.getByRole('list', { name: '6 of 6 ready' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.queryByText('Rolling the Dice!')).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^View / })).toHaveLength(5);
    expect(screen.getByText('Failed')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expect(dicePage.getDiceRoll).not.toHaveBeenCalled();
  });

  it('polls a roll answered with some colours still processing, first after 2 s', async () => {
    renderPage();
    await userEvent.upload(fileInput(), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    await screen.findByText('Ready to Roll?');
    vi.useFakeTimers();
    dicePage.createDiceRoll.mockResolvedValue(makeRoll(['completed', 'completed', 'completed']));
    dicePage.getDiceRoll.mockResolvedValue(makeRoll(Array(6).fill('completed')));

    await act(async () => screen.getByRole('button', { name: 'Roll' }).click());
    expect(screen.getByRole('list', { name: '3 of 6 ready' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(dicePage.getDiceRoll).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(dicePage.getDiceRoll).toHaveBeenCalledTimes(1);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getAllByRole('button', { name: /^View / })).toHaveLength(6);
  });

  it("shows 'Roll Again' disabled, with the reason, once the day's last roll is spent", async () => {
    renderPage();
    await userEvent.upload(fileInput(), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    await screen.findByText('Ready to Roll?');
    vi.useFakeTimers();
    const done = makeRoll(['completed', 'completed', 'completed', 'completed', 'completed', 'completed']);
    dicePage.createDiceRoll.mockResolvedValue(done);
    dicePage.getDiceRoll.mockResolvedValue(done);
    await act(async () => screen.getByRole('button', { name: 'Roll' }).click());
    dicePage.usage = { canRoll: false, rollsRemaining: 0 };
    await act(() => vi.advanceTimersByTimeAsync(3000));

    const rollAgain = screen.getByRole('button', { name: 'Roll Again' });
    expect(rollAgain).toBeDisabled();
    expect(rollAgain).toHaveAccessibleDescription(/^You've used all of today's rolls/);
    expect(screen.getByRole('button', { name: 'Try Different Photo' })).toBeEnabled();
    rollAgain.click();
    expect(dicePage.createDiceRoll).toHaveBeenCalledTimes(1);
  });

  it('opens every view at its top', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderPage();
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.upload(fileInput(), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    await screen.findByText('Ready to Roll?');
    expect(scrollTo).toHaveBeenLastCalledWith(expect.objectContaining({ top: 0 }));

    vi.useFakeTimers();
    const done = makeRoll(['completed', 'completed', 'completed', 'completed', 'completed', 'completed']);
    dicePage.createDiceRoll.mockResolvedValue(done);
    dicePage.getDiceRoll.mockResolvedValue(done);
    await act(async () => screen.getByRole('button', { name: 'Roll' }).click());
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Your Transformations')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledTimes(2);

    scrollTo.mockClear();
    await act(async () => screen.getByRole('button', { name: 'Try Different Photo' }).click());
    expect(screen.getByText('Roll the dice for 6 random hair colors!')).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(expect.objectContaining({ top: 0 }));
    scrollTo.mockRestore();
  });

  it("'Try Different Photo' and 'Choose Different Photo' go back to the intro", async () => {
    renderPage();
    await userEvent.upload(fileInput(), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Different Photo' }));
    expect(screen.getByText('Roll the dice for 6 random hair colors!')).toBeInTheDocument();
  });

  it('only logs a polling error, and closes the overlay', async () => {
    renderPage();
    await userEvent.upload(fileInput(), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    await screen.findByText('Ready to Roll?');
    vi.useFakeTimers();
    dicePage.createDiceRoll.mockResolvedValue(makeRoll(['completed']));
    dicePage.getDiceRoll.mockRejectedValue(new Error('500: Internal Server Error'));

    await act(async () => screen.getByRole('button', { name: 'Roll' }).click());
    await act(() => vi.advanceTimersByTimeAsync(2500));

    expect(mocks.logError).toHaveBeenCalledWith('Dice roll polling failed', expect.any(Error));
    expect(mocks.toast).not.toHaveBeenCalled();
    expect(screen.queryByText('Rolling the Dice!')).not.toBeInTheDocument();
    expect(screen.getByText('Your Transformations')).toBeInTheDocument();
  });

  it('only logs a roll creation error, and goes back to the chosen photo', async () => {
    renderPage();
    await userEvent.upload(fileInput(), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    await screen.findByText('Ready to Roll?');
    dicePage.createDiceRoll.mockRejectedValue(new Error('429: limit'));

    await userEvent.click(screen.getByRole('button', { name: 'Roll' }));

    expect(mocks.logError).toHaveBeenCalledWith('Dice roll creation failed', expect.any(Error));
    expect(await screen.findByText('Ready to Roll?')).toBeInTheDocument();
    expect(screen.queryByText('Rolling the Dice!')).not.toBeInTheDocument();
  });
});

/**
 * A roll cut off by a server restart, as a try-on can be: the POST's answer lost after the server made the
 * roll, or polls that find nothing listening. The app waits for the server and shows the roll when it
 * lands, sending the POST again with the tap's key so the server finds the roll instead of spending another.
 */
describe('a Dice Roll cut off by a server restart', () => {
  /** What fetch rejects with while the server is down: nothing answers. */
  const noAnswer = () => new TypeError('Failed to fetch');
  const SIX_DONE = makeRoll(['completed', 'completed', 'completed', 'completed', 'completed', 'completed']);
  const overlayStatus = () =>
    within(screen.getByRole('dialog', { name: 'Rolling the Dice!' })).getByRole('status');

  async function choosePhoto() {
    renderPage();
    await userEvent.upload(fileInput(), new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }));
    await screen.findByText('Ready to Roll?');
    vi.useFakeTimers();
  }

  it("sends the POST again with its tap's key, says 'Reconnecting...' meanwhile, then shows the roll", async () => {
    await choosePhoto();
    dicePage.createDiceRoll.mockRejectedValueOnce(noAnswer()).mockRejectedValueOnce(noAnswer());
    dicePage.createDiceRoll.mockResolvedValue(SIX_DONE);

    await act(async () => screen.getByRole('button', { name: 'Roll' }).click());
    expect(overlayStatus()).toHaveTextContent('Reconnecting...');
    expect(screen.getByText(ROLL_RECONNECTING_DESCRIPTION)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(2 * RECONNECT_INTERVAL_MS));
    expect(overlayStatus()).toBeEmptyDOMElement();
    await act(() => vi.advanceTimersByTimeAsync(1000));

    expect(screen.getAllByRole('button', { name: /^View / })).toHaveLength(6);
    const sends = dicePage.createDiceRoll.mock.calls as [unknown, string][];
    expect(sends).toHaveLength(3);
    expect(new Set(sends.map(([request]) => JSON.stringify(request)))).toEqual(
      new Set([JSON.stringify({ photoId: PHOTO.id })]),
    );
    expect(new Set(sends.map(([, key]) => key)).size).toBe(1);
    expect(mocks.logError).not.toHaveBeenCalled();
  });

  it('makes a new key for each tap: Roll Again is a new roll', async () => {
    await choosePhoto();
    dicePage.createDiceRoll.mockResolvedValue(SIX_DONE);
    await act(async () => screen.getByRole('button', { name: 'Roll' }).click());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(async () => screen.getByRole('button', { name: 'Roll Again' }).click());
    const keys = (dicePage.createDiceRoll.mock.calls as [unknown, string][]).map(([, key]) => key);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('keeps polling through polls that find no server, then shows the roll', async () => {
    await choosePhoto();
    dicePage.createDiceRoll.mockResolvedValue(makeRoll(['completed']));
    dicePage.getDiceRoll.mockRejectedValueOnce(noAnswer()).mockRejectedValueOnce(noAnswer());
    dicePage.getDiceRoll.mockResolvedValue(SIX_DONE);

    await act(async () => screen.getByRole('button', { name: 'Roll' }).click());
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(overlayStatus()).toHaveTextContent('Reconnecting...');
    await act(() => vi.advanceTimersByTimeAsync(2 * RECONNECT_INTERVAL_MS + 1000));

    expect(dicePage.getDiceRoll).toHaveBeenCalledTimes(3);
    expect(screen.getAllByRole('button', { name: /^View / })).toHaveLength(6);
    expect(mocks.logError).not.toHaveBeenCalled();
  });

  it('gives up after the reconnect limit: logs it and goes back to the chosen photo', async () => {
    await choosePhoto();
    dicePage.createDiceRoll.mockRejectedValue(noAnswer());

    await act(async () => screen.getByRole('button', { name: 'Roll' }).click());
    await act(() => vi.advanceTimersByTimeAsync(RECONNECT_LIMIT_MS + RECONNECT_INTERVAL_MS));

    expect(mocks.logError).toHaveBeenCalledWith('Dice roll creation failed', expect.any(TypeError));
    expect(screen.queryByText('Rolling the Dice!')).not.toBeInTheDocument();
    expect(screen.getByText('Ready to Roll?')).toBeInTheDocument();
  });

  it('answers a refusal at once, without reconnecting', async () => {
    await choosePhoto();
    dicePage.createDiceRoll.mockRejectedValue(new Error('429: limit'));
    await act(async () => screen.getByRole('button', { name: 'Roll' }).click());
    expect(dicePage.createDiceRoll).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Ready to Roll?')).toBeInTheDocument();
  });
});
