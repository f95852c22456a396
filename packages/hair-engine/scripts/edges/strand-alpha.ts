/**
 * A soft, strand-like alpha for the synthetic composites: a head of hair whose outline wobbles and is
 * anti-aliased over a few pixels, with thin curved strands drawn outwards from it. Strands taper to their tips,
 * are partly transparent, and are drawn with anti-aliasing (coverage falls off over one pixel across the stroke),
 * so the edge band holds the fractional alphas that real flyaway hair makes.
 */

export interface StrandAlphaOptions {
  strands: number;
  /** Half-width, in pixels, of the anti-aliased ramp across the head's outline. */
  outlineSoftness: number;
}

const DEFAULTS: StrandAlphaOptions = { strands: 160, outlineSoftness: 2 };

export function strandAlpha(
  width: number,
  height: number,
  random: () => number,
  options: Partial<StrandAlphaOptions> = {},
): Float32Array {
  const { strands, outlineSoftness } = { ...DEFAULTS, ...options };
  const head = randomHead(width, height, random);
  const alpha = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      alpha[y * width + x] = smoothstep(-outlineSoftness, outlineSoftness, head.inside(x + 0.5, y + 0.5));
    }
  }
  for (let s = 0; s < strands; s++) drawStrand(alpha, width, height, head, random);
  return alpha;
}

interface Head {
  cx: number;
  cy: number;
  /** Distance from (cx, cy) to the outline in direction `angle`. */
  radius(angle: number): number;
  /** Roughly the signed distance to the outline in pixels: positive inside. */
  inside(x: number, y: number): number;
}

function randomHead(width: number, height: number, random: () => number): Head {
  const cx = width * (0.45 + 0.1 * random());
  const cy = height * (0.42 + 0.1 * random());
  const rx = width * (0.26 + 0.06 * random());
  const ry = height * (0.28 + 0.06 * random());
  // Low-frequency wobble: locks and partings bend the outline away from an ellipse.
  const harmonics = [2, 3, 5, 7].map((k) => ({
    k,
    amplitude: (0.05 * random()) / Math.sqrt(k),
    phase: 6.3 * random(),
  }));
  const radius = (angle: number) => {
    let wobble = 1;
    for (const { k, amplitude, phase } of harmonics) wobble += amplitude * Math.sin(k * angle + phase);
    const c = Math.cos(angle) / rx;
    const s = Math.sin(angle) / ry;
    return wobble / Math.sqrt(c * c + s * s);
  };
  return {
    cx,
    cy,
    radius,
    inside: (x, y) => radius(Math.atan2(y - cy, x - cx)) - Math.hypot(x - cx, y - cy),
  };
}

function drawStrand(
  alpha: Float32Array,
  width: number,
  height: number,
  head: Head,
  random: () => number,
): void {
  const angle = 2 * Math.PI * random();
  const rootDepth = 2 + 5 * random();
  const r = head.radius(angle) - rootDepth;
  const x0 = head.cx + r * Math.cos(angle);
  const y0 = head.cy + r * Math.sin(angle);
  const heading = angle + (random() - 0.5) * 1.2;
  const length = rootDepth + 8 + 40 * random();
  const x2 = x0 + length * Math.cos(heading);
  const y2 = y0 + length * Math.sin(heading);
  const bend = (random() - 0.5) * 0.7 * length;
  const x1 = (x0 + x2) / 2 - bend * Math.sin(heading);
  const y1 = (y0 + y2) / 2 + bend * Math.cos(heading);
  const rootHalfWidth = 0.3 + 0.6 * random();
  const opacity = 0.55 + 0.45 * random();

  // The strand's own coverage first (its samples overlap), then laid over what is there like a layer.
  const coverage = new Map<number, number>();
  const steps = Math.ceil(length / 0.3);
  for (let step = 0; step <= steps; step++) {
    const t = step / steps;
    const u = 1 - t;
    const px = u * u * x0 + 2 * u * t * x1 + t * t * x2;
    const py = u * u * y0 + 2 * u * t * y1 + t * t * y2;
    const halfWidth = rootHalfWidth * (1 - 0.7 * t);
    const reach = Math.ceil(halfWidth + 1);
    for (let y = Math.floor(py) - reach; y <= Math.floor(py) + reach; y++) {
      if (y < 0 || y >= height) continue;
      for (let x = Math.floor(px) - reach; x <= Math.floor(px) + reach; x++) {
        if (x < 0 || x >= width) continue;
        const covered = clamp01(halfWidth + 0.5 - Math.hypot(x + 0.5 - px, y + 0.5 - py));
        if (covered <= 0) continue;
        const index = y * width + x;
        coverage.set(index, Math.max(coverage.get(index) ?? 0, covered));
      }
    }
  }
  for (const [index, covered] of coverage) {
    alpha[index] = 1 - (1 - alpha[index]) * (1 - opacity * covered);
  }
}

function smoothstep(edge0: number, edge1: number, value: number): number {
  const t = clamp01((value - edge0) / (edge1 - edge0));
  return t * t * (3 - 2 * t);
}

function clamp01(value: number): number {
  return value < 0 ? 0 : value > 1 ? 1 : value;
}
