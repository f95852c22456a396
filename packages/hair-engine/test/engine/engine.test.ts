import { readFile } from 'node:fs/promises';

import { findShade } from '@hairhue/catalogue';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { createAnalysis, decodeAnalysis, encodeAnalysis } from '../../src/analysis';
import type { AnalysisStore } from '../../src/engine';
import { HairEngine } from '../../src/engine';
import { UnsupportedImageError } from '../../src/image/errors';
import { SHARED_MODELS_DIR } from '../model/shared-fixtures';

const demoPhoto = new URL('../../../../../shared/demo-photos/demo-1.jpg', import.meta.url);

/** A store that counts what the engine asks of it. */
function countingStore() {
  const entries = new Map<string, Uint8Array>();
  const calls = { get: 0, set: 0 };
  const store: AnalysisStore = {
    async get(key) {
      calls.get++;
      return entries.get(key);
    },
    async set(key, bytes) {
      calls.set++;
      entries.set(key, bytes);
    },
  };
  return { store, entries, calls };
}

describe('HairEngine', () => {
  let bytes: Buffer;
  beforeAll(async () => {
    // A smaller copy keeps the test quick; the engine does not care about size.
    bytes = await sharp(await readFile(demoPhoto))
      .resize(480)
      .jpeg()
      .toBuffer();
  });

  it('computes an analysis once per photo key and reuses it from the store in another engine', async () => {
    const { store, calls, entries } = countingStore();
    const first = await HairEngine.create({
      provision: { sharedModelsDir: SHARED_MODELS_DIR },
      analysisStore: store,
    });
    const { image } = await first.decode(bytes);
    const computed = await first.analyse(image, 'photo-1');
    expect(calls.set).toBe(1);
    expect(computed.hairFraction).toBeGreaterThan(0.05);

    const second = await HairEngine.create({
      provision: { sharedModelsDir: SHARED_MODELS_DIR },
      analysisStore: store,
    });
    const loaded = await second.analyse(image, 'photo-1');
    expect(calls.set).toBe(1);
    expect(entries.size).toBe(1);
    expect(loaded.mask).toEqual(computed.mask);
  });

  it('shares one computation between concurrent requests for the same photo', async () => {
    const { store, calls } = countingStore();
    const engine = await HairEngine.create({
      provision: { sharedModelsDir: SHARED_MODELS_DIR },
      analysisStore: store,
    });
    const { image } = await engine.decode(bytes);
    const [a, b] = await Promise.all([engine.analyse(image, 'photo-2'), engine.analyse(image, 'photo-2')]);
    expect(a).toBe(b);
    expect(calls.set).toBe(1);
  });

  it('recomputes an analysis whose stored bytes are damaged', async () => {
    const { store, entries, calls } = countingStore();
    entries.set('photo-3', new Uint8Array([1, 2, 3]));
    const engine = await HairEngine.create({
      provision: { sharedModelsDir: SHARED_MODELS_DIR },
      analysisStore: store,
    });
    const { image } = await engine.decode(bytes);
    const analysis = await engine.analyse(image, 'photo-3');
    expect(analysis.width).toBe(image.width);
    expect(calls.set).toBe(1);
  });

  it('renders a JPEG of the photo that differs only where the hair is', async () => {
    const engine = await HairEngine.create({ provision: { sharedModelsDir: SHARED_MODELS_DIR } });
    const { image } = await engine.decode(bytes);
    const analysis = await engine.analyse(image);
    const copper = findShade('copper');
    if (!copper) throw new Error('no copper');
    const result = engine.render(engine.prepare(image, analysis), copper);
    let insideChanged = 0;
    let outsideChanged = 0;
    for (let i = 0; i < analysis.mask.length; i++) {
      const changed =
        result.data[i * 3] !== image.data[i * 3] || result.data[i * 3 + 2] !== image.data[i * 3 + 2];
      if (analysis.mask[i] > 230 && changed) insideChanged++;
      // A matte: a pixel with no hair in it keeps its colour; a partly covered one changes by its share.
      if (analysis.mask[i] === 0 && changed) outsideChanged++;
    }
    expect(insideChanged).toBeGreaterThan(analysis.hairFraction * analysis.mask.length * 0.5);
    expect(outsideChanged).toBe(0);
    const jpeg = await engine.renderJpeg(engine.prepare(image, analysis), copper);
    expect((await sharp(jpeg).metadata()).format).toBe('jpeg');
  });

  it('prepares an analysis that holds a matte as a matte: the hair colour under its outline', async () => {
    const engine = await HairEngine.create({ provision: { sharedModelsDir: SHARED_MODELS_DIR } });
    const { image } = await engine.decode(bytes);
    const mask = new Uint8Array(image.width * image.height);
    mask.fill(255, 0, image.width * 10);
    mask.fill(128, image.width * 10, image.width * 12);
    const foreground = new Uint8Array(image.width * 2 * 3).fill(40);
    const { layer } = engine.prepare(image, createAnalysis(image.width, image.height, mask, foreground));
    expect(layer.foreground).toBeDefined();
    expect(layer.foreground?.subarray(image.width * 10 * 3, image.width * 10 * 3 + 3)).toEqual(
      Uint8Array.of(40, 40, 40),
    );
    expect(
      engine.prepare(image, createAnalysis(image.width, image.height, mask)).layer.foreground,
    ).toBeUndefined();
  });

  it('renders a corrected analysis: a remove stroke over the hair leaves the photo as it was there', async () => {
    const engine = await HairEngine.create({ provision: { sharedModelsDir: SHARED_MODELS_DIR } });
    const { image } = await engine.decode(bytes);
    const analysis = await engine.analyse(image);
    // A dab of the remove brush where the hair is thickest.
    const { x, y } = deepestHair(analysis.mask, image.width, image.height);
    const stroke = { tool: 'remove' as const, radius: 0.04, points: [x, y] };
    const { analysis: corrected, strokesWithoutHair } = engine.correctAnalysis(image, analysis, [stroke]);
    expect(strokesWithoutHair).toEqual([]);
    expect(corrected.hairFraction).toBeLessThan(analysis.hairFraction);
    const copper = findShade('copper');
    if (!copper) throw new Error('no copper');
    const before = engine.render(engine.prepare(image, analysis), copper);
    const after = engine.render(engine.prepare(image, corrected), copper);
    // Well inside the stroke: recoloured before, the photo's own pixels after.
    const radius = 0.04 * Math.max(image.width, image.height) * 0.5;
    let inside = 0;
    let changedBefore = 0;
    for (let py = 0; py < image.height; py++) {
      for (let px = 0; px < image.width; px++) {
        if (Math.hypot(px + 0.5 - x * image.width, py + 0.5 - y * image.height) > radius) continue;
        const i = (py * image.width + px) * 3;
        inside++;
        if (before.data[i] !== image.data[i]) changedBefore++;
        expect(after.data.subarray(i, i + 3)).toEqual(image.data.subarray(i, i + 3));
      }
    }
    expect(changedBefore).toBeGreaterThan(inside / 2);
    expect(engine.correctAnalysis(image, analysis, []).analysis).toBe(analysis);
  });

  it('refuses a text file with a typed error before touching the model', async () => {
    const engine = await HairEngine.create({ provision: { sharedModelsDir: SHARED_MODELS_DIR } });
    await expect(engine.decode(Buffer.from('not a photo at all'))).rejects.toBeInstanceOf(
      UnsupportedImageError,
    );
  });

  it('refuses to combine an analysis with a photo of another size', async () => {
    const engine = await HairEngine.create({ provision: { sharedModelsDir: SHARED_MODELS_DIR } });
    const { image } = await engine.decode(bytes);
    const analysis = await engine.analyse(image);
    const other = {
      width: image.width - 1,
      height: image.height,
      data: new Uint8Array((image.width - 1) * image.height * 3),
    };
    expect(() => engine.prepare(other, analysis)).toThrow(RangeError);
  });
});

