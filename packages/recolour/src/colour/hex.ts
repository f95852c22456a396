import { InvalidColourError } from './errors';
import type { Rgb } from './types';

const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** Parses `#rrggbb` or `#rgb` (the `#` optional, any case) into 8-bit channels. */
export function hexToRgb(hex: string): Rgb {
  const match = HEX_COLOUR.exec(hex.trim());
  if (!match?.[1]) throw new InvalidColourError(hex);
  let digits = match[1];
  if (digits.length === 3) digits = digits.replace(/./g, (d) => d + d);
  const value = Number.parseInt(digits, 16);
  return { r: (value >> 16) & 0xff, g: (value >> 8) & 0xff, b: value & 0xff };
}

/** Formats 8-bit channels as lowercase `#rrggbb`; channels are rounded and clipped to 0–255 first. */
export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${toHexByte(r)}${toHexByte(g)}${toHexByte(b)}`;
}

function toHexByte(channel: number): string {
  const byte = Number.isNaN(channel) ? 0 : Math.min(255, Math.max(0, Math.round(channel)));
  return byte.toString(16).padStart(2, '0');
}
