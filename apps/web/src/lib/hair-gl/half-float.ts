const single = new Float32Array(1);
const singleBits = new Uint32Array(single.buffer);

/**
 * IEEE 754 half-precision bits of a number, rounded to nearest (ties away), for textures uploaded as
 * HALF_FLOAT: half the memory of 32-bit floats, and 11 significant bits are ample for lightness in 0..1.
 */
export function toHalfFloat(value: number): number {
  single[0] = value;
  const bits = singleBits[0] ?? 0;
  const sign = (bits >>> 16) & 0x8000;
  const exponent = ((bits >>> 23) & 0xff) - 127 + 15;
  const mantissa = bits & 0x7fffff;
  if (exponent >= 31) return sign | 0x7c00;
  if (exponent <= 0) {
    // Subnormal halves (below 6.1e-5), or zero.
    if (exponent < -10) return sign;
    return sign | ((((mantissa | 0x800000) >> (1 - exponent)) + 0x1000) >> 13);
  }
  // A rounding carry out of the mantissa moves into the exponent, which is what rounding up means.
  return sign | ((exponent << 10) + ((mantissa + 0x1000) >> 13));
}

/** The value of half-precision bits. */
export function fromHalfFloat(bits: number): number {
  const sign = bits & 0x8000 ? -1 : 1;
  const exponent = (bits >> 10) & 0x1f;
  const mantissa = bits & 0x3ff;
  if (exponent === 0) return sign * mantissa * 2 ** -24;
  if (exponent === 31) return mantissa ? Number.NaN : sign * Number.POSITIVE_INFINITY;
  return sign * (1 + mantissa / 1024) * 2 ** (exponent - 15);
}
