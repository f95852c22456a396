import sharp from 'sharp';

import type { RgbImage } from '@hairhue/recolour';
import {
  decodeFaces,
  generateAnchors,
  weightedNonMaxSuppression,
  type FaceModelConfig,
  type Point,
  type RawFace,
} from './face-decode';
import { LazySession, type OnnxSessionOptions } from '../model/onnx-session';

export interface FaceDetection {
  score: number;
  box: { left: number; top: number; width: number; height: number };
  /** Sides are the person's own: the right eye is on the left of a photo of a face. */
  keypoints: {
    rightEye: Point;
    leftEye: Point;
    noseTip: Point;
    mouth: Point;
    rightEarTragion: Point;
    leftEarTragion: Point;
  };
}

/** Where the photo lies in the letterboxed square, as fractions of its side. */
export interface Letterbox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * The photo scaled to fit the square (aspect kept), centred, the rest black — MediaPipe's
 * ImageToTensorCalculator with keep_aspect_ratio — and the photo's place in it.
 */
export async function letterbox(
  image: RgbImage,
  side: number,
): Promise<{ square: RgbImage; box: Letterbox }> {
  const scale = side / Math.max(image.width, image.height);
  const width = Math.max(1, Math.min(side, Math.round(image.width * scale)));
  const height = Math.max(1, Math.min(side, Math.round(image.height * scale)));
  const left = Math.floor((side - width) / 2);
  const top = Math.floor((side - height) / 2);
  const data = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .resize(width, height, { fit: 'fill' })
    .extend({ left, top, right: side - width - left, bottom: side - height - top, background: '#000000' })
    .raw()
    .toBuffer();
  return {
    square: {
      width: side,
      height: side,
      data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
    },
    box: { left: left / side, top: top / side, width: width / side, height: height / side },
  };
}

/** A detection in the letterboxed square's normalised coordinates → photo pixels. */
export function toPhotoPixels(face: RawFace, box: Letterbox, width: number, height: number): FaceDetection {
  const x = (v: number) => ((v - box.left) / box.width) * width;
  const y = (v: number) => ((v - box.top) / box.height) * height;
  const point = (p: Point | undefined): Point => ({ x: x(p?.x ?? NaN), y: y(p?.y ?? NaN) });
  const [rightEye, leftEye, noseTip, mouth, rightEarTragion, leftEarTragion] = face.keypoints;
  return {
    score: face.score,
    box: {
      left: x(face.xMin),
      top: y(face.yMin),
      width: x(face.xMax) - x(face.xMin),
      height: y(face.yMax) - y(face.yMin),
    },
    keypoints: {
      rightEye: point(rightEye),
      leftEye: point(leftEye),
      noseTip: point(noseTip),
      mouth: point(mouth),
      rightEarTragion: point(rightEarTragion),
      leftEarTragion: point(leftEarTragion),
    },
  };
}

/** MediaPipe's BlazeFace (short- or full-range) behind a small class: `detect()` gives faces, best first. */
export class FaceDetector {
  private readonly session: LazySession;
  private readonly anchors: Point[];

  constructor(
    modelPath: string,
    private readonly config: FaceModelConfig,
    options: OnnxSessionOptions = {},
  ) {
    this.session = new LazySession(modelPath, options);
    this.anchors = generateAnchors(config);
  }

  async load(): Promise<void> {
    await this.session.get();
  }

  async detect(image: RgbImage): Promise<FaceDetection[]> {
    const { side } = this.config;
    const { square, box } = await letterbox(image, side);
    // The network takes RGB scaled to [−1, 1].
    const input = new Float32Array(square.data.length);
    for (let i = 0; i < input.length; i++) input[i] = square.data[i] / 127.5 - 1;
    const [regressors, scores] = await this.session.run(input, [1, side, side, 3]);
    if (!regressors || !scores) throw new Error('face model returned fewer than two outputs');
    const faces = weightedNonMaxSuppression(decodeFaces(regressors, scores, this.anchors, this.config));
    return faces.map((face) => toPhotoPixels(face, box, image.width, image.height));
  }
}
