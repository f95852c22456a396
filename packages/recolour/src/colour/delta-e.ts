import type { Lab } from './types';

/** CIE 1976 colour difference: the Euclidean distance in CIELAB. */
export function deltaE76(lab1: Lab, lab2: Lab): number {
  return Math.hypot(lab1.L - lab2.L, lab1.a - lab2.a, lab1.b - lab2.b);
}

/** Parametric weights of CIEDE2000; 1, 1, 1 (the default) is the reference condition. */
export interface DeltaE2000Weights {
  kL?: number;
  kC?: number;
  kH?: number;
}

/** CIEDE2000 colour difference, following Sharma, Wu & Dalal (2005) step by step. */
export function deltaE2000(lab1: Lab, lab2: Lab, weights: DeltaE2000Weights = {}): number {
  const { kL = 1, kC = 1, kH = 1 } = weights;
  return deltaE2000Components(lab1.L, lab1.a, lab1.b, lab2.L, lab2.a, lab2.b, kL, kC, kH);
}

const DEG = Math.PI / 180;
const POW25_7 = 25 ** 7;

/**
 * CIEDE2000 on bare numbers, for per-pixel loops that should not build objects. Hue angles are handled in
 * degrees, as in the paper, so each branch can be checked against it.
 */
export function deltaE2000Components(
  L1: number,
  a1: number,
  b1: number,
  L2: number,
  a2: number,
  b2: number,
  kL = 1,
  kC = 1,
  kH = 1,
): number {
  const C1 = Math.hypot(a1, b1);
  const C2 = Math.hypot(a2, b2);
  const meanC7 = ((C1 + C2) / 2) ** 7;
  const G = 0.5 * (1 - Math.sqrt(meanC7 / (meanC7 + POW25_7)));
  const a1p = (1 + G) * a1;
  const a2p = (1 + G) * a2;
  const C1p = Math.hypot(a1p, b1);
  const C2p = Math.hypot(a2p, b2);
  const h1p = hueDegrees(a1p, b1);
  const h2p = hueDegrees(a2p, b2);

  const dLp = L2 - L1;
  const dCp = C2p - C1p;
  const chromaProduct = C1p * C2p;
  let dhp = 0;
  if (chromaProduct !== 0) {
    dhp = h2p - h1p;
    if (dhp > 180) dhp -= 360;
    else if (dhp < -180) dhp += 360;
  }
  const dHp = 2 * Math.sqrt(chromaProduct) * Math.sin((dhp / 2) * DEG);

  const meanL = (L1 + L2) / 2;
  const meanCp = (C1p + C2p) / 2;
  let meanHp = h1p + h2p;
  if (chromaProduct !== 0) {
    if (Math.abs(h1p - h2p) <= 180) meanHp /= 2;
    else if (meanHp < 360) meanHp = (meanHp + 360) / 2;
    else meanHp = (meanHp - 360) / 2;
  }

  const T =
    1 -
    0.17 * Math.cos((meanHp - 30) * DEG) +
    0.24 * Math.cos(2 * meanHp * DEG) +
    0.32 * Math.cos((3 * meanHp + 6) * DEG) -
    0.2 * Math.cos((4 * meanHp - 63) * DEG);
  const dTheta = 30 * Math.exp(-(((meanHp - 275) / 25) ** 2));
  const meanCp7 = meanCp ** 7;
  const RC = 2 * Math.sqrt(meanCp7 / (meanCp7 + POW25_7));
  const lightness50 = (meanL - 50) ** 2;
  const SL = 1 + (0.015 * lightness50) / Math.sqrt(20 + lightness50);
  const SC = 1 + 0.045 * meanCp;
  const SH = 1 + 0.015 * meanCp * T;
  const RT = -Math.sin(2 * dTheta * DEG) * RC;

  const termL = dLp / (kL * SL);
  const termC = dCp / (kC * SC);
  const termH = dHp / (kH * SH);
  return Math.sqrt(termL * termL + termC * termC + termH * termH + RT * termC * termH);
}

function hueDegrees(a: number, b: number): number {
  if (a === 0 && b === 0) return 0;
  const h = Math.atan2(b, a) / DEG;
  return h < 0 ? h + 360 : h;
}
