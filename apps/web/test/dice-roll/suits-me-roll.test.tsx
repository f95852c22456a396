import type { PhotoAppearance } from '@hairhue/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiceRollPage } from '@/features/dice-roll/dice-roll-page';
import type * as DiceRollApi from '@/api/dice-roll';
import type * as PhotoUpload from '@/lib/photo-upload';
import { makeRoll, PHOTO } from './fixtures';

const MEASURED: PhotoAppearance = {
  photoId: PHOTO.id,
  hairLevel: 5,
  appearance: { skinIta: 40, skinLightness: 66, undertone: 'warm', contrast: 30, hairLevel: 5 },
  engineVersion: 3,
};

const mocks = vi.hoisted(() => ({
  status: { isActive: true },
  usage: { canRoll: true, rollsRemaining: 2 } as { canRoll: boolean; rollsRemaining: number },
  appearance: undefined as PhotoAppearance | undefined,
  usePhotoAppearance: vi.fn(),
  createDiceRoll: vi.fn(),
  getDiceRoll: vi.fn(),
  upload: vi.fn(),
}));

vi.mock('@/components/paywall/paywall-context', () => ({
  usePaywall: () => ({ openPaywall: vi.fn(), isPaywallOpen: false }),
}));
vi.mock('@/lib/subscription', () => ({
  useSubscription: () => ({ status: mocks.status, isLoading: false }),
}));
vi.mock('@/api/dice-roll', () => ({
  diceUsageKey: ['/dice-roll/usage'],
  useDiceUsage: () => ({ data: mocks.usage }),
  createDiceRoll: mocks.createDiceRoll,
  getDiceRoll: mocks.getDiceRoll,
}));
vi.mock('@/api/photo-appearance', () => ({
  usePhotoAppearance: (photoId: string) => {
    mocks.usePhotoAppearance(photoId);
    return { data: mocks.appearance };
  },
}));
vi.mock('@/lib/photo-upload', async (importOriginal) => ({
  ...(await importOriginal<typeof PhotoUpload>()),
  usePhotoUpload: () => ({ state: { phase: 'idle' }, upload: mocks.upload, reset: vi.fn() }),
}));
vi.mock('motion/react', async () => (await import('./motion-stub')).motionStub);
vi.mock('@/lib/log', () => ({ logError: vi.fn() }));
vi.mock('@/lib/toast-store', () => ({ toast: vi.fn() }));

async function choosePhoto() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, queryFn: () => [] } } });
  render(
    <QueryClientProvider client={client}>
      <DiceRollPage />
    </QueryClientProvider>,
  );
  await userEvent.upload(
    screen.getByTestId('dice-photo-input'),
    new File(['jpeg'], 'me.jpg', { type: 'image/jpeg' }),
  );
  await screen.findByText('Ready to Roll?');
}

const SIX_DONE = ['completed', 'completed', 'completed', 'completed', 'completed', 'completed'] as const;

beforeEach(() => {
  mocks.status = { isActive: true };
  mocks.usage = { canRoll: true, rollsRemaining: 2 };
  mocks.appearance = MEASURED;
  mocks.upload.mockResolvedValue({ id: PHOTO.id, originalUrl: PHOTO.url, objectPath: 'p', userId: null });
  mocks.createDiceRoll.mockResolvedValue(makeRoll([...SIX_DONE]));
});
afterEach(() => {
  vi.clearAllMocks();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('the Dice Roll call', () => {
  it('POSTs suitsMe: true for shades that suit, and only the photo for an ordinary roll', async () => {
    const { createDiceRoll } = await vi.importActual<typeof DiceRollApi>('@/api/dice-roll');
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(() => Promise.resolve(new Response(JSON.stringify(makeRoll()), { status: 202 })));
    await createDiceRoll(PHOTO.id, { suitsMe: true });
    await createDiceRoll(PHOTO.id);
    const bodies = fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(bodies).toEqual([{ photoId: PHOTO.id, suitsMe: true }, { photoId: PHOTO.id }]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/dice-roll');
  });
});

describe("Dice Roll's 'Roll shades that suit me'", () => {
  it('offers it beside the usual roll for a photo whose appearance was measured, and sends suitsMe', async () => {
    await choosePhoto();
    expect(mocks.usePhotoAppearance).toHaveBeenCalledWith(PHOTO.id);
    expect(screen.getByRole('button', { name: 'Roll' })).toBeInTheDocument();
    vi.useFakeTimers();
    await act(async () => screen.getByRole('button', { name: 'Roll shades that suit me' }).click());
    expect(mocks.createDiceRoll).toHaveBeenCalledWith(PHOTO.id, { suitsMe: true });
  });

  it("rolls the same way again from 'Roll Again'", async () => {
    await choosePhoto();
    vi.useFakeTimers();
    await act(async () => screen.getByRole('button', { name: 'Roll shades that suit me' }).click());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(async () => screen.getByRole('button', { name: 'Roll Again' }).click());
    expect(mocks.createDiceRoll).toHaveBeenCalledTimes(2);
    expect(mocks.createDiceRoll).toHaveBeenLastCalledWith(PHOTO.id, { suitsMe: true });
  });

  it('leaves the usual Roll as it was: no suitsMe', async () => {
    await choosePhoto();
    vi.useFakeTimers();
    await act(async () => screen.getByRole('button', { name: 'Roll' }).click());
    expect(mocks.createDiceRoll).toHaveBeenCalledWith(PHOTO.id);
  });

  it.each([
    ['no face was measured', { ...MEASURED, appearance: null }],
    ['the photo is still being measured', undefined],
  ])('is not offered when %s', async (_when, appearance) => {
    mocks.appearance = appearance;
    await choosePhoto();
    expect(screen.getByRole('button', { name: 'Roll' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Roll shades that suit me' })).not.toBeInTheDocument();
  });

  it("is disabled, like Roll, when today's rolls are used up", async () => {
    mocks.usage = { canRoll: false, rollsRemaining: 0 };
    await choosePhoto();
    expect(screen.getByRole('button', { name: 'Roll shades that suit me' })).toBeDisabled();
  });
});
