/** The exact distance transform lives with the matting, which draws its band with it. */
export { distanceToMask, ringOutside } from '../../src/matting/distance';
