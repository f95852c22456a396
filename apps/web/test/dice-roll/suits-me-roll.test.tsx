import type { DeviceSkinTone, PhotoAppearance } from '@hairhue/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DiceRollPage } from '@/features/dice-roll/dice-roll-page';
import type * as DiceRollApi from '@/api/dice-roll';
import { dicePage, resetDicePage } from '../helpers/dice-roll-page';
import { makeRoll, PHOTO } from './fixtures';

const MEASURED: PhotoAppearance = {
  photoId: PHOTO.id,
  hairLevel: 5,
  appearance: {
    skinIta: 40,
    skinLightness: 66,
    undertone: 'warm',
    contrast: 30,
    hairLevel: 5,
    hairLightness: 36,
    confidence: 'high',
  },
  engineVersion: 3,
};

const UNSURE: PhotoAppearance = {
  ...MEASURED,
  appearance: MEASURED.appearance && { ...MEASURED.appearance, confidence: 'low' },
};

const mocks = vi.hoisted(() => ({
  appearance: undefined as PhotoAppearance | undefined,
  usePhotoAppearance: vi.fn(),
  skinTone: { choice: null } as DeviceSkinTone,
}));

vi.mock('@/api/skin-tone', () => ({
  useSkinTone: () => ({ data: mocks.skinTone, isPending: false }),
}));

vi.mock('@/api/photo-appearance', () => ({
  usePhotoAppearance: (photoId: string) => {
    mocks.usePhotoAppearance(photoId);
    return { data: mocks.appearance };
  },
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
  resetDicePage();
  mocks.appearance = MEASURED;
  mocks.skinTone = { choice: null };
  dicePage.upload.mockResolvedValue({ id: PHOTO.id, originalUrl: PHOTO.url, objectPath: 'p', userId: null });
  dicePage.createDiceRoll.mockResolvedValue(makeRoll([...SIX_DONE]));
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
    await createDiceRoll({ photoId: PHOTO.id, suitsMe: true }, 'tap-key-0123456789');
    await createDiceRoll({ photoId: PHOTO.id }, 'tap-key-9876543210');
    const bodies = fetch.mock.calls.map(([, init]) => JSON.parse(String(init?.body)) as unknown);
    expect(bodies).toEqual([{ photoId: PHOTO.id, suitsMe: true }, { photoId: PHOTO.id }]);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/dice-roll');
    const keys = fetch.mock.calls.map(([, init]) => new Headers(init?.headers).get('Idempotency-Key'));
    expect(keys).toEqual(['tap-key-0123456789', 'tap-key-9876543210']);
  });
});

describe("Dice Roll's 'Roll shades that suit me'", () => {
  it('offers it beside the usual roll for a photo whose appearance was measured, and sends suitsMe', async () => {
    await choosePhoto();
    expect(mocks.usePhotoAppearance).toHaveBeenCalledWith(PHOTO.id);
    expect(screen.getByRole('button', { name: 'Roll' })).toBeInTheDocument();
    vi.useFakeTimers();
    await act(async () => screen.getByRole('button', { name: 'Roll shades that suit me' }).click());
    expect(dicePage.createDiceRoll).toHaveBeenCalledWith(
      { photoId: PHOTO.id, suitsMe: true },
      expect.any(String),
    );
  });

  it("rolls the same way again from 'Roll Again'", async () => {
    await choosePhoto();
    vi.useFakeTimers();
    await act(async () => screen.getByRole('button', { name: 'Roll shades that suit me' }).click());
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await act(async () => screen.getByRole('button', { name: 'Roll Again' }).click());
    expect(dicePage.createDiceRoll).toHaveBeenCalledTimes(2);
    expect(dicePage.createDiceRoll).toHaveBeenLastCalledWith(
      { photoId: PHOTO.id, suitsMe: true },
      expect.any(String),
    );
  });

  it('leaves the usual Roll as it was: no suitsMe', async () => {
    await choosePhoto();
    vi.useFakeTimers();
    await act(async () => screen.getByRole('button', { name: 'Roll' }).click());
    expect(dicePage.createDiceRoll).toHaveBeenCalledWith({ photoId: PHOTO.id }, expect.any(String));
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

  it("is not offered for a skin read unsure, unless the device picked its own ('Not right?')", async () => {
    mocks.appearance = UNSURE;
    await choosePhoto();
    expect(screen.queryByRole('button', { name: 'Roll shades that suit me' })).not.toBeInTheDocument();
  });

  it('is offered for a skin read unsure when the device picked its own skin tone', async () => {
    mocks.appearance = UNSURE;
    mocks.skinTone = { choice: { depth: 4, undertone: 'neutral' } };
    await choosePhoto();
    expect(screen.getByRole('button', { name: 'Roll shades that suit me' })).toBeInTheDocument();
  });

  it("is disabled, like Roll, when today's rolls are used up", async () => {
    dicePage.usage = { canRoll: false, rollsRemaining: 0 };
    await choosePhoto();
    expect(screen.getByRole('button', { name: 'Roll shades that suit me' })).toBeDisabled();
  });
});
