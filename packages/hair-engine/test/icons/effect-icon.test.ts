import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { SpecialEffect } from '@hairhue/catalogue';
import { specialEffects } from '@hairhue/catalogue';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { srgbToOklab } from '@hairhue/recolour';
import { renderAllEffectIcons, renderEffectIcon } from '../../src/icons/effect-icon';
import { drawHairLock } from '../../src/icons/hair-lock';
import { lightnessOf } from './pixels';

const SIZE = 128;

interface DecodedIcon {
  png: Buffer;
  rgba: Uint8Array;
}

function effect(id: string): SpecialEffect {
  const found = specialEffects.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no effect ${id}`);
  return found;
}

describe('renderEffectIcon', () => {
  const icons = new Map<string, DecodedIcon>();
  const lockMask = drawHairLock(SIZE).mask;

  beforeAll(async () => {
    for (const candidate of specialEffects) {
      const png = await renderEffectIcon(candidate, SIZE);
      const { data } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
      icons.set(candidate.id, { png, rgba: new Uint8Array(data) });
    }
  });

  const icon = (id: string): DecodedIcon => {
    const found = icons.get(id);
    if (!found) throw new Error(`no icon for ${id}`);
    return found;
  };

  it('renders each of the 28 effects as an RGBA PNG of the requested size', async () => {
    expect(specialEffects).toHaveLength(28);
    for (const candidate of specialEffects) {
      const metadata = await sharp(icon(candidate.id).png).metadata();
      expect([
        metadata.format,
        metadata.width,
        metadata.height,
        metadata.channels,
        metadata.hasAlpha,
      ]).toEqual(['png', SIZE, SIZE, 4, true]);
    }
  });

  it('cuts the lock out: transparent corners, opaque hair where the lock is solid', () => {
    for (const candidate of specialEffects) {
      const { rgba } = icon(candidate.id);
      for (const corner of [0, SIZE - 1, SIZE * (SIZE - 1), SIZE * SIZE - 1])
        expect(rgba[corner * 4 + 3]).toBe(0);
      let solid = 0;
      let opaque = 0;
      for (let i = 0; i < SIZE * SIZE; i++) {
        if (lockMask[i] !== 255) continue;
        solid++;
        if (rgba[i * 4 + 3] === 255) opaque++;
      }
      expect(opaque / solid).toBeGreaterThan(0.99);
    }
  });

  it('gives every effect its own look', () => {
    const ids = specialEffects.map((candidate) => candidate.id);
    for (let p = 0; p < ids.length; p++) {
      for (let q = p + 1; q < ids.length; q++) {
        const first = icon(ids[p]).rgba;
        const second = icon(ids[q]).rgba;
        let difference = 0;
        let counted = 0;
        for (let i = 0; i < SIZE * SIZE; i++) {
          if (lockMask[i] !== 255) continue;
          for (let c = 0; c < 3; c++) difference += Math.abs(first[i * 4 + c] - second[i * 4 + c]);
          counted++;
        }
        expect(difference / (counted * 3), `${ids[p]} vs ${ids[q]}`).toBeGreaterThan(6);
      }
    }
  });

  it('shows the classic rainbow as several distinct hues', () => {
    const { rgba } = icon('classic-rainbow');
    const bins = new Array<number>(12).fill(0);
    let counted = 0;
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (rgba[i * 4 + 3] < 250) continue;
      const { a, b } = srgbToOklab({ r: rgba[i * 4], g: rgba[i * 4 + 1], b: rgba[i * 4 + 2] });
      if (Math.hypot(a, b) < 0.06) continue;
      const hue = (Math.atan2(b, a) + 2 * Math.PI) % (2 * Math.PI);
      bins[Math.floor((hue / (2 * Math.PI)) * 12) % 12]++;
      counted++;
    }
    expect(bins.filter((count) => count > counted * 0.04).length).toBeGreaterThanOrEqual(5);
  });

  it('makes each ombre darker at the roots than at the tips', () => {
    const rows: number[] = [];
    for (let i = 0; i < SIZE * SIZE; i++) if (lockMask[i] === 255) rows.push(Math.floor(i / SIZE));
    const top = Math.min(...rows);
    const bottom = Math.max(...rows);
    const meanLightness = (rgba: Uint8Array, from: number, to: number) => {
      let sum = 0;
      let count = 0;
      for (let y = Math.round(top + from * (bottom - top)); y <= top + to * (bottom - top); y++) {
        for (let x = 0; x < SIZE; x++) {
          const i = y * SIZE + x;
          if (lockMask[i] !== 255) continue;
          sum += lightnessOf(rgba, 4, i);
          count++;
        }
      }
      return sum / count;
    };
    for (const candidate of specialEffects.filter((each) => each.type === 'ombre')) {
      const { rgba } = icon(candidate.id);
      expect(meanLightness(rgba, 0, 0.15), candidate.id).toBeLessThan(meanLightness(rgba, 0.8, 1) - 0.15);
    }
  });

  it('lets a glow shine past the lock: its halo is in the alpha channel', () => {
    let haloOfGlow = 0;
    let haloOfMetal = 0;
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (lockMask[i] !== 0) continue;
      if (icon('toxic-green-glow').rgba[i * 4 + 3] > 25) haloOfGlow++;
      if (icon('liquid-silver').rgba[i * 4 + 3] > 0) haloOfMetal++;
    }
    expect(haloOfGlow).toBeGreaterThan(SIZE * SIZE * 0.05);
    expect(haloOfMetal).toBe(0);
  });

  it('colours the glow halo in the glow colour', () => {
    const { rgba } = icon('electric-blue-glow');
    let red = 0;
    let blue = 0;
    for (let i = 0; i < SIZE * SIZE; i++) {
      if (lockMask[i] !== 0 || rgba[i * 4 + 3] < 25) continue;
      red += rgba[i * 4];
      blue += rgba[i * 4 + 2];
    }
    expect(blue).toBeGreaterThan(red * 3);
  });
});

describe('renderAllEffectIcons', () => {
  let outDir = '';

  beforeAll(async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'effect-icons-'));
  });

  afterAll(async () => {
    await rm(outDir, { recursive: true, force: true });
  });

  it('writes {id}.png for every effect, the same as rendering them one by one', async () => {
    const folder = path.join(outDir, 'effect-icons');
    const written = await renderAllEffectIcons(folder, 48);
    expect(written).toEqual(specialEffects.map((candidate) => path.join(folder, `${candidate.id}.png`)));
    expect((await readdir(folder)).sort()).toEqual(
      specialEffects.map((candidate) => `${candidate.id}.png`).sort(),
    );
    const lavaGlow = effect('lava-glow');
    expect(await readFile(path.join(folder, 'lava-glow.png'))).toEqual(await renderEffectIcon(lavaGlow, 48));
  });
});
