import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

import { Guards } from '../../src/guards';
import { FaceDetector } from '../../src/guards/face';
import { SHORT_RANGE } from '../../src/guards/face-decode';
import { PersonModel, samplePerson } from '../../src/guards/person';
import type { RgbImage } from '@hairhue/recolour';
import {
  FACE_DETECTION_SHORT_RANGE_MODEL,
  SELFIE_SEGMENTATION_MODEL,
  provisionPackagedModel,
} from '../../src/model/guard-models';

/* The guards on the team's demo portraits, read in place from ../shared (skipped where it is absent). */
const demoDir = fileURLToPath(new URL('../../../../../shared/demo-photos/', import.meta.url));
const photos = existsSync(demoDir) ? readdirSync(demoDir).filter((f) => /^demo-\d\.jpg$/.test(f)) : [];

async function readPhoto(file: string): Promise<RgbImage> {
  const { data, info } = await sharp(`${demoDir}${file}`)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data: new Uint8Array(data) };
}

describe.skipIf(photos.length === 0)('guards on the demo photos', () => {
  let faces: FaceDetector;
  let person: PersonModel;

  beforeAll(async () => {
    faces = new FaceDetector(await provisionPackagedModel(FACE_DETECTION_SHORT_RANGE_MODEL), SHORT_RANGE);
    person = new PersonModel(await provisionPackagedModel(SELFIE_SEGMENTATION_MODEL));
  });

  it.each(photos)('%s: one face, eyes above the nose above the mouth, all inside the box', async (file) => {
    const image = await readPhoto(file);
    const found = await faces.detect(image);

    expect(found).toHaveLength(1);
    const [{ score, box, keypoints }] = found as [(typeof found)[number]];
    expect(score).toBeGreaterThan(0.7);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.left + box.width).toBeLessThanOrEqual(image.width);
    expect(box.top + box.height).toBeLessThanOrEqual(image.height);
    const eyesY = Math.max(keypoints.rightEye.y, keypoints.leftEye.y);
    expect(eyesY).toBeLessThan(keypoints.noseTip.y);
    expect(keypoints.noseTip.y).toBeLessThan(keypoints.mouth.y);
    // The person's right eye is on the photo's left.
    expect(keypoints.rightEye.x).toBeLessThan(keypoints.leftEye.x);
    for (const point of [keypoints.rightEye, keypoints.leftEye, keypoints.noseTip, keypoints.mouth]) {
      expect(point.x).toBeGreaterThan(box.left);
      expect(point.x).toBeLessThan(box.left + box.width);
      expect(point.y).toBeGreaterThan(box.top);
      expect(point.y).toBeLessThan(box.top + box.height);
    }
  });

  it("Guards.look gives the faces in the photo's own pixels, though it looks at a smaller copy", async () => {
    const image = await readPhoto(photos[0] as string);
    const guards = await Guards.create();
    const seen = await guards.look(image);
    const [direct] = await faces.detect(image);
    const [looked] = seen.faces;

    expect(image.width).toBeGreaterThan(512);
    expect(seen.person.width).toBe(256);
    const tolerance = 0.02 * image.width;
    expect(Math.abs((looked?.box.left ?? 0) - (direct?.box.left ?? 0))).toBeLessThan(tolerance);
    expect(Math.abs((looked?.keypoints.mouth.y ?? 0) - (direct?.keypoints.mouth.y ?? 0))).toBeLessThan(
      tolerance,
    );
  });

  it.each(photos)('%s: the person mask holds the face and leaves the top corners', async (file) => {
    const image = await readPhoto(file);
    const [found] = await faces.detect(image);
    const plane = samplePerson(await person.predict(image), image.width, image.height);
    const at = (x: number, y: number) => plane.data[Math.round(y) * image.width + Math.round(x)] as number;

    expect(found).toBeDefined();
    expect(at(found?.keypoints.noseTip.x ?? 0, found?.keypoints.noseTip.y ?? 0)).toBeGreaterThan(0.9);
    expect(at(5, 5)).toBeLessThan(0.1);
    expect(at(image.width - 5, 5)).toBeLessThan(0.1);
  });
});
