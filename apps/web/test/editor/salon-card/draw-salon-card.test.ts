import { describe, expect, it } from 'vitest';
import { cropRect, wrapText } from '@/features/editor/salon-card/draw-salon-card';

describe('cropRect', () => {
  it('cuts a tall photo to 19:20 across its full width, a quarter of the spare height down', () => {
    expect(cropRect(950, 1600)).toEqual({ sx: 0, sy: 150, sw: 950, sh: 1000 });
  });

  it('cuts a wide photo to 19:20 across its full height, centred', () => {
    expect(cropRect(1600, 1000)).toEqual({ sx: 325, sy: 0, sw: 950, sh: 1000 });
  });

  it('cuts the original and a smaller result of it alike, in proportion', () => {
    const full = cropRect(1200, 1600);
    const half = cropRect(600, 800);
    expect(half.sy * 2).toBeCloseTo(full.sy);
    expect(half.sh * 2).toBeCloseTo(full.sh);
  });
});

describe('wrapText', () => {
  const tenPerCharacter = (text: string) => text.length * 10;

  it('breaks at spaces to fit the width', () => {
    expect(wrapText(tenPerCharacter, 'Lift seven levels with lightener', 120)).toEqual([
      'Lift seven',
      'levels with',
      'lightener',
    ]);
  });

  it('cuts the last allowed line with an ellipsis', () => {
    expect(wrapText(tenPerCharacter, 'Lift seven levels with lightener', 120, 2)).toEqual([
      'Lift seven',
      'levels with…',
    ]);
  });
});
