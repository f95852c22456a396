import type { CreateDiceRollRequest, DiceRoll } from '@hairhue/contracts';
import { useQuery } from '@tanstack/react-query';
import { callRoute } from './call-route';

export const diceUsageKey = ['/dice-roll/usage'] as const;

/** Asked only when a token exists and the subscription is active (SPEC §7). */
export function useDiceUsage(enabled: boolean) {
  return useQuery({ queryKey: diceUsageKey, queryFn: () => callRoute('getDiceUsage'), enabled });
}

/**
 * A roll of the photo; with `suitsMe`, 'Roll shades that suit me' (its six from the shades that suit). Sent
 * again with the same `idempotencyKey`, it answers the roll the first send made and spends no other roll.
 */
export function createDiceRoll(request: CreateDiceRollRequest, idempotencyKey: string): Promise<DiceRoll> {
  return callRoute('createDiceRoll', { json: request, headers: { 'idempotency-key': idempotencyKey } });
}

export function getDiceRoll(rollId: string): Promise<DiceRoll> {
  return callRoute('getDiceRoll', { params: { id: rollId } });
}
