/** WCAG 2 relative luminance of a `#rrggbb` colour, from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * WCAG 1.4.11 asks 3:1 for a graphic that carries meaning. A colour dot on a dark surface (the glass chip
 * over the photo, the shade at the foot of a thumbnail) reaches that against black only when its own
 * luminance is at least 0.1; darker shades (Chocolate Brown and below) need a light ring to be seen.
 * An unreadable colour gets the ring too: it can only help.
 */
export function needsLightRing(hex: string): boolean {
  const luminance = relativeLuminance(hex);
  return Number.isNaN(luminance) || (luminance + 0.05) / 0.05 < 3;
}
