import type { DiceRoll, DiceUsage } from '@hairhue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from './client';

export const diceUsageKey = ['/dice-roll/usage'] as const;

/** Asked only when a token exists and the subscription is active (SPEC §7). */
export function useDiceUsage(enabled: boolean) {
  return useQuery<DiceUsage>({ queryKey: diceUsageKey, enabled });
}

export function createDiceRoll(photoId: string): Promise<DiceRoll> {
  return apiJson('POST', '/dice-roll', { json: { photoId } });
}

export function getDiceRoll(rollId: string): Promise<DiceRoll> {
  return apiJson('GET', `/dice-roll/${rollId}`);
}
