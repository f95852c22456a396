import type { DiceRoll } from '@hairhue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from './call-route';

export const diceUsageKey = ['/dice-roll/usage'] as const;

/** Asked only when a token exists and the subscription is active (SPEC §7). */
export function useDiceUsage(enabled: boolean) {
  return useQuery({ queryKey: diceUsageKey, queryFn: () => callRoute('getDiceUsage'), enabled });
}

/** A roll of the photo; with `suitsMe`, 'Roll shades that suit me' (its six from the shades that suit). */
export function createDiceRoll(photoId: string, options: { suitsMe?: boolean } = {}): Promise<DiceRoll> {
  return callRoute('createDiceRoll', { json: options.suitsMe ? { photoId, suitsMe: true } : { photoId } });
}

export function getDiceRoll(rollId: string): Promise<DiceRoll> {
  return callRoute('getDiceRoll', { params: { id: rollId } });
}
