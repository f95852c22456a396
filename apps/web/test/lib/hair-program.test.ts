import { findShade } from '@hairhue/catalogue';
import { planRender, prepareHairLayer, toneCurves } from '@hairhue/recolour';
import { describe, expect, it } from 'vitest';
import { setEntryPlanUniforms } from '@/lib/hair-gl/hair-program';
import { PLAN_ROWS } from '@/lib/hair-gl/hair-shader';

/** A 16×16 photo whose top half is brown hair, and its hair layer. */
function brownHairLayer() {
  const data = new Uint8Array(16 * 16 * 3);
  const mask = new Uint8Array(16 * 16);
  for (let i = 0; i < 16 * 16; i++) {
    const hair = i < 128;
    data.set(hair ? [90 + (i % 7) * 5, 60, 40] : [220, 190, 170], i * 3);
    mask[i] = hair ? 255 : 0;
  }
  return prepareHairLayer({ width: 16, height: 16, data }, mask);
}

/** Records the arrays uploaded to each uniform, as the GL context would take them. */
function recordingContext() {
  const uploaded = new Map<string, number[]>();
  const gl = {
    getUniformLocation: (_program: WebGLProgram, name: string) => name,
    uniform1fv: (name: string, data: Float32Array, offset = 0, length = data.length - offset) =>
      uploaded.set(name, [...data.subarray(offset, offset + length)]),
  };
  return { gl: gl as unknown as WebGL2RenderingContext, uploaded };
}

describe('the plan of a single-entry shade as uniforms', () => {
  it('uploads its one entry in PLAN_ROWS order and its gamut limit, as the plan texture holds them', () => {
    const copper = findShade('copper');
    if (!copper) throw new Error('no copper');
    const plan = planRender(brownHairLayer(), copper.recipe);
    const { gl, uploaded } = recordingContext();
    setEntryPlanUniforms(gl, {} as WebGLProgram, plan);

    const rows = uploaded.get('u_entryPlan') ?? [];
    expect(rows).toHaveLength(PLAN_ROWS.limit);
    const { entries } = plan;
    expect(rows[PLAN_ROWS.centre]).toBeCloseTo(entries.centre[0], 6);
    expect(rows[PLAN_ROWS.gainDown]).toBeCloseTo(entries.gainDown[0], 6);
    expect(rows[PLAN_ROWS.sinHue]).toBeCloseTo(entries.sinHue[0], 6);
    expect(rows[PLAN_ROWS.targetLightness]).toBeCloseTo(plan.field.table.lightness[0], 6);
    const limit = uploaded.get('u_entryLimit') ?? [];
    expect(limit).toHaveLength(toneCurves.LIMIT_STEPS + 1);
    limit.forEach((value, k) => expect(value).toBeCloseTo(entries.limit[k], 6));
  });

  it('refuses a shade that varies across the hair: its entries need the plan texture', () => {
    const ombre = findShade('fire-ombre');
    if (!ombre) throw new Error('no fire ombre');
    const plan = planRender(brownHairLayer(), ombre.recipe);
    expect(plan.field.entryOf).not.toBeNull();
    expect(() => setEntryPlanUniforms(recordingContext().gl, {} as WebGLProgram, plan)).toThrow(RangeError);
  });
});
