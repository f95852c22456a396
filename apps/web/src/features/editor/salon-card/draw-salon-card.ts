import type { SalonCardContent } from './salon-card-content';
import { LEVEL_UNKNOWN, SALON_CARD_GUIDE } from './salon-card-content';

/** A portrait card, the size a phone's photo library and a salon's messaging app show whole. */
export const SALON_CARD_SIZE = { width: 1080, height: 1350 } as const;

/** Before and after are cut alike: 19:20 portrait, centred across, a quarter of the way down (hair sits high). */
export const PAIR_ASPECT = 19 / 20;
export const CROP_FOCUS_Y = 0.25;

const PAD = 72;
const GAP = 24;
const PAIR_TOP = 256;
const PAIR_WIDTH = (SALON_CARD_SIZE.width - 2 * PAD - GAP) / 2;
const PAIR_HEIGHT = PAIR_WIDTH / PAIR_ASPECT;
const JPEG_QUALITY = 0.92;

export interface CropRect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/**
 * The part of a width×height image the pair shows: as much as fits `aspect`, centred across and at `focusY`
 * of the spare height down. The sheet's `object-position: 50% 25%` cuts the same.
 */
export function cropRect(
  width: number,
  height: number,
  aspect = PAIR_ASPECT,
  focusY = CROP_FOCUS_Y,
): CropRect {
  if (width / height > aspect) {
    const sw = height * aspect;
    return { sx: (width - sw) / 2, sy: 0, sw, sh: height };
  }
  const sh = width / aspect;
  return { sx: 0, sy: (height - sh) * focusY, sw: width, sh };
}

/** The app's theme colours (index.css), read where the page has them; the values there as a fallback. */
function themeColour(name: string, fallback: string): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim();
  return value || fallback;
}

function fontStack(): string {
  const value = getComputedStyle(document.documentElement).getPropertyValue('--font-sans').trim();
  return (
    value ||
    "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif"
  );
}

/**
 * Fetched, not loaded by an <img>: an image drawn from another origin without CORS would taint the canvas and
 * block `toBlob`. Results and photos are same-origin or served with CORS, as saving a result already needs.
 */
