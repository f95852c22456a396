/** Renders the app icon (public/icons/icon.svg) to the PNG sizes the manifest and iOS ask for. */
import { readFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync(new URL('../public/icons/icon.svg', import.meta.url));
for (const size of [180, 192, 512]) {
  const file = new URL(`../public/icons/icon-${size}.png`, import.meta.url);
  await sharp(svg, { density: 384 }).resize(size, size).png().toFile(file.pathname);
  console.log(`icon-${size}.png`);
}
// A maskable icon keeps its art inside the central safe zone (80 %) on a full-bleed background.
const inner = await sharp(svg, { density: 384 }).resize(410, 410).png().toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: '#9a35a6' } })
  .composite([{ input: inner, left: 51, top: 51 }])
  .png()
  .toFile(new URL('../public/icons/icon-maskable-512.png', import.meta.url).pathname);
console.log('icon-maskable-512.png');
