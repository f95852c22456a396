import type { RgbImage } from '@hairhue/recolour';
import sharp, { type OverlayOptions, type Sharp } from 'sharp';

import { SHEET_BACKGROUND, sheetPng, textSvg } from '../sheet';

/** Crops are enlarged this many times, each pixel a block, so single pixels of an outline can be judged. */
export const SCALE = 2;
const PAD = 8;
/** Wide enough for the titles and notes when a sheet has only two columns. */
const MIN_WIDTH = 1400;
const TITLE_HEIGHT = 48;
const LINE_HEIGHT = 28;

/** One crop of a photo: a row per shade, the same box cut from each of the row's images (before, renders). */
export interface CropBlock {
  title: string;
  note: string;
  box: readonly [number, number, number, number];
  columns: string[];
  rows: { label: string; images: RgbImage[] }[];
}

/** A sheet: a title and lines under it, then each crop's title, note and column names over its rows of cells. */
export async function drawSheet(title: string, lines: string[], blocks: CropBlock[]): Promise<Sharp> {
  const width = Math.max(
    MIN_WIDTH,
    ...blocks.map((block) => PAD + block.columns.length * (block.box[2] * SCALE + PAD)),
  );
  const layers: OverlayOptions[] = [
    {
      input: textSvg(title, width, TITLE_HEIGHT, { size: 24, bold: true, colour: '#ffffff' }),
      left: 0,
      top: 0,
    },
  ];
  let top = TITLE_HEIGHT;
  for (const line of lines) {
    layers.push({ input: textSvg(line, width, LINE_HEIGHT, { size: 15 }), left: 0, top });
    top += LINE_HEIGHT;
  }
  top += PAD;
  for (const block of blocks) {
    const [, , boxWidth, boxHeight] = block.box;
    const cellWidth = boxWidth * SCALE;
    layers.push({
      input: textSvg(block.title, width, LINE_HEIGHT + 8, { size: 19, bold: true }),
      left: 0,
      top,
    });
    top += LINE_HEIGHT + 8;
    layers.push({
      input: textSvg(block.note, width, LINE_HEIGHT, { size: 15, colour: '#f0c674' }),
      left: 0,
      top,
    });
    top += LINE_HEIGHT;
    block.columns.forEach((name, column) => {
      const left = PAD + column * (cellWidth + PAD);
      layers.push({ input: textSvg(name, cellWidth, LINE_HEIGHT, { size: 16, align: 'middle' }), left, top });
    });
    top += LINE_HEIGHT;
    for (const row of block.rows) {
      layers.push({ input: textSvg(row.label, width, LINE_HEIGHT, { size: 15 }), left: 0, top });
      top += LINE_HEIGHT;
      for (let column = 0; column < row.images.length; column++) {
        const cell = await sheetPng(enlargedCrop(row.images[column], block.box));
        layers.push({ input: cell, left: PAD + column * (cellWidth + PAD), top });
      }
      top += boxHeight * SCALE + PAD;
    }
    top += PAD * 2;
  }
  return sharp({ create: { width, height: top, channels: 3, background: SHEET_BACKGROUND } }).composite(
    layers,
  );
}

/** The box cut from the image, each pixel repeated SCALE × SCALE times (nearest neighbour). */
export function enlargedCrop(image: RgbImage, [x, y, width, height]: CropBlock['box']): RgbImage {
  if (x < 0 || y < 0 || x + width > image.width || y + height > image.height) {
    throw new RangeError(
      `crop (${x}, ${y}, ${width}, ${height}) is outside the ${image.width}×${image.height} photo`,
    );
  }
  const out = new Uint8Array(width * SCALE * height * SCALE * 3);
  for (let row = 0; row < height * SCALE; row++) {
    const from = ((y + Math.floor(row / SCALE)) * image.width + x) * 3;
    for (let col = 0; col < width * SCALE; col++) {
      const source = from + Math.floor(col / SCALE) * 3;
      const target = (row * width * SCALE + col) * 3;
      out[target] = image.data[source];
      out[target + 1] = image.data[source + 1];
      out[target + 2] = image.data[source + 2];
    }
  }
  return { width: width * SCALE, height: height * SCALE, data: out };
}
