import { fileURLToPath } from 'node:url';

import sharp from 'sharp';

/*
 * The team's shared folder sits beside the repository (`<repo>/../shared`). Tests read the model files and
 * eval photos from there in place; nothing from it is copied into the repository.
 */
const sharedDir = fileURLToPath(new URL('../../../../../shared/', import.meta.url));

export const SHARED_MODELS_DIR = `${sharedDir}models`;
export const SHARED_TFLITE = `${SHARED_MODELS_DIR}/mediapipe_hair_segmentation.tflite`;
export const SHARED_ONNX = `${SHARED_MODELS_DIR}/mediapipe_hair_segmentation.onnx`;
export const EVAL_IMAGES_DIR = `${sharedDir}eval/hair/images`;

/** The model's input for a still photo: stretched to side×side (512 unless told), RGB/255, channel 3 = 0, NHWC. */
export async function modelInputFromPhoto(file: string, side = 512): Promise<Float32Array> {
  const { data, info } = await sharp(file)
    .resize(side, side, { fit: 'fill' })
    .removeAlpha()
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (info.channels !== 3) throw new Error(`${file}: expected 3 channels, got ${info.channels}`);
  const pixels = side * side;
  const input = new Float32Array(pixels * 4);
  for (let i = 0; i < pixels; i++) {
    input[i * 4] = data[i * 3] / 255;
    input[i * 4 + 1] = data[i * 3 + 1] / 255;
    input[i * 4 + 2] = data[i * 3 + 2] / 255;
  }
  return input;
}

export function maxAbsDifference(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) throw new RangeError(`lengths differ: ${a.length} vs ${b.length}`);
  let max = 0;
  for (let i = 0; i < a.length; i++) max = Math.max(max, Math.abs(a[i] - b[i]));
  return max;
}
