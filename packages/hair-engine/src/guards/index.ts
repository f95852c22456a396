import { resizeRgb } from '../image/resize';
import type { FloatPlane, RgbImage } from '@hairhue/recolour';
import {
  FACE_DETECTION_FULL_RANGE_MODEL,
  FACE_DETECTION_SHORT_RANGE_MODEL,
  SELFIE_SEGMENTATION_MODEL,
  provisionPackagedModel,
  type GuardProvisionOptions,
} from '../model/guard-models';
import { FaceDetector, type FaceDetection } from './face';
import { FULL_RANGE, SHORT_RANGE } from './face-decode';
import type { OnnxSessionOptions } from '../model/onnx-session';
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
    options: OnnxSessionOptions & { provision?: GuardProvisionOptions } = {},
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
    // One small copy for the three networks to resize from is cheaper than three resizes of a big photo.
    const scale = Math.min(1, LOOK_SIDE / Math.max(image.width, image.height));
    const small = await resizeRgb(
      image,
      Math.max(1, Math.round(image.width * scale)),
      Math.max(1, Math.round(image.height * scale)),
    );
    const person = await this.person.predict(small);
    let faces = await this.nearFaces.detect(small);
    if (faces.length === 0) faces = await this.farFaces.detect(small);
    return {
      person,
      faces: faces.map((face) => scaleFace(face, image.width / small.width, image.height / small.height)),
    };
  }
}

/**
 * Long side of the copy of the photo the guards look at. The person network stretches the whole photo to
 * 256² (PERSON_SIDE), so the copy's short side must reach 256 for each network to shrink, never enlarge, what
 * it sees: twice 256 keeps that for photos up to 2:1 (a 4:3 photo at 256 long would be stretched from 192).
 */
const LOOK_SIDE = 512;

function scaleFace(face: FaceDetection, sx: number, sy: number): FaceDetection {
  const point = (p: { x: number; y: number }) => ({ x: p.x * sx, y: p.y * sy });
  const k = face.keypoints;
  return {
    score: face.score,
    box: {
      left: face.box.left * sx,
      top: face.box.top * sy,
      width: face.box.width * sx,
      height: face.box.height * sy,
    },
    keypoints: {
      rightEye: point(k.rightEye),
      leftEye: point(k.leftEye),
      noseTip: point(k.noseTip),
      mouth: point(k.mouth),
      rightEarTragion: point(k.rightEarTragion),
      leftEarTragion: point(k.leftEarTragion),
    },
  };
}
