import * as ort from 'onnxruntime-node';

import type { FloatPlane, RgbImage } from '@hairhue/recolour';

/** The network's fixed input side: the whole photo is stretched to 512×512, as MediaPipe feeds it. */
export const MODEL_SIDE = 512;

/** x / 255 for every byte: the network's input scaling, looked up rather than divided per pixel. */
const UNIT = Float32Array.from({ length: 256 }, (_, x) => x / 255);

export interface HairModelOptions {
  /** Threads onnxruntime may use inside one inference. */
  intraOpThreads?: number;
}

/** A 512×512 photo in the network's input layout (NHWC, RGB / 255, channel 3 empty), packed once. */
export class PackedInput {
  private constructor(readonly nhwc: Float32Array) {}

  static of(input512: RgbImage): PackedInput {
    if (input512.width !== MODEL_SIDE || input512.height !== MODEL_SIDE) {
      throw new RangeError(`the hair model needs a ${MODEL_SIDE}×${MODEL_SIDE} image`);
    }
    const pixels = MODEL_SIDE * MODEL_SIDE;
    const nhwc = new Float32Array(pixels * 4);
    const rgb = input512.data;
    for (let i = 0, j = 0, k = 0; i < pixels; i++, j += 3, k += 4) {
      nhwc[k] = UNIT[rgb[j]];
      nhwc[k + 1] = UNIT[rgb[j + 1]];
      nhwc[k + 2] = UNIT[rgb[j + 2]];
    }
    return new PackedInput(nhwc);
  }
}

/**
 * The MediaPipe hair network behind a small class: loaded lazily and once, `predict()` returns the hair
 * probability at the model's 512×512 resolution.
 */
export class HairModel {
  private session: Promise<ort.InferenceSession> | undefined;

  constructor(
    private readonly modelPath: string,
    private readonly options: HairModelOptions = {},
  ) {}

  /** Loads the network now rather than on the first photo (the server does this at start). */
  async load(): Promise<void> {
    await this.getSession();
  }

  /**
   * @param input the photo already stretched to 512×512 (RGB), or packed once with `PackedInput.of` when it
   *   gets several passes
   * @param previousMask optional hair probability fed back as the 4th channel (two-pass mode)
   */
  async predict(input: RgbImage | PackedInput, previousMask?: Float32Array): Promise<FloatPlane> {
    const pixels = MODEL_SIDE * MODEL_SIDE;
    let nhwc = (input instanceof PackedInput ? input : PackedInput.of(input)).nhwc;
    if (previousMask) {
      // A copy: the packed colours stay as they are for the next pass.
      nhwc = nhwc.slice();
      for (let i = 0, k = 3; i < pixels; i++, k += 4) nhwc[k] = previousMask[i];
    }
    const session = await this.getSession();
    const output = await session.run({
      input: new ort.Tensor('float32', nhwc, [1, MODEL_SIDE, MODEL_SIDE, 4]),
    });
    const mask = output['mask'];
    if (!mask) throw new Error('hair model returned no "mask" output');
    // Output is NCHW [1, 2, 512, 512], softmaxed; channel 1 is hair.
    const hair = (mask.data as Float32Array).subarray(pixels, pixels * 2);
    return { width: MODEL_SIDE, height: MODEL_SIDE, data: hair };
  }

  private getSession(): Promise<ort.InferenceSession> {
    this.session ??= ort.InferenceSession.create(this.modelPath, {
      intraOpNumThreads: this.options.intraOpThreads ?? 1,
      interOpNumThreads: 1,
      graphOptimizationLevel: 'all',
      executionMode: 'sequential',
    });
    return this.session;
  }
}
