/** An 8-bit sRGB image, 3 interleaved channels (RGB), row-major, no padding. */
export interface RgbImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** A single-channel float image (a mask or a plane), row-major. */
export interface FloatPlane {
  width: number;
  height: number;
  data: Float32Array;
}
