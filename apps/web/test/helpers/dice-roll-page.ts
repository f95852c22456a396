import { vi } from 'vitest';
import type * as PhotoUpload from '@/lib/photo-upload';

interface DiceUsage {
  canRoll: boolean;
  rollsRemaining: number;
}

/**
 * What the Dice Roll page's hooks and calls answer in tests that render it: a premium device with 2 rolls left
 * until a test says otherwise. A test file points the modules here, e.g.
 *
 *   vi.mock('@/api/dice-roll', async () => (await import('../helpers/dice-roll-page')).diceRollApiModule);
 */
export const dicePage = {
  status: { isActive: true },
  usage: { canRoll: true, rollsRemaining: 2 } as DiceUsage | undefined,
  openPaywall: vi.fn(),
  upload: vi.fn(),
  createDiceRoll: vi.fn(),
  getDiceRoll: vi.fn(),
};

/** Back to a premium device with 2 rolls left, for a beforeEach (vi.clearAllMocks clears the fakes' calls). */
export function resetDicePage() {
  dicePage.status = { isActive: true };
  dicePage.usage = { canRoll: true, rollsRemaining: 2 };
}

export const paywallModule = {
  usePaywall: () => ({ openPaywall: dicePage.openPaywall, isPaywallOpen: false }),
};

export const subscriptionModule = {
  useSubscription: () => ({ status: dicePage.status, isLoading: false }),
};

export const diceRollApiModule = {
  diceUsageKey: ['/dice-roll/usage'],
  useDiceUsage: () => ({ data: dicePage.usage }),
  createDiceRoll: dicePage.createDiceRoll,
  getDiceRoll: dicePage.getDiceRoll,
};

/** The real module but for its hook, whose upload is `dicePage.upload`. */
export async function photoUploadModule(importOriginal: () => Promise<typeof PhotoUpload>) {
  return {
    ...(await importOriginal()),
    usePhotoUpload: () => ({ state: { phase: 'idle' }, upload: dicePage.upload, reset: vi.fn() }),
  };
}
