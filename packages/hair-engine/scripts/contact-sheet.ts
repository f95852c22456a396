/**
 * Renders one photo in every catalogue colour and effect, on one labelled sheet.
 *
 *   npm run contact-sheet -- <photo> <out.jpg|out.png> [--tile 300]
 */
import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';

import type { Shade } from '@hairhue/catalogue';
import { coloursByCategory, specialEffects } from '@hairhue/catalogue';
import sharp, { type OverlayOptions } from 'sharp';

import { createAnalysis } from '../src/analysis';
import { resizeRgb } from '../src/image/resize';
import type { RgbImage } from '@hairhue/recolour';
import { contentKey, createCliEngine, runCli } from './run-cli';
import { SHEET_BACKGROUND, sheetPng, textSvg } from './sheet';

const USAGE = 'usage: npm run contact-sheet -- <photo> <out.jpg|out.png> [--tile 300]';
const COLUMNS = 10;
const LABEL_HEIGHT = 34;
const HEADER_HEIGHT = 56;
const GAP = 6;

runCli(USAGE, async (args) => {
  const [photoPath, outPath] = args.filter((arg, k) => !arg.startsWith('--') && args[k - 1] !== '--tile');
  if (!photoPath || !outPath) throw new Error(USAGE);
  const tileIndex = args.indexOf('--tile');
  const tileSide = tileIndex >= 0 ? Number(args[tileIndex + 1]) : 300;

  const started = performance.now();
  const bytes = await readFile(photoPath);
  const engine = await createCliEngine();
  const { image } = await engine.decode(bytes);
  const analysis = await engine.analyse(image, contentKey(bytes));

  // The analysis is made once at full resolution; tiles are rendered from a smaller copy of photo and mask.
  const scale = tileSide / Math.max(image.width, image.height);
  const tileWidth = Math.round(image.width * scale);
  const tileHeight = Math.round(image.height * scale);
  const small = await resizeRgb(image, tileWidth, tileHeight);
  const smallMask = await sharp(Buffer.from(analysis.mask), {
    raw: { width: image.width, height: image.height, channels: 1 },
  })
    .resize(tileWidth, tileHeight, { fit: 'fill' })
    .extractChannel(0)
    .raw()
    .toBuffer();
  const prepared = engine.prepare(small, createAnalysis(tileWidth, tileHeight, new Uint8Array(smallMask)));

  const sections: { title: string; shades: Shade[] }[] = [
    { title: 'Natural', shades: coloursByCategory('natural') },
    { title: 'Fashion', shades: coloursByCategory('fashion') },
    { title: 'Fantasy', shades: coloursByCategory('fantasy') },
    { title: 'Special effects', shades: [...specialEffects] },
  ];
  const cellWidth = tileWidth + GAP;
  const cellHeight = tileHeight + LABEL_HEIGHT + GAP;
  const sheetWidth = COLUMNS * cellWidth + GAP;
  const layers: OverlayOptions[] = [];
  let top = GAP;
  const place = async (tile: RgbImage, label: string, column: number, row: number, sectionTop: number) => {
    const left = GAP + column * cellWidth;
    const y = sectionTop + row * cellHeight;
    layers.push({ input: await sheetPng(tile), left, top: y });
    layers.push({
      input: textSvg(label, tileWidth, LABEL_HEIGHT, { size: 15, align: 'middle' }),
      left,
      top: y + tileHeight,
    });
  };

  layers.push({ input: headerSvg('Original', sheetWidth), left: 0, top });
  top += HEADER_HEIGHT;
  await place(small, 'Original', 0, 0, top);
  top += cellHeight;
  let renders = 0;
  for (const section of sections) {
    layers.push({
      input: headerSvg(`${section.title} (${section.shades.length})`, sheetWidth),
      left: 0,
      top,
    });
    top += HEADER_HEIGHT;
    for (let k = 0; k < section.shades.length; k++) {
      const shade = section.shades[k];
      await place(engine.render(prepared, shade), shade.name, k % COLUMNS, Math.floor(k / COLUMNS), top);
      renders++;
    }
    top += Math.ceil(section.shades.length / COLUMNS) * cellHeight;
  }

  const sheet = sharp({
    create: { width: sheetWidth, height: top + GAP, channels: 3, background: SHEET_BACKGROUND },
  }).composite(layers);
  await (outPath.toLowerCase().endsWith('.png') ? sheet.png() : sheet.jpeg({ quality: 88 })).toFile(outPath);
  console.log(`${renders} shades → ${outPath} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
});

function headerSvg(text: string, width: number): Buffer {
  return textSvg(text, width, HEADER_HEIGHT, { size: 26, bold: true, colour: '#ffffff' });
}
