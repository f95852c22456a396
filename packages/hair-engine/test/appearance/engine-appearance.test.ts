import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { UNDERTONES } from '@hairhue/catalogue';
import { createAnalysis } from '../../src/analysis';
import { HairEngine } from '../../src/engine';
import { SHARED_MODELS_DIR } from '../model/shared-fixtures';
import { drawFace } from './synthetic-face';

const demoPhoto = new URL('../../../../../shared/demo-photos/demo-3.jpg', import.meta.url);

describe('HairEngine.appearance', () => {
  let engine: HairEngine;
  beforeAll(async () => {
    engine = await HairEngine.create({ provision: { sharedModelsDir: SHARED_MODELS_DIR } });
  });

  it('measures nothing where the face guard finds no face', async () => {
    const width = 320;
    const height = 240;
    const image = { width, height, data: new Uint8Array(width * height * 3).fill(128) };
    const mask = new Uint8Array(width * height).fill(255, 0, width * 60);
    expect(await engine.appearance(image, createAnalysis(width, height, mask))).toBeUndefined();
  });

  it('rejects an analysis of another photo size', async () => {
    const { image, mask } = drawFace({ skin: { L: 60, a: 15, b: 20 }, hair: { L: 20, a: 2, b: 4 } });
    await expect(engine.appearance(image, createAnalysis(10, 10, mask.subarray(0, 100)))).rejects.toThrow(
      RangeError,
    );
  });

  // The values on a real portrait are looked at with `npm run suits:demo`, not asserted: only that a face is
  // found and each measurement is in its range.
  it.skipIf(!existsSync(demoPhoto))('measures a real portrait: every value in its range', async () => {
    const bytes = await sharp(await readFile(demoPhoto))
      .resize(480)
      .jpeg()
      .toBuffer();
    const { image } = await engine.decode(bytes);
    const appearance = await engine.appearance(image, await engine.analyse(image));
    expect(appearance).toBeDefined();
    expect(UNDERTONES).toContain(appearance?.undertone);
    expect(appearance?.hairLevel).toBeGreaterThanOrEqual(1);
    expect(appearance?.hairLevel).toBeLessThanOrEqual(10);
    expect(appearance?.skinIta).toBeGreaterThan(-90);
    expect(appearance?.skinIta).toBeLessThan(90);
    expect(appearance?.skinPatches).toHaveLength(3);
  });
});
