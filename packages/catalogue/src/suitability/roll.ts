import type { Shade } from '../types';
import { rankShadesFor, type AppearanceMeasurements } from './rule';

/**
 * How many shades, from the top of a person's ranking, a Dice Roll of 'shades that suit me' draws its six
 * from: three rolls' worth, so rolls differ, while every shade drawn is among the best-scored.
 */
export const SUITS_ME_ROLL_POOL = 18;

/**
 * The shades a 'Roll shades that suit me' draws from: the first `size` of `rankShadesFor`, so the
 * natural-looking shades ranked first, and vivid ones (ranked after every natural one) only when there are
 * fewer natural shades than that.
 */
export function shadesToRollFor(person: AppearanceMeasurements, size = SUITS_ME_ROLL_POOL): Shade[] {
  return rankShadesFor(person)
    .ranked.slice(0, size)
    .map(({ shade }) => shade);
}
