import sharp from 'sharp';

import type { RgbImage } from '@hairhue/recolour';

/*
 * Parts of the labelled sheets the command-line tools draw (the contact sheet, the edge sheet): pictures and
 * lines of text as PNG and SVG buffers for sharp to composite onto a dark background.
 */

export const SHEET_BACKGROUND = '#16161a';

/** A picture for a sheet, as a PNG: compressed lightly, since the sheet decodes it again at once. */
export function sheetPng(image: RgbImage): Promise<Buffer> {
  return sharp(Buffer.from(image.data), { raw: { width: image.width, height: image.height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
}

export interface TextStyle {
  /** Font size in px. */
  size: number;
  bold?: boolean;
  /** 'start': from 10 px in from the left; 'middle': centred. */
  align?: 'start' | 'middle';
  colour?: string;
}

/** One line of text, centred vertically in a box of the given size (DejaVu Sans: `fc-list` should have it). */
export function textSvg(text: string, width: number, height: number, style: TextStyle): Buffer {
  const middle = style.align === 'middle';
  const baseline = Math.round(height / 2 + style.size * 0.35);
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<text x="${middle ? width / 2 : 10}" y="${baseline}" font-family="DejaVu Sans, sans-serif" ` +
      `font-size="${style.size}"${style.bold ? ' font-weight="bold"' : ''} fill="${style.colour ?? '#e8e8ee'}"` +
      `${middle ? ' text-anchor="middle"' : ''}>${escapeXml(text)}</text></svg>`,
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
