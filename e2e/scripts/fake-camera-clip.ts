import { writeFileSync } from 'node:fs';
import sharp from 'sharp';

/**
 * A clip for Chromium's fake camera (`--use-file-for-fake-video-capture`, which loops it): a portrait held
 * still for `stillFrames`, then panned gently left and right for `panFrames`, 640×480 at 30 fps, as Y4M
 * (4:2:0, full-range JPEG YCbCr). Written at run time from a portrait in ../shared; never committed.
 */
export async function writeFakeCameraClip(
  portrait: string,
  out: string,
  { stillFrames = 60, panFrames = 60 } = {},
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
        frame[y * width + x] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
        if (y % 2 === 0 && x % 2 === 0) {
          const c = (y / 2) * (width / 2) + x / 2;
          frame[u + c] = Math.round(128 - 0.168736 * r - 0.331264 * g + 0.5 * b);
          frame[v + c] = Math.round(128 + 0.5 * r - 0.418688 * g - 0.081312 * b);
        }
      }
    }
    frames.push(Buffer.from('FRAME\n'), frame);
  }
  writeFileSync(out, Buffer.concat(frames));
}
