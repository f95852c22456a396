import { findShade, type Shade } from '@hairhue/catalogue';
import type { HairEngine, PreparedPhoto, RgbImage } from '@hairhue/hair-engine';
import { describe, expect, it, vi } from 'vitest';

import { effectiveTuning, renderWithTuning, tunedDescription } from '../../../src/jobs/render/render-tuning';

const copper = findShade('copper') as Shade;

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

  it("hands a tuned render's values to the engine, and an untuned render none", () => {
    const image: RgbImage = { width: 1, height: 1, data: new Uint8Array(3) };
    const render = vi.fn(() => image);
    const engine = { render } as unknown as HairEngine;
    const prepared = {} as PreparedPhoto;

    expect(renderWithTuning(engine, prepared, copper, { intensity: 30, shine: 70 })).toBe(image);
    expect(render).toHaveBeenLastCalledWith(prepared, copper, { intensity: 30, shine: 70 });
    renderWithTuning(engine, prepared, copper, { intensity: 100, shine: 50 });
    expect(render.mock.lastCall).toEqual([prepared, copper]);
    renderWithTuning(engine, prepared, copper, undefined);
    expect(render.mock.lastCall).toEqual([prepared, copper]);
  });
});
