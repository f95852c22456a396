/**
 * The lengths the composite measure works with, in pixels of one photo. They scale with the photo's short
 * side, so a 250 px LFW photo and a 1000 px Figaro photo are treated alike; each has a floor so a small
 * photo still gets a usable band.
 */
export interface EdgeScales {
  /** Inside the true outline, how deep the band always reaches (Figaro outlines are jagged by a few pixels). */
  inside: number;
  /**
   * How far from the plain background the band reaches (beyond its plainness window), how far outside the true
   * outline it spreads freely, and how deep into the true hair it may follow background showing through.
   */
  outside: number;
  /** The farthest the band reaches outside the true outline. */
  far: number;
  /** The solid hair F and the render's colour change are read from: this far inside the band … */
  rimFrom: number;
  /** … to this far inside the true outline. */
  rimTo: number;
  /** Spacing of the grid on which F and the colour change are estimated, and its reach. */
  nodeSpacing: number;
  nodeRadius: number;
  /** Window radius of the background's smooth fit B. */
  backgroundRadius: number;
  /** The measured background ring: from 2 px to 2 px + 3 % of the short side outside the band. */
  ringInner: number;
  ringWidth: number;
}

export function edgeScales(width: number, height: number): EdgeScales {
  const short = Math.min(width, height);
  const inside = Math.max(2, Math.round(0.006 * short));
  const rimFrom = inside + Math.max(2, Math.round(0.01 * short));
  return {
    inside,
    outside: Math.max(3, Math.round(0.015 * short)),
    far: Math.max(6, Math.round(0.08 * short)),
    rimFrom,
    rimTo: rimFrom + Math.max(4, Math.round(0.03 * short)),
    nodeSpacing: Math.max(8, Math.round(0.02 * short)),
    nodeRadius: Math.max(12, Math.round(0.04 * short)),
    backgroundRadius: Math.max(3, Math.round(0.01 * short)),
    ringInner: 2,
    ringWidth: 0.03 * short,
  };
}
