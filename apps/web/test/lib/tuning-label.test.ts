import { describe, expect, it } from 'vitest';
import { intensityText, shineText, tuningLabel } from '@/lib/tuning-label';

describe('tuning label (History)', () => {
  it("reads 'Intensity 80% · Shine 60' for a tuned try-on", () => {
    expect(tuningLabel({ intensity: 80, shine: 60 })).toBe('Intensity 80% · Shine 60');
    expect(tuningLabel({ intensity: 10, shine: 0 })).toBe('Intensity 10% · Shine 0');
  });

  it('shows both values when only one differs from its default', () => {
    expect(tuningLabel({ intensity: 100, shine: 75 })).toBe('Intensity 100% · Shine 75');
    expect(tuningLabel({ intensity: 55, shine: 50 })).toBe('Intensity 55% · Shine 50');
  });

  it('says nothing for a try-on at the defaults', () => {
    expect(tuningLabel({ intensity: 100, shine: 50 })).toBeNull();
  });

  it('writes intensity as a percent and shine as a level', () => {
    expect(intensityText(35)).toBe('35%');
    expect(shineText(35)).toBe('35');
  });
});
