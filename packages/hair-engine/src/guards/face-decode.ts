/*
 * BlazeFace's post-processing as MediaPipe's face_detection_short_range / full_range graphs configure it:
 * SSD anchors (SsdAnchorsCalculator), box and keypoint decoding with a sigmoid score
 * (TensorsToDetectionsCalculator) and weighted non-maximum suppression (NonMaxSuppressionCalculator).
 * Everything here works in the network's normalised input square, [0, 1] on both axes.
 */

export interface FaceModelConfig {
  /** Input side in pixels (the square the photo is letterboxed into). */
  side: number;
  /** Feature-map strides, one per SSD layer; consecutive equal strides share one grid. */
  strides: readonly number[];
  /** Anchors per grid cell and layer: 1 for aspect ratio 1, plus 1 for an interpolated scale. */
  anchorsPerLayer: number;
  /** Detections scoring below this are dropped before suppression. */
  minScore: number;
}

/** MediaPipe's face_detection_short_range graph: 128², 896 anchors, faces within ~2 m. */
export const SHORT_RANGE: FaceModelConfig = {
  side: 128,
  strides: [8, 16, 16, 16],
  anchorsPerLayer: 2,
  minScore: 0.5,
};

/** MediaPipe's face_detection_full_range graph: 192², 2304 anchors, small and far faces too. */
export const FULL_RANGE: FaceModelConfig = { side: 192, strides: [4], anchorsPerLayer: 1, minScore: 0.6 };

/** Raw scores are clipped to ±100 before the sigmoid, as MediaPipe's score_clipping_thresh does. */
const SCORE_CLIP = 100;
/** Boxes overlapping the best one by more than this IoU are merged into it. */
const SUPPRESSION_IOU = 0.3;
const KEYPOINTS = 6;
const VALUES_PER_ANCHOR = 4 + KEYPOINTS * 2;

export interface Point {
  x: number;
  y: number;
}

/** A detection in normalised coordinates of the network's input square. */
export interface RawFace {
  score: number;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
  /** Right eye, left eye, nose tip, mouth centre, right ear tragion, left ear tragion (the person's sides). */
  keypoints: Point[];
}

/**
 * Anchor centres in the input square, in the network's output order. With MediaPipe's fixed_anchor_size
 * every anchor is 1 × 1, so a centre is all an anchor is.
 */
export function generateAnchors(config: FaceModelConfig): Point[] {
  const anchors: Point[] = [];
  const { strides, side, anchorsPerLayer } = config;
  for (let layer = 0; layer < strides.length;) {
    const stride = strides[layer] as number;
    let perCell = 0;
    while (layer < strides.length && strides[layer] === stride) {
      perCell += anchorsPerLayer;
      layer++;
    }
    const cells = Math.ceil(side / stride);
    for (let y = 0; y < cells; y++) {
      for (let x = 0; x < cells; x++) {
        for (let k = 0; k < perCell; k++) anchors.push({ x: (x + 0.5) / cells, y: (y + 0.5) / cells });
      }
    }
  }
  return anchors;
}

/**
 * Decodes every anchor scoring at least `config.minScore`: offsets are in input pixels relative to the
 * anchor centre (x before y, MediaPipe's reverse_output_order), sizes in input pixels.
 */
export function decodeFaces(
  regressors: Float32Array,
  scores: Float32Array,
  anchors: readonly Point[],
  config: FaceModelConfig,
): RawFace[] {
  if (regressors.length !== anchors.length * VALUES_PER_ANCHOR || scores.length !== anchors.length) {
    throw new RangeError(`BlazeFace output does not match its ${anchors.length} anchors`);
  }
  const scale = config.side;
  const faces: RawFace[] = [];
  anchors.forEach((anchor, a) => {
    const logit = Math.min(SCORE_CLIP, Math.max(-SCORE_CLIP, scores[a] as number));
    const score = 1 / (1 + Math.exp(-logit));
    if (score < config.minScore) return;
    const r = a * VALUES_PER_ANCHOR;
    const cx = (regressors[r] as number) / scale + anchor.x;
    const cy = (regressors[r + 1] as number) / scale + anchor.y;
    const w = (regressors[r + 2] as number) / scale;
    const h = (regressors[r + 3] as number) / scale;
    const keypoints = Array.from({ length: KEYPOINTS }, (_, k) => ({
      x: (regressors[r + 4 + k * 2] as number) / scale + anchor.x,
      y: (regressors[r + 5 + k * 2] as number) / scale + anchor.y,
    }));
    faces.push({ score, xMin: cx - w / 2, yMin: cy - h / 2, xMax: cx + w / 2, yMax: cy + h / 2, keypoints });
  });
  return faces;
}

export function intersectionOverUnion(a: RawFace, b: RawFace): number {
  const width = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin);
  const height = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin);
  if (width <= 0 || height <= 0) return 0;
  const intersection = width * height;
  const area = (f: RawFace) => (f.xMax - f.xMin) * (f.yMax - f.yMin);
  return intersection / (area(a) + area(b) - intersection);
}

/**
 * Weighted non-maximum suppression: the best remaining detection takes every other one overlapping it by
 * more than the IoU threshold, and its box and keypoints become their score-weighted mean (its score stays).
 * Returns the merged faces, best first.
 */
export function weightedNonMaxSuppression(faces: readonly RawFace[]): RawFace[] {
  let remaining = [...faces].sort((p, q) => q.score - p.score);
  const kept: RawFace[] = [];
  while (remaining.length > 0) {
    const best = remaining[0] as RawFace;
    const overlapping = remaining.filter((f) => intersectionOverUnion(best, f) > SUPPRESSION_IOU);
    remaining = remaining.filter((f) => intersectionOverUnion(best, f) <= SUPPRESSION_IOU && f !== best);
    const total = overlapping.reduce((sum, f) => sum + f.score, 0);
    const mean = (value: (f: RawFace) => number) =>
      overlapping.reduce((sum, f) => sum + value(f) * f.score, 0) / total;
    kept.push({
      score: best.score,
      xMin: mean((f) => f.xMin),
      yMin: mean((f) => f.yMin),
      xMax: mean((f) => f.xMax),
      yMax: mean((f) => f.yMax),
      keypoints: best.keypoints.map((_, k) => ({
        x: mean((f) => (f.keypoints[k] as Point).x),
        y: mean((f) => (f.keypoints[k] as Point).y),
      })),
    });
  }
  return kept;
}
