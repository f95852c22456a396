import type { FloatPlane, RgbImage } from '@hairhue/recolour';

import { LazySession, type OnnxSessionOptions } from '../model/onnx-session';

/** The network's fixed input side: the whole photo is stretched to 512×512, as MediaPipe feeds it. */
export const MODEL_SIDE = 512;

/**
 * The hair model's idle threads spin (OnnxSessionOptions): a pass at 512² with two threads took 48 ms
 * spinning and 52 ms sleeping (medians of 12 passes, three runs, on this two-core machine).
 */
const HAIR_MODEL_SPINS = true;

/** x / 255 for every byte: the network's input scaling, looked up rather than divided per pixel. */
const UNIT = Float32Array.from({ length: 256 }, (_, x) => x / 255);

export type HairModelOptions = OnnxSessionOptions;

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
  private readonly session: LazySession;

  constructor(modelPath: string, options: HairModelOptions = {}) {
    this.session = new LazySession(modelPath, { spinning: HAIR_MODEL_SPINS, ...options });
  }

  /** Loads the network now rather than on the first photo (the server does this at start). */
  async load(): Promise<void> {
    await this.session.get();
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
    const [mask] = await this.session.run(nhwc, [1, MODEL_SIDE, MODEL_SIDE, 4]);
    // Its one output is NCHW [1, 2, 512, 512], softmaxed; channel 1 is hair.
    return { width: MODEL_SIDE, height: MODEL_SIDE, data: mask.subarray(pixels, pixels * 2) };
  }
}
