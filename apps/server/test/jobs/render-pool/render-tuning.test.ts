import { describe, expect, it } from 'vitest';

import { effectiveTuning, tunedDescription } from '../../../src/jobs/render-pool/render-tuning';

describe('render tuning', () => {
  it('needs no tuning at the defaults or without any', () => {
    expect(effectiveTuning(undefined)).toBeUndefined();
    expect(effectiveTuning({ intensity: 100, shine: 50 })).toBeUndefined();
    expect(effectiveTuning({ intensity: 100, shine: 49 })).toEqual({ intensity: 100, shine: 49 });
  });

  it('describes a tuned render in ASCII for EXIF, and an untuned one not at all', () => {
    const description = tunedDescription('Copper', { intensity: 80, shine: 60 });
    expect(description).toBe('Hairhue: Copper, intensity 80%, shine 60%');
    expect(description).toMatch(/^[\x20-\x7e]+$/);
    expect(tunedDescription('Copper', { intensity: 100, shine: 50 })).toBeUndefined();
    expect(tunedDescription('Copper', undefined)).toBeUndefined();
  });
});
