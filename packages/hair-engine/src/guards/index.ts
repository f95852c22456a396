import type { FloatPlane, RgbImage } from '../image/types';
import {
  FACE_DETECTION_FULL_RANGE_MODEL,
  FACE_DETECTION_SHORT_RANGE_MODEL,
  SELFIE_SEGMENTATION_MODEL,
  provisionPackagedModel,
  type GuardProvisionOptions,
} from '../model/guard-models';
import { FaceDetector, type FaceDetection } from './face';
import { FULL_RANGE, SHORT_RANGE } from './face-decode';
import type { GuardSessionOptions } from './onnx-session';
import { PersonModel } from './person';

export type { FaceDetection } from './face';
export { samplePerson } from './person';

/** What the guards see in one photo. */
export interface GuardResult {
  /** Person probability on a 256² grid stretched over the photo. */
  person: FloatPlane;
  /** Faces in photo pixels, best first (empty when none is found). */
  faces: FaceDetection[];
}

/**
 * The person and face guards together, loaded once. Faces come from BlazeFace short range (portraits, the
 * app's case: surer and quicker), and from the full-range model only when the short one finds none.
 */
export class Guards {
  private constructor(
    private readonly person: PersonModel,
    private readonly nearFaces: FaceDetector,
    private readonly farFaces: FaceDetector,
  ) {}

  static async create(
    options: GuardSessionOptions & { provision?: GuardProvisionOptions } = {},
  ): Promise<Guards> {
    const [person, near, far] = await Promise.all(
      [SELFIE_SEGMENTATION_MODEL, FACE_DETECTION_SHORT_RANGE_MODEL, FACE_DETECTION_FULL_RANGE_MODEL].map(
        (m) => provisionPackagedModel(m, options.provision),
      ),
    );
    const guards = new Guards(
      new PersonModel(person as string, options),
      new FaceDetector(near as string, SHORT_RANGE, options),
      new FaceDetector(far as string, FULL_RANGE, options),
    );
    await Promise.all([guards.person.load(), guards.nearFaces.load(), guards.farFaces.load()]);
    return guards;
  }

  async look(image: RgbImage): Promise<GuardResult> {
    const person = await this.person.predict(image);
    let faces = await this.nearFaces.detect(image);
    if (faces.length === 0) faces = await this.farFaces.detect(image);
    return { person, faces };
  }
}
