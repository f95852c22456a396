import type { ColourStop, RenderRecipe } from './recipe';

import { hexToRgb } from '../colour/hex';
import { srgbToOklab } from '../colour/oklab';
import type { HairLayer } from './hair-layer';

/** Target colours as OKLCh columns, looked up per hair pixel. */
export interface ShadeTable {
  size: number;
  lightness: Float32Array;
  chroma: Float32Array;
  hue: Float32Array;
}

/** How a recipe bends the tone mapping away from a plain dye. */
export interface ToneStyle {
  /** Multiplies the shading contrast. */
  contrast: number;
  /** Multiplies the target chroma (before the gamut limit). */
  chroma: number;
  /** 0..1: extra specular highlights, desaturated (metallic, holographic). */
  sheen: number;
  /** Added to the lightness of the whole head of hair (luminous glow). */
  lift: number;
  /** 0..1: how much highlights above the target lightness lose chroma. */
  highlightDesaturation: number;
}

/** Per hair pixel, which entry of `table` it takes (null: every pixel takes entry 0). */
export interface ShadeField {
  table: ShadeTable;
  entryOf: Uint16Array | null;
  style: ToneStyle;
}

const TABLE_SIZE = 256;
const PLAIN: ToneStyle = { contrast: 1, chroma: 1, sheen: 0, lift: 0, highlightDesaturation: 0.35 };

export function buildShadeField(recipe: RenderRecipe, layer: HairLayer): ShadeField {
  switch (recipe.kind) {
    case 'solid':
      return { table: tableOf([{ at: 0, color: recipe.color }]), entryOf: null, style: PLAIN };
    case 'ombre':
      return { table: tableOf(recipe.stops, easeOmbre), entryOf: alongRoots(layer), style: PLAIN };
    case 'gradient':
      return { table: tableOf(recipe.stops), entryOf: alongDirection(layer, recipe.angleDeg), style: PLAIN };
    case 'rainbow':
      return {
        table: bandTable(recipe.bands),
        entryOf: alongDirection(layer, recipe.angleDeg),
        style: PLAIN,
      };
    case 'metallic':
      return {
        table: tableOf([{ at: 0, color: recipe.color }]),
        entryOf: null,
        style: { contrast: 1.3, chroma: 0.55, sheen: recipe.sheen, lift: 0, highlightDesaturation: 0.85 },
      };
    case 'holographic':
      return {
        table: cyclicTable(recipe.palette),
        entryOf: byLightness(layer, recipe.shimmer),
        style: {
          contrast: 0.9,
          chroma: 1,
          sheen: 0.35 * recipe.shimmer,
          lift: 0.02,
          highlightDesaturation: 0.5,
        },
      };
    case 'glow':
      return {
        table: tableOf([{ at: 0, color: recipe.color }]),
        entryOf: null,
        style: { contrast: 0.7, chroma: 1.2, sheen: 0, lift: 0.05, highlightDesaturation: 0.15 },
      };
  }
}

function oklchOf(hex: string): { L: number; C: number; h: number } {
  const { L, a, b } = srgbToOklab(hexToRgb(hex));
  return { L, C: Math.hypot(a, b), h: Math.atan2(b, a) };
}

function emptyTable(): ShadeTable {
  return {
    size: TABLE_SIZE,
    lightness: new Float32Array(TABLE_SIZE),
    chroma: new Float32Array(TABLE_SIZE),
    hue: new Float32Array(TABLE_SIZE),
  };
}

/** Interpolates colour stops in OKLab (perceptually even blends) over t = 0..1, optionally eased. */
function tableOf(stops: readonly ColourStop[], ease: (t: number) => number = (t) => t): ShadeTable {
  const sorted = [...stops].sort((x, y) => x.at - y.at);
  const labs = sorted.map((stop) => srgbToOklab(hexToRgb(stop.color)));
  const table = emptyTable();
  for (let e = 0; e < TABLE_SIZE; e++) {
    const t = ease(e / (TABLE_SIZE - 1));
    let k = 0;
    while (k < sorted.length - 1 && sorted[k + 1].at <= t) k++;
    const from = labs[k];
    const to = labs[Math.min(k + 1, labs.length - 1)];
    const span = k + 1 < sorted.length ? sorted[k + 1].at - sorted[k].at : 1;
    const f = k + 1 < sorted.length && span > 0 ? Math.min(Math.max((t - sorted[k].at) / span, 0), 1) : 0;
    const L = from.L + (to.L - from.L) * f;
    const a = from.a + (to.a - from.a) * f;
    const b = from.b + (to.b - from.b) * f;
    table.lightness[e] = L;
    table.chroma[e] = Math.hypot(a, b);
    table.hue[e] = Math.atan2(b, a);
  }
  return table;
}

