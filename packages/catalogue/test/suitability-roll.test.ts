import { describe, expect, it } from 'vitest';

import { rankShadesFor, shadesToRollFor, SUITS_ME_ROLL_POOL } from '../src/index';
import type { AppearanceMeasurements, Shade } from '../src/index';

const warm: AppearanceMeasurements = {
  skinIta: 40,
  skinLightness: 66,
  undertone: 'warm',
  contrast: 30,
  hairLevel: 5,
};

describe("the pool of 'Roll shades that suit me'", () => {
  it('is the first 18 of the ranking, all natural-looking while there are 18 of them', () => {
    const pool = shadesToRollFor(warm);
    expect(pool).toHaveLength(SUITS_ME_ROLL_POOL);
    expect(pool).toEqual(
      rankShadesFor(warm)
        .ranked.slice(0, SUITS_ME_ROLL_POOL)
        .map(({ shade }) => shade),
    );
    expect(pool.every((shade: Shade) => !shade.vivid)).toBe(true);
  });

  it('takes vivid shades, ranked, only past the natural-looking ones', () => {
    const naturals = rankShadesFor(warm).ranked.filter(({ shade }) => !shade.vivid).length;
    const pool = shadesToRollFor(warm, naturals + 2);
    expect(pool.slice(0, naturals).every((shade) => !shade.vivid)).toBe(true);
    expect(pool.slice(naturals).map((shade) => shade.vivid)).toEqual([true, true]);
  });
});
