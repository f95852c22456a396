import type { DiceRoll, DiceUsage } from '@hairhue/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from './client';

export const diceUsageKey = ['/dice-roll/usage'] as const;

/** Asked only when a token exists and the subscription is active (SPEC §7). */
export function useDiceUsage(enabled: boolean) {
  return useQuery<DiceUsage>({ queryKey: diceUsageKey, enabled });
}

/** A roll of the photo; with `suitsMe`, 'Roll shades that suit me' (its six from the shades that suit). */
export function createDiceRoll(photoId: string, options: { suitsMe?: boolean } = {}): Promise<DiceRoll> {
  return apiJson('POST', '/dice-roll', { json: options.suitsMe ? { photoId, suitsMe: true } : { photoId } });
}

export function getDiceRoll(rollId: string): Promise<DiceRoll> {
  return apiJson('GET', `/dice-roll/${rollId}`);
}