/** Roots keep their colour a little longer, then melt into the ends, as a salon ombre does. */
function easeOmbre(t: number): number {
  return t * t * (3 - 2 * t);
}

/** Distinct bands with short blends between them, hue interpolated the short way round (no muddy mixes). */
function bandTable(bands: readonly string[]): ShadeTable {
  const colours = bands.map(oklchOf);
  const table = emptyTable();
  const blend = 0.35;
  for (let e = 0; e < TABLE_SIZE; e++) {
    const position = (e / TABLE_SIZE) * colours.length;
    const k = Math.min(colours.length - 1, Math.floor(position));
    const within = position - k;
    const next = Math.min(k + 1, colours.length - 1);
    const f = within < 1 - blend ? 0 : smooth((within - (1 - blend)) / blend);
    writeBlend(table, e, colours[k], colours[next], f);
  }
  return table;
}

/** The palette around a circle: iridescence runs through its colours and back to the first. */
function cyclicTable(palette: readonly string[]): ShadeTable {
  const colours = palette.map(oklchOf);
  const table = emptyTable();
  for (let e = 0; e < TABLE_SIZE; e++) {
    const position = (e / TABLE_SIZE) * colours.length;
    const k = Math.floor(position) % colours.length;
    writeBlend(
      table,
      e,
      colours[k],
      colours[(k + 1) % colours.length],
      smooth(position - Math.floor(position)),
    );
  }
  return table;
}

function writeBlend(
  table: ShadeTable,
  entry: number,
  from: { L: number; C: number; h: number },
  to: { L: number; C: number; h: number },
  f: number,
): void {
  let dh = to.h - from.h;
  if (dh > Math.PI) dh -= 2 * Math.PI;
  if (dh < -Math.PI) dh += 2 * Math.PI;
  table.lightness[entry] = from.L + (to.L - from.L) * f;
  table.chroma[entry] = from.C + (to.C - from.C) * f;
  table.hue[entry] = from.h + dh * f;
}

function smooth(t: number): number {
  const c = Math.min(Math.max(t, 0), 1);
  return c * c * (3 - 2 * c);
}

function toEntry(t: number): number {
  return Math.min(TABLE_SIZE - 1, Math.max(0, Math.round(t * (TABLE_SIZE - 1))));
}

/** 0 at each column's roots, 1 at the lowest hair: the hair's own length, not the photo's height. */
function alongRoots(layer: HairLayer): Uint16Array {
  const { xs, ys, stats } = layer;
  const bottom = stats.box.bottom;
  const entries = new Uint16Array(xs.length);
  for (let j = 0; j < xs.length; j++) {
    const x = xs[j];
    const y = ys[j];
    const root = stats.rootRow[x];
    const length = bottom - root;
    entries[j] = toEntry(length > 1 ? (y - root) / length : 0);
  }
  return entries;
}

/** Position across the hair's bounding box along a direction (degrees; 90 = top to bottom). */
function alongDirection(layer: HairLayer, angleDeg: number): Uint16Array {
  const { xs, ys, stats } = layer;
  const { left, top, right, bottom } = stats.box;
  const dx = Math.cos((angleDeg * Math.PI) / 180);
  const dy = Math.sin((angleDeg * Math.PI) / 180);
  const corners = [
    left * dx + top * dy,
    right * dx + top * dy,
    left * dx + bottom * dy,
    right * dx + bottom * dy,
  ];
  const start = Math.min(...corners);
  const span = Math.max(Math.max(...corners) - start, 1);
  const entries = new Uint16Array(xs.length);
  for (let j = 0; j < xs.length; j++) {
    const x = xs[j];
    const y = ys[j];
    entries[j] = toEntry((x * dx + y * dy - start) / span);
  }
  return entries;
}

/** Hue follows the strand's own lightness, drifting slowly across the hair so it shimmers. */
function byLightness(layer: HairLayer, shimmer: number): Uint16Array {
  const { xs, ys, lightness, stats } = layer;
  const low = stats.lightnessLow;
  const range = Math.max(stats.lightnessHigh - low, 0.05);
  const { left, top, right, bottom } = stats.box;
  const diagonal = Math.max(right - left + bottom - top, 1);
  const entries = new Uint16Array(xs.length);
  for (let j = 0; j < xs.length; j++) {
    const x = xs[j];
    const y = ys[j];
    const relative = Math.min(Math.max((lightness[j] - low) / range, 0), 1);
    const drift = (shimmer * (x - left + y - top)) / diagonal;
    const t = relative * 0.8 + drift;
    entries[j] = toEntry(t - Math.floor(t));
  }
  return entries;
}
