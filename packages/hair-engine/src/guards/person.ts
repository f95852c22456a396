import { resizeRgb } from '../image/resize';
import type { FloatPlane, RgbImage } from '@hairhue/recolour';
import { resizePlane } from '@hairhue/recolour';
import { LazySession, type OnnxSessionOptions } from '../model/onnx-session';

/** The selfie segmentation network's input side: the whole photo is stretched to 256², as MediaPipe feeds it. */
export const PERSON_SIDE = 256;

/**
 * MediaPipe's selfie segmentation (general model) behind a small class: `predict()` gives the probability
 * that each pixel belongs to a person, at 256², for the whole photo stretched to that square.
 */
export class PersonModel {
  private readonly session: LazySession;

  constructor(modelPath: string, options: OnnxSessionOptions = {}) {
    this.session = new LazySession(modelPath, options);
  }

  async load(): Promise<void> {
    await this.session.get();
  }

  /** Person probability in [0, 1] on a 256² grid stretched over the whole photo. */
  async predict(image: RgbImage): Promise<FloatPlane> {
    const square = await resizeRgb(image, PERSON_SIDE, PERSON_SIDE);
    const input = new Float32Array(square.data.length);
    for (let i = 0; i < input.length; i++) input[i] = square.data[i] / 255;
    const [probability] = await this.session.run(input, [1, PERSON_SIDE, PERSON_SIDE, 3]);
    // The network ends in a sigmoid; its [1, 256, 256, 1] output is one plane already.
    return { width: PERSON_SIDE, height: PERSON_SIDE, data: Float32Array.from(probability as Float32Array) };
  }
}

/** The person probability at any resolution (bilinear, pixel centres aligned), e.g. the photo's own. */
export function samplePerson(person: FloatPlane, width: number, height: number): FloatPlane {
  return resizePlane(person, width, height);
}