async function loadBitmap(url: string): Promise<ImageBitmap> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${response.status}: could not fetch ${url}`);
  return createImageBitmap(await response.blob());
}

/** The lines `text` breaks into at spaces to fit `maxWidth`, at most `maxLines` (the last one cut with …). */
export function wrapText(
  measure: (text: string) => number,
  text: string,
  maxWidth: number,
  maxLines = Infinity,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && measure(next) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? '';
  while (last && measure(`${last}…`) > maxWidth) last = last.slice(0, -1);
  kept[maxLines - 1] = `${last.trimEnd()}…`;
  return kept;
}

class CardPainter {
  readonly ink = themeColour('ink', '#1d1226');
  readonly inkSoft = themeColour('ink-soft', '#5e5068');
  readonly inkFaint = themeColour('ink-faint', '#6f6279');
  readonly line = themeColour('line', '#ebe2f0');
  readonly brand = themeColour('brand', '#c42a63');
  readonly brandDeep = themeColour('brand-deep', '#7b3fe4');
  readonly canvas = themeColour('canvas', '#f8f4fa');
  private readonly fonts = fontStack();

  constructor(readonly context: CanvasRenderingContext2D) {}

  font(size: number, weight: 400 | 600 | 700 | 800 = 400) {
    this.context.font = `${weight} ${size}px ${this.fonts}`;
  }

  /** Writes wrapped text from `top`; returns the y below it. */
  paragraph(text: string, top: number, size: number, lineHeight: number, colour: string, maxLines?: number) {
    const { context } = this;
    context.fillStyle = colour;
    context.textBaseline = 'top';
    const lines = wrapText(
      (part) => context.measureText(part).width,
      text,
      SALON_CARD_SIZE.width - 2 * PAD,
      maxLines,
    );
    lines.forEach((line, index) =>
      context.fillText(line, PAD, top + index * lineHeight + (lineHeight - size) / 2),
    );
    return top + lines.length * lineHeight;
  }

  eyebrow(text: string, x: number, top: number) {
    this.font(24, 700);
    this.context.fillStyle = this.brand;
    this.context.textBaseline = 'top';
    this.context.fillText(text.toUpperCase(), x, top);
  }

  roundedImage(bitmap: ImageBitmap, x: number, y: number, label: string) {
    const { context } = this;
    const crop = cropRect(bitmap.width, bitmap.height);
    context.save();
    context.beginPath();
    context.roundRect(x, y, PAIR_WIDTH, PAIR_HEIGHT, 28);
    context.clip();
    context.drawImage(bitmap, crop.sx, crop.sy, crop.sw, crop.sh, x, y, PAIR_WIDTH, PAIR_HEIGHT);
    // The label sits on a pill of its own so it reads on any photo.
    this.font(26, 700);
    const width = context.measureText(label).width + 40;
    context.fillStyle = 'rgb(29 18 38 / 0.62)';
    context.beginPath();
    context.roundRect(x + 20, y + PAIR_HEIGHT - 68, width, 48, 24);
    context.fill();
    context.fillStyle = '#ffffff';
    context.textBaseline = 'middle';
    context.fillText(label, x + 40, y + PAIR_HEIGHT - 44);
    context.restore();
  }
}

/** Draws the card at SALON_CARD_SIZE from the content and the before/after images, as a JPEG. */
export async function drawSalonCard(
  content: SalonCardContent,
  urls: { before: string; after: string },
): Promise<Blob> {
  const [before, after] = await Promise.all([loadBitmap(urls.before), loadBitmap(urls.after)]);
  const canvas = document.createElement('canvas');
  canvas.width = SALON_CARD_SIZE.width;
  canvas.height = SALON_CARD_SIZE.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw the card');
  const paint = new CardPainter(context);
  const { width, height } = SALON_CARD_SIZE;

  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);

  // Heading: the shade's swatch, name and hex.
  paint.eyebrow('Salon card', PAD, PAD);
  const swatch = { x: PAD + 48, y: 168, r: 48 };
  context.beginPath();
  context.arc(swatch.x, swatch.y, swatch.r, 0, Math.PI * 2);
  context.fillStyle = content.shadeHex;
  context.fill();
  context.lineWidth = 6;
  context.strokeStyle = paint.line;
  context.stroke();
  const textX = PAD + 2 * swatch.r + 32;
  paint.font(60, 800);
  context.fillStyle = paint.ink;
  context.textBaseline = 'alphabetic';
  context.fillText(content.shadeName, textX, swatch.y + 8, width - PAD - textX);
  paint.font(32, 600);
  context.fillStyle = paint.inkSoft;
  const shadeLine = content.tuning ? `${content.shadeHex} · ${content.tuning}` : content.shadeHex;
  context.fillText(shadeLine, textX, swatch.y + 52, width - PAD - textX);

  paint.roundedImage(before, PAD, PAIR_TOP, 'Before');
  paint.roundedImage(after, PAD + PAIR_WIDTH + GAP, PAIR_TOP, 'After');
  before.close();
  after.close();

  // Levels, side by side under the pair.
  let y = PAIR_TOP + PAIR_HEIGHT + 36;
  const column = (x: number, label: string, value: string, note: string | null, muted: boolean) => {
    paint.eyebrow(label, x, y);
    paint.font(38, 700);
    context.fillStyle = muted ? paint.inkSoft : paint.ink;
    context.textBaseline = 'top';
    context.fillText(value, x, y + 38, PAIR_WIDTH);
    if (!note) return;
    paint.font(28, 400);
    context.fillStyle = paint.inkSoft;
    context.fillText(note, x, y + 86, PAIR_WIDTH);
  };
  const unknown = content.currentLevel === LEVEL_UNKNOWN;
  column(PAD, 'Current level', content.currentLevel, content.currentLevelName, unknown);
  column(PAD + PAIR_WIDTH + GAP, 'Shade level', content.shadeLevel, null, false);
  y += 136;

  context.fillStyle = paint.line;
  context.fillRect(PAD, y, width - 2 * PAD, 2);
  y += 26;
  paint.eyebrow('What it takes', PAD, y);
  y += 38;
  paint.font(40, 800);
  y = paint.paragraph(content.headline, y, 40, 48, paint.ink, 2);
  y += 8;
  paint.font(28, 400);
  paint.paragraph(content.detail, y, 28, 36, paint.inkSoft, 3);

  // Foot: the honest word, and the product's name small.
  const footTop = height - PAD - 78;
  paint.font(22, 400);
  paint.paragraph(SALON_CARD_GUIDE, footTop, 22, 30, paint.inkFaint, 2);
  paint.font(26, 800);
  context.textBaseline = 'alphabetic';
  context.textAlign = 'right';
  const brandGradient = context.createLinearGradient(width - PAD - 140, 0, width - PAD, 0);
  brandGradient.addColorStop(0, paint.brand);
  brandGradient.addColorStop(1, paint.brandDeep);
  context.fillStyle = brandGradient;
  context.fillText('Hairhue', width - PAD, height - PAD + 8);
  context.textAlign = 'left';

  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The card could not be encoded'))),
      'image/jpeg',
      JPEG_QUALITY,
    ),
  );
}
