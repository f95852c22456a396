import { describe, expect, it } from 'vitest';

import { addAlphaReading, emptyReading, readingRows } from '../../scripts/composite/alpha-reading';

/** A known α and the analysis's reading of it, pixel by pixel; `measured` 0 leaves a pixel out. */
function reading(known: number[], read: number[], measured = known.map(() => 1)) {
  const result = emptyReading();
  addAlphaReading(
    result,
    { alpha: Float32Array.from(known), measured: Uint8Array.from(measured) },
    Uint8Array.from(read),
  );
  return result;
}

describe('how an analysis reads the known alpha', () => {
  it('puts each measured band pixel in the bin of its known alpha, with its bias and error', () => {
    const result = reading([0.1, 0.3, 0.6, 0.6, 0.9], [51, 0, 255, 102, 255]);
    expect(result.map((bin) => bin.pixels)).toEqual([1, 1, 2, 1]);
    expect(result[0].bias).toBeCloseTo(0.1);
    expect(result[1].bias).toBeCloseTo(-0.3);
    expect(result[2].bias).toBeCloseTo(0.4 + -0.2);
    expect(result[2].error).toBeCloseTo(0.4 + 0.2);
    expect(result[3].error).toBeCloseTo(0.1);
  });

  it('counts the pixels read as no hair at all and as all hair, not those read a little too faint', () => {
    const result = reading([0.3, 0.3, 0.3, 0.3], [0, 0, 1, 255]);
    expect(result[1].readNone).toBe(2);
    expect(result[1].readAll).toBe(1);
    const rows = readingRows(result);
    expect(rows.find((r) => r.label === 'share read as 0')?.values[1]).toBeCloseTo(0.5);
    expect(rows.find((r) => r.label === 'share read as 1')?.values[1]).toBeCloseTo(0.25);
  });

  it('leaves out the solid hair, the plain background and the pixels the measure does not trust', () => {
    const result = reading([0, 0.02, 0.97, 1, 0.5], [0, 0, 255, 255, 0], [1, 1, 1, 1, 0]);
    expect(result.every((bin) => bin.pixels === 0)).toBe(true);
    expect(readingRows(result)[0].values.every(Number.isNaN)).toBe(true);
  });
});
