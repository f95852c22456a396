/** A 3×3 matrix, row-major. */
export type Mat3 = readonly [number, number, number, number, number, number, number, number, number];

export function invert3x3([a, b, c, d, e, f, g, h, i]: Mat3): Mat3 {
  const cofactor0 = e * i - f * h;
  const cofactor1 = f * g - d * i;
  const cofactor2 = d * h - e * g;
  const det = a * cofactor0 + b * cofactor1 + c * cofactor2;
  return [
    cofactor0 / det,
    (c * h - b * i) / det,
    (b * f - c * e) / det,
    cofactor1 / det,
    (a * i - c * g) / det,
    (c * d - a * f) / det,
    cofactor2 / det,
    (b * g - a * h) / det,
    (a * e - b * d) / det,
  ];
}
