import { writeFileSync } from 'node:fs';
import { gaussian, mulberry32 } from '@hairhue/recolour';
import sharp from 'sharp';

export interface FakeCameraClipOptions {
  /** Frames the portrait is held still, first. */
  stillFrames?: number;
  /** Frames of the gentle pan left and right that follows (it ends where it started, so the loop is seamless). */
  panFrames?: number;
  /**
   * Camera-like sensor noise: the standard deviation, in 8-bit levels, of the Gaussian added to every
   * sample of every frame (luma and chroma), so that no two frames of the still part are the same, as with
   * a real camera. 0, the default: the still part repeats one frame byte for byte.
   */
  noise?: number;
  /** Seeds the noise: the same seed writes the same clip. */
  seed?: number;
}

/**
 * A clip for Chromium's fake camera (`--use-file-for-fake-video-capture`, which loops it): a portrait held
 * still for `stillFrames`, then panned gently left and right for `panFrames`, 640×480 at 30 fps, as Y4M
 * (4:2:0, full-range JPEG YCbCr). Written at run time from a portrait in ../shared; never committed.
 */
export async function writeFakeCameraClip(
  portrait: string,
  out: string,
  { stillFrames = 60, panFrames = 60, noise = 0, seed = 1 }: FakeCameraClipOptions = {},
): Promise<void> {
  const width = 640;
  const height = 480;
  const margin = 24;
  const { data } = await sharp(portrait)
    .resize(width + 2 * margin, height, { fit: 'cover' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const stride = (width + 2 * margin) * 3;
  const frameBytes = width * height * 1.5;
  const grain = sensorNoise(noise, seed);
  const frames: Buffer[] = [Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`)];
  for (let f = 0; f < stillFrames + panFrames; f++) {
    const shift =
      f < stillFrames
        ? margin
        : Math.round(margin + margin * Math.sin(((f - stillFrames) / panFrames) * 2 * Math.PI));
    const frame = Buffer.alloc(frameBytes);
    const u = width * height;
    const v = u + (width / 2) * (height / 2);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const o = y * stride + (x + shift) * 3;
        const r = data[o] ?? 0;
        const g = data[o + 1] ?? 0;
        const b = data[o + 2] ?? 0;
        // A Buffer clamps nothing: a value outside 0..255 would wrap, so the noisy sample is clamped here.
        frame[y * width + x] = level(0.299 * r + 0.587 * g + 0.114 * b + grain());
        if (y % 2 === 0 && x % 2 === 0) {
          const c = (y / 2) * (width / 2) + x / 2;
          frame[u + c] = level(128 - 0.168736 * r - 0.331264 * g + 0.5 * b + grain());
          frame[v + c] = level(128 + 0.5 * r - 0.418688 * g - 0.081312 * b + grain());
        }
      }
    }
    frames.push(Buffer.from('FRAME\n'), frame);
  }
  writeFileSync(out, Buffer.concat(frames));
}

/**
 * Draws of a Gaussian with standard deviation `sigma`, seeded. A clip takes tens of millions of them: they
 * are picked at random from a table of 2¹⁶ draws, a third of the time of drawing each one afresh.
 */
function sensorNoise(sigma: number, seed: number): () => number {
  if (sigma <= 0) return () => 0;
  const random = mulberry32(seed);
  const table = Float32Array.from({ length: 1 << 16 }, () => sigma * gaussian(random));
  return () => table[(random() * table.length) | 0] ?? 0;
}

function level(value: number): number {
  return Math.min(255, Math.max(0, Math.round(value)));
}
