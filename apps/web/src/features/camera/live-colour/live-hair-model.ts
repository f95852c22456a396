import { blendWithPrevious, frameMotion, previousRatio } from './temporal-blend';

/** Runs the network on one input (NHWC, side×side×4) and returns its raw output (NCHW, 2 × side × side). */
export type RunNetwork = (input: Float32Array, side: number) => Promise<Float32Array>;

/**
 * The network's input for a camera frame already drawn at side×side: RGB / 255 in NHWC, and the fourth
 * channel (the previous mask, in MediaPipe's video graph) left 0. Feeding the previous mask back did not
 * steady the mask (0.55 % of pixels flipping per frame against 0.56 %); the temporal blend does that.
 * Written into `input` when given (its fourth channel must be 0): a camera reuses one buffer per size,
 * since a new 2.4 MB array at 384² took 1 of the 1.5 ms this costs a frame.
 */
export function networkInput(
  rgba: Uint8ClampedArray,
  side: number,
  input: Float32Array = new Float32Array(side * side * 4),
): Float32Array {
  const pixels = side * side;
  if (rgba.length !== pixels * 4)
    throw new RangeError(`expected ${side}×${side} RGBA, got ${rgba.length} bytes`);
  if (input.length !== pixels * 4) throw new RangeError(`expected an input of ${side}×${side}×4 values`);
  for (let i = 0; i < pixels; i++) {
    input[i * 4] = rgba[i * 4] / 255;
    input[i * 4 + 1] = rgba[i * 4 + 1] / 255;
    input[i * 4 + 2] = rgba[i * 4 + 2] / 255;
  }
  return input;
}

/** The hair channel (1 of the softmaxed NCHW pair) of a side×side output, as its own plane. */
export function hairPlane(output: Float32Array, side: number): Float32Array {
  const pixels = side * side;
  if (output.length !== 2 * pixels)
    throw new RangeError(`expected 2 × ${side}², got ${output.length} values`);
  return output.slice(pixels, 2 * pixels);
}

/**
 * The live camera's hair mask, frame after frame: the network's answer, steadied by the previous mask in
 * proportion to its uncertainty, less so the more the frame moved. `reset` forgets the previous frame and
 * mask (the other camera, or live colour turned off and on): the next mask is the network's own.
 */
export class LiveHairModel {
  private previousFrame: Uint8ClampedArray | undefined;
  private previousMask: Float32Array | undefined;
  /** The network's input, kept for the next frame (the runtime copies it in, so it is free after a pass). */
  private input: Float32Array | undefined;

  constructor(private readonly run: RunNetwork) {}

  /** The steadied mask of a frame; the frame is kept (not copied) to read the next one's motion. */
  async segment(rgba: Uint8ClampedArray, side: number): Promise<Float32Array> {
    // Taken while the pass runs, so a second frame sent meanwhile gets its own.
    const kept = this.input?.length === side * side * 4 ? this.input : undefined;
    this.input = undefined;
    const input = networkInput(rgba, side, kept);
    const output = await this.run(input, side);
    this.input = input;
    const mask = hairPlane(output, side);
    blendWithPrevious(mask, this.previousMask, previousRatio(frameMotion(this.previousFrame, rgba)));
    this.previousFrame = rgba;
    this.previousMask = mask.slice();
    return mask;
  }

  reset(): void {
    this.previousFrame = undefined;
    this.previousMask = undefined;
  }
}

/** Whether `bytes` hash to the sha256 `hex` (lower case), with the browser's own digest. */
export async function hasSha256(bytes: ArrayBuffer, hex: string): Promise<boolean> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  const actual = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return actual === hex;
}
