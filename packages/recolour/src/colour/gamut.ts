import { labToLinearRgb } from './cielab';
import { oklabToLinearRgb } from './oklab';

/*
 * How much chroma a colour can have at a given lightness and hue before it leaves sRGB. Recolouring uses it to
 * keep vivid targets vivid without clipping: scale chroma into what the gamut allows at each pixel's lightness.
 *
 * Bisection along the ray of constant lightness and hue, starting from grey. The result is on the inside:
 * converting (L, C, h) with the returned C gives linear channels within [0, 1] up to TOLERANCE, which covers
 * the rounding of Ottosson's published matrices (pure red comes back with a channel at −3e-8).
 *
 * One honest irregularity: near pure blue the slice of the gamut at constant OKLab lightness is a thin spike
 * (the r = 0 face bends across the hue ray), so just below blue's hue the limit drops from 0.313 to about
 * 0.26 within a thousandth of a radian. That is the shape of sRGB in OKLab, not an error of the search.
 */

const BISECTION_STEPS = 40;
const TOLERANCE = 1e-6;

/** Above every sRGB colour's chroma (OKLab ≈ 0.32 at most, CIELAB ≈ 134), so bisection starts outside. */
const OKLAB_CHROMA_CEILING = 0.5;
const LAB_CHROMA_CEILING = 200;

function inUnitRange(r: number, g: number, b: number): boolean {
  return (
    r >= -TOLERANCE &&
    r <= 1 + TOLERANCE &&
    g >= -TOLERANCE &&
    g <= 1 + TOLERANCE &&
    b >= -TOLERANCE &&
    b <= 1 + TOLERANCE
  );
}

/** The largest OKLCh chroma inside sRGB at lightness L (0–1) and hue h (radians); 0 at black and white. */
export function maxChromaInGamut(L: number, hueRad: number): number {
  if (!(L > 0 && L < 1)) return 0;
  const cosH = Math.cos(hueRad);
  const sinH = Math.sin(hueRad);
  let inside = 0;
  let outside = OKLAB_CHROMA_CEILING;
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const C = (inside + outside) / 2;
    const { r, g, b } = oklabToLinearRgb({ L, a: C * cosH, b: C * sinH });
    if (inUnitRange(r, g, b)) inside = C;
    else outside = C;
  }
  return inside;
}

/** The largest CIELCh chroma inside sRGB at lightness L (0–100) and hue h (radians); 0 at black and white. */
export function maxLabChromaInGamut(L: number, hueRad: number): number {
  if (!(L > 0 && L < 100)) return 0;
  const cosH = Math.cos(hueRad);
  const sinH = Math.sin(hueRad);
  let inside = 0;
  let outside = LAB_CHROMA_CEILING;
  for (let step = 0; step < BISECTION_STEPS; step++) {
    const C = (inside + outside) / 2;
    const { r, g, b } = labToLinearRgb({ L, a: C * cosH, b: C * sinH });
    if (inUnitRange(r, g, b)) inside = C;
    else outside = C;
  }
  return inside;
}

/** maxChromaInGamut sampled on a grid, for per-pixel use (a lookup instead of 40 conversions). */
export interface OklchGamutTable {
  readonly lightnessSteps: number;
  readonly hueSteps: number;
  /**
   * Bilinear interpolation of the grid (default size): within 0.002 of maxChromaInGamut for 99% of (L, h), at
   * most 0.005 above it (near the blue cusp), and well below it along blue's spike. Clip after converting.
   */
  maxChroma(L: number, hueRad: number): number;
}

/** The size of a gamut table's grid: lightness steps from 0 to 1, hue steps around the circle. */
export interface GamutGridSize {
  lightnessSteps: number;
  hueSteps: number;
}

const DEFAULT_GRID: GamutGridSize = { lightnessSteps: 256, hueSteps: 360 };

/**
 * Builds an OklchGamutTable (about 100k bisections with the defaults, tens of milliseconds). Build it once
 * and keep it: it depends on nothing but its size.
 */
export function createOklchGamutTable(size: Partial<GamutGridSize> = {}): OklchGamutTable {
  const full = { ...DEFAULT_GRID, ...size };
  return oklchGamutTableOf(oklchGamutGrid(full), full);
}

/** The bisected grid behind a gamut table: what a thread that built one can hand to another. */
export function oklchGamutGrid({ lightnessSteps, hueSteps }: GamutGridSize = DEFAULT_GRID): Float64Array {
  if (
    !Number.isInteger(lightnessSteps) ||
    lightnessSteps < 2 ||
    !Number.isInteger(hueSteps) ||
    hueSteps < 3
  ) {
    throw new RangeError('A gamut table needs at least 2 lightness steps and 3 hue steps.');
  }
  const rowLength = hueSteps + 1;
  const grid = new Float64Array((lightnessSteps + 1) * rowLength);
  for (let li = 0; li <= lightnessSteps; li++) {
    for (let hi = 0; hi < hueSteps; hi++) {
      grid[li * rowLength + hi] = maxChromaInGamut(li / lightnessSteps, (2 * Math.PI * hi) / hueSteps);
    }
    // Hue wraps: the extra column repeats hue 0 so interpolation never needs a modulo.
    grid[li * rowLength + hueSteps] = grid[li * rowLength];
  }
  return grid;
}

/** A gamut table over a grid from oklchGamutGrid of the same size. */
export function oklchGamutTableOf(
  grid: Float64Array,
  { lightnessSteps, hueSteps }: GamutGridSize = DEFAULT_GRID,
): OklchGamutTable {
  const rowLength = hueSteps + 1;
  if (grid.length !== (lightnessSteps + 1) * rowLength) {
    throw new RangeError('The gamut grid does not have the size given.');
  }
  const hueScale = hueSteps / (2 * Math.PI);

  return {
    lightnessSteps,
    hueSteps,
    maxChroma(L: number, hueRad: number): number {
      if (!(L > 0 && L < 1)) return 0;
      const u = L * lightnessSteps;
      const li = Math.min(u | 0, lightnessSteps - 1);
      const fu = u - li;
      let v = (hueRad * hueScale) % hueSteps;
      if (v < 0) v += hueSteps;
      const hi = Math.min(v | 0, hueSteps - 1);
      const fv = v - hi;
      const row0 = li * rowLength + hi;
      const row1 = row0 + rowLength;
      const top = grid[row0] + (grid[row0 + 1] - grid[row0]) * fv;
      const bottom = grid[row1] + (grid[row1 + 1] - grid[row1]) * fv;
      return top + (bottom - top) * fu;
    },
  };
}
