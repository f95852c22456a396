import { palette } from '@hairhue/catalogue';
import sharp from 'sharp';
import { OG_IMAGE_SIZE } from './layout';

/**
 * The picture link previews show (og:image): the brand gradient, the app's mark and a row of its colours.
 * Drawn from SVG without text, so it looks the same whatever fonts the server has; made once, on demand.
 */
function socialCardSvg(): string {
  const { width, height } = OG_IMAGE_SIZE;
  const size = 64;
  const gap = 22;
  const swatches = palette.slice(0, 12);
  const rowWidth = swatches.length * size + (swatches.length - 1) * gap;
  const left = (width - rowWidth) / 2;
  const dots = swatches
    .map(
      (colour, index) =>
        `<circle cx="${left + index * (size + gap) + size / 2}" cy="${height - 120}" r="${size / 2}" fill="${colour.color}" stroke="#ffffff" stroke-opacity="0.85" stroke-width="5"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#c42a63"/><stop offset="1" stop-color="#7b3fe4"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.35" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  <g transform="translate(${width / 2 - 130} 70) scale(0.5078)">
    <rect width="512" height="512" rx="112" fill="#ffffff" fill-opacity="0.16"/>
    <path d="M196 104c-62 28-92 96-78 170 10 54 4 96-30 134 70 8 118-28 132-92 10-46 4-92 34-134-22-30-36-56-58-78z" fill="#ffffff" opacity="0.95"/>
    <path d="M300 96c-50 40-66 104-48 170 14 52 8 98-22 142 78 0 126-46 134-118 6-58-18-104-64-194z" fill="#ffffff"/>
    <circle cx="382" cy="138" r="26" fill="#ffffff" opacity="0.9"/>
  </g>
  ${dots}
</svg>`;
}

let card: Promise<Buffer> | undefined;

/** A JPEG: a fifth of the PNG's size for a picture that is all gradients. */
export function socialCardJpeg(): Promise<Buffer> {
  if (!card) {
    card = sharp(Buffer.from(socialCardSvg())).jpeg({ quality: 88, mozjpeg: true }).toBuffer();
    // A failure is not remembered: the next request draws it again.
    card.catch(() => (card = undefined));
  }
  return card;
}
