/**
 * 'Colours that suit you' on the demo and onboarding photos (issue 13 §2): for each, the engine's
 * measurements of skin and hair, the rule's reason and its top 8 shades, printed to be looked at beside the
 * photo (never asserted: the photos are not labelled).
 *
 *   npm run suits:demo [-- --mask-cache DIR] [--out DIR]
 *
 * Photos are read in place from DEMO_PHOTOS_DIR, else ../shared/demo-photos beside the repository (as the
 * server finds them). --out writes each photo with its skin patches outlined, as a PNG, outside the
 * repository (the photos are never committed).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { demoPhotos, onboardingModels, rankShadesFor } from '@hairhue/catalogue';
import type { RgbImage } from '@hairhue/recolour';
import sharp from 'sharp';

import type { Appearance } from '../src/appearance';
import { createEngineForScripts } from './engine-for-scripts';
import { readRgb } from './read-rgb';

const TOP = 8;
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const photoDir = process.env.DEMO_PHOTOS_DIR ?? path.resolve(REPO_ROOT, '..', 'shared', 'demo-photos');
const outIndex = process.argv.indexOf('--out');
const outDir = outIndex >= 0 ? process.argv[outIndex + 1] : undefined;

if (!existsSync(photoDir)) {
  console.error(`No demo photos at ${photoDir} (set DEMO_PHOTOS_DIR)`);
  process.exit(1);
}

function readPhoto(file: string): Promise<RgbImage> {
  return readRgb(path.join(photoDir, file));
}

/** The photo with each skin patch's rim drawn in white, for checking where the skin was measured. */
async function writeOutlined(image: RgbImage, appearance: Appearance, file: string): Promise<void> {
  const data = Uint8Array.from(image.data);
  for (const { x, y, radius } of appearance.skinPatches) {
    for (let step = 0; step < 720; step++) {
      const angle = (step / 720) * 2 * Math.PI;
      const px = Math.round(x + radius * Math.cos(angle));
      const py = Math.round(y + radius * Math.sin(angle));
      if (px >= 0 && py >= 0 && px < image.width && py < image.height)
        data.fill(255, (py * image.width + px) * 3, (py * image.width + px) * 3 + 3);
    }
  }
  await sharp(data, { raw: { width: image.width, height: image.height, channels: 3 } })
    .png()
    .toFile(path.join(outDir as string, file.replace(/\.\w+$/, '-patches.png')));
}

const round = (value: number, digits = 1) => value.toFixed(digits);

const { engine } = await createEngineForScripts(process.argv);
const files = [...demoPhotos.map((photo) => photo.file), ...onboardingModels.map((model) => model.photoFile)];
for (const file of files) {
  if (!existsSync(path.join(photoDir, file))) continue;
  const image = await readPhoto(file);
  const analysis = await engine.analyse(image, file);
  const appearance = await engine.appearance(image, analysis);
  console.log(`\n${file}`);
  if (!appearance) {
    console.log('  no face or too little skin or hair: the row is hidden');
    continue;
  }
  const { skin, hair } = appearance;
  console.log(
    `  skin  L* ${round(skin.L)} a* ${round(skin.a)} b* ${round(skin.b)} hue ${round(skin.hue)}° ` +
      `ITA ${round(appearance.skinIta)}° → ${appearance.undertone} (${skin.pixels} px); light by ` +
      `${appearance.lighting}; confidence ${appearance.confidence}` +
      (appearance.doubts.length ? ` (${appearance.doubts.join(', ')})` : ''),
  );
  console.log(
    `  hair  L* ${round(hair.L)} a* ${round(hair.a)} b* ${round(hair.b)} → level ${round(appearance.hairLevel)} ` +
      `(${hair.pixels} px); contrast ΔL* ${round(appearance.contrast)} (${appearance.contrastClass})`,
  );
  const { reason, ranked } = rankShadesFor(appearance);
  console.log(`  ${reason}`);
  for (const [index, { shade, score }] of ranked.slice(0, TOP).entries()) {
    console.log(
      `  ${index + 1}. ${shade.name.padEnd(20)} ${shade.color} level ${String(shade.level).padStart(2)} ` +
        `${shade.undertone.padEnd(7)} score ${round(score, 2)}`,
    );
  }
  if (outDir) await writeOutlined(image, appearance, file);
}