describe('analysis encoding', () => {
  it('round-trips the mask losslessly', async () => {
    const mask = Uint8Array.from({ length: 64 * 48 }, (_, i) => (i * 37) % 256);
    const decoded = await decodeAnalysis(
      await encodeAnalysis({ width: 64, height: 48, mask, hairFraction: 0 }),
    );
    expect(decoded.width).toBe(64);
    expect(decoded.height).toBe(48);
    expect(decoded.mask).toEqual(mask);
    expect(decoded.hairFraction).toBeCloseTo(mask.filter((v) => v >= 128).length / mask.length, 6);
    expect(decoded.foreground).toBeUndefined();
  });

  it('round-trips a matte: its alpha and the hair colour under every partly covered pixel', async () => {
    const mask = Uint8Array.from({ length: 64 * 48 }, (_, i) => (i * 37) % 256);
    const partial = mask.filter((v) => v > 0 && v < 255).length;
    const foreground = Uint8Array.from({ length: partial * 3 }, (_, k) => (k * 11) % 256);
    const encoded = await encodeAnalysis(createAnalysis(64, 48, mask, foreground));
    const decoded = await decodeAnalysis(encoded);
    expect(decoded.mask).toEqual(mask);
    expect(decoded.foreground).toEqual(foreground);
  });

  it('refuses a matte with colours for other pixels than its partly covered ones', () => {
    const mask = new Uint8Array(16).fill(128);
    expect(() => createAnalysis(4, 4, mask, new Uint8Array(15 * 3))).toThrow(RangeError);
  });
});

/**
 * The centre of the largest square of sure hair (mask ≥ 230) in the analysis, as fractions of the photo's
 * size: the usual dynamic programme over the largest square ending at each pixel.
 */
function deepestHair(mask: Uint8Array, width: number, height: number): { x: number; y: number } {
  const side = new Int32Array(width * height);
  let best = 0;
  let bestIndex = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0, i = y * width; x < width; x++, i++) {
      if (mask[i] < 230) continue;
      side[i] = x === 0 || y === 0 ? 1 : 1 + Math.min(side[i - 1], side[i - width], side[i - width - 1]);
      if (side[i] > best) {
        best = side[i];
        bestIndex = i;
      }
    }
  }
  const x = (bestIndex % width) + 1 - best / 2;
  const y = Math.floor(bestIndex / width) + 1 - best / 2;
  return { x: x / width, y: y / height };
}
