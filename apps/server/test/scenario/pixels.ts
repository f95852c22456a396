import sharp from 'sharp';

export interface Plane {
  width: number;
  height: number;
  data: Uint8Array;
}

export async function rgbOf(bytes: Uint8Array, width?: number, height?: number): Promise<Plane> {
  const image = sharp(bytes).removeAlpha().toColourspace('srgb');
  const sized = width && height ? image.resize(width, height, { fit: 'fill' }) : image;
  const { data, info } = await sized.raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

export async function greyOf(bytes: Uint8Array, width: number, height: number): Promise<Plane> {
  const { data, info } = await sharp(bytes)
    .greyscale()
    .resize(width, height, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** Pixels at least `margin` away from the other region: away from the hair's edge, where masks disagree. */
function farFromEdge(mask: Plane, inside: boolean, margin: number): boolean[] {
  const { width, height, data } = mask;
  const keep: boolean[] = new Array<boolean>(width * height).fill(false);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const isHair = (data[y * width + x] ?? 0) > 127;
      if (isHair !== inside) continue;
      let clear = true;
      for (let dy = -margin; dy <= margin && clear; dy += margin) {
        for (let dx = -margin; dx <= margin && clear; dx += margin) {
          const nx = Math.min(width - 1, Math.max(0, x + dx));
          const ny = Math.min(height - 1, Math.max(0, y + dy));
          if ((data[ny * width + nx] ?? 0) > 127 !== inside) clear = false;
        }
      }
      keep[y * width + x] = clear;
    }
  }
  return keep;
}

/** Mean absolute RGB difference per channel (0–255) inside and outside the hair. */
export function meanDifference(a: Plane, b: Plane, hairMask: Plane, margin: number) {
  const inside = farFromEdge(hairMask, true, margin);
  const outside = farFromEdge(hairMask, false, margin);
  let insideSum = 0;
  let insideCount = 0;
  let outsideSum = 0;
  let outsideCount = 0;
  for (let i = 0; i < a.width * a.height; i++) {
    let diff = 0;
    for (let c = 0; c < 3; c++) diff += Math.abs((a.data[i * 3 + c] ?? 0) - (b.data[i * 3 + c] ?? 0));
    if (inside[i]) {
      insideSum += diff / 3;
      insideCount++;
    } else if (outside[i]) {
      outsideSum += diff / 3;
      outsideCount++;
    }
  }
  return { inside: insideSum / insideCount, outside: outsideSum / outsideCount, insideCount, outsideCount };
}
