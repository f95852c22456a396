import type { RgbImage } from '../image-types';
import { fitGuided, prepareGuide } from '../guided-filter';
import type { Coverage, StrokePath } from './footprint';
import { coverageOf, depthOf, strokeBounds, strokeCoverage, strokeInPixels } from './footprint';
import { strokeNearHair } from './near-hair';
import { addedHair, strokeEvidence } from './stroke-evidence';
import type { HairStrokeInput } from './stroke-types';
import type { WorkingGrid } from './working-grid';
import { workingFactor, workingGrid } from './working-grid';
import { changedCells, writeRefinedPixels } from './refined-pixels';

export type { HairStrokeInput } from './stroke-types';

/**
 * Long side of the working grid the strokes are refined on (the photo is taken in blocks to fit it). 384
 * measured the same eval:brush gain as 512 and 1024, at about half the cost of 512.
 */
const WORKING_SIDE = 384;
/** Guided-filter window radius, in working pixels: how far a stroke's rim may move to meet the photo's edges. */
const GUIDED_RADIUS = 3;
/** How far beyond its footprint a 'remove' stroke may snap, as a fraction of its radius. */
const REMOVE_SNAP = 0.5;
/** Regularisation of the guided filter: smaller follows the photo's edges more closely. */
const GUIDED_EPSILON = 1e-3;

/**
 * How far, in working pixels, the refined strokes reach beyond their footprints: a window straddling the
 * footprint, then the averaging of the windows' models, then the bilinear step to full resolution.
 */
const REFINE_REACH = 2 * GUIDED_RADIUS + 2;

/**
 * The least share of an 'add' stroke that must look like this photo's hair (each working pixel it covers
 * counted by how much hair its rim would make of it) for the stroke to add anything. Below it the stroke is
 * on a wall, a face or clothes, and adds nothing at all, rather than the odd hair-coloured patch of them.
 *
 * Beside the hair (the stroke within NEAR_HAIR_REACH of its radius of what the mask is sure is hair) a
 * little is enough: a stroke over flyaways at the outline is mostly the wall between them, and only about
 * a tenth of it looks like hair (add-stroke.test.ts). Away from all hair, most of it must: hair the network
 * lost entirely (a bun, a ponytail) looks like hair through most of the stroke, while a wall that shares
 * some of the hair's colours, which eval:brush's stroke on the wall met on 8 photos of 24 at 0.05 alone,
 * is what the person did not mean to colour.
 */
const MIN_HAIR_SHARE = 0.05;
const MIN_HAIR_SHARE_AWAY = 0.2;
const NEAR_HAIR_REACH = 1;

/** A corrected mask, and which of the strokes were 'add' strokes that found nothing like hair. */
export interface CorrectedMask {
  mask: Uint8Array;
  /** Indices into the strokes, in order: 'add' strokes that changed nothing, as little under them looks like hair. */
  strokesWithoutHair: number[];
}

/**
 * The hair mask (0..255, the analysis's) with the person's strokes applied in order, refined against the
 * photo so a rough stroke along a strand or a hairline snaps to it.
 *
 * Each stroke's footprint (capsules between its points) is drawn on a coarse working grid of the photo.
 * Under an 'add' stroke, pixels become hair as far as their colour and texture look like this photo's hair
 * (against what the mask is sure is hair and sure is not), so a stroke half over skin adds the hair side;
 * a stroke of which too little looks like hair adds nothing (MIN_HAIR_SHARE), and is named in
 * `strokesWithoutHair`, so the app can say so. Under a 'remove' stroke, pixels go to not hair, and so do
 * those in a band just outside it that look like what it covers and not like the hair (see
 * stroke-evidence.ts), so a rough stroke over spill reaches the hairline. A later stroke wins where two
 * overlap. Every pixel's change is `max(keep · mask, hair)`, the strokes composed into the planes `keep` and
 * `hair` on the working grid; both are fitted to the photo with the colour guided filter and its
 * coefficients applied to the full-resolution pixels, so the corrected area follows strands and hairlines.
 * Only the strokes' surroundings are computed.
 */
export function correctHairMask(
  image: RgbImage,
  mask: Uint8Array,
  strokes: readonly HairStrokeInput[],
): CorrectedMask {
  const { width, height } = image;
  if (mask.length !== width * height) throw new RangeError('mask and image sizes differ');
  const out = Uint8Array.from(mask);
  const drawn = strokes
    .map((stroke, index) => ({ index, path: strokeInPixels(stroke, width, height) }))
    .filter(({ path }) => path.points.length >= 2);
  const paths = drawn.map(({ path }) => path);
  if (paths.length === 0 || width === 0 || height === 0) return { mask: out, strokesWithoutHair: [] };

  const factor = correctionFactor(paths, width, height);
  const grid = workingGrid(image, unionBounds(paths, (REFINE_REACH + 1) * factor, REMOVE_SNAP), factor);
  const planes = composeStrokes(paths, grid, image, mask);
  const prepared = prepareGuide(grid.guide, GUIDED_RADIUS, GUIDED_EPSILON);
  const keep = planes.anyRemove ? fitGuided(prepared, planes.keep) : undefined;
  const hair = planes.anyAdd ? fitGuided(prepared, planes.hair) : undefined;
  const { width: gridWidth, height: gridHeight } = grid.guide;
  writeRefinedPixels(out, image, mask, grid, changedCells(gridWidth, gridHeight, keep, hair), keep, hair);
  return { mask: out, strokesWithoutHair: planes.withoutHair.map((s) => drawn[s].index) };
}

/** The corrected mask alone (see `correctHairMask`). */
export function applyHairCorrection(
  image: RgbImage,
  mask: Uint8Array,
  strokes: readonly HairStrokeInput[],
): Uint8Array {
  return correctHairMask(image, mask, strokes).mask;
}

interface StrokePlanes {
  /** Per working pixel, the share of the mask the strokes keep (1 untouched, 0 removed). */
  keep: Float32Array;
  /** Per working pixel, the hair the strokes set at least (after `keep` is applied). */
  hair: Float32Array;
  anyAdd: boolean;
  anyRemove: boolean;
  /** The 'add' strokes (indices into the paths) that found too little like hair to add anything. */
  withoutHair: number[];
}

/**
 * The strokes, in order, as one change `mask → max(keep · mask, hair)` per working pixel: an 'add' of
 * strength a makes it max(keep · mask, max(hair, a)); a 'remove' of strength r multiplies both by 1 − r.
 * Both kinds keep that form, so any sequence of strokes is exactly two planes, and a later stroke wins.
 */
function composeStrokes(
  paths: readonly StrokePath[],
  grid: WorkingGrid,
  image: RgbImage,
  mask: Uint8Array,
): StrokePlanes {
  const { width: gridWidth, height: gridHeight } = grid.guide;
  const n = gridWidth * gridHeight;
  const coverages = paths.map((path) => strokeCoverage(path, grid, path.tool === 'remove' ? REMOVE_SNAP : 0));
  const addCover = new Float32Array(n);
  const removeCover = new Float32Array(n);
  paths.forEach((path, s) => {
    const cover = path.tool === 'add' ? addCover : removeCover;
    forEachCovered(coverages[s], gridWidth, (i, value) => {
      cover[i] = Math.max(cover[i], coverageOf(value));
    });
  });
  const { bins, hairRatio, snapRemoval } = strokeEvidence(image, mask, grid, addCover, removeCover);
  const keep = new Float32Array(n).fill(1);
  const hair = new Float32Array(n);
  const withoutHair: number[] = [];
  paths.forEach((path, s) => {
    const { radius, margin } = coverages[s];
    if (path.tool === 'add') {
      if (!addsHair(path, hairShare(coverages[s], gridWidth, hairRatio), image, mask)) {
        withoutHair.push(s);
        return;
      }
      forEachCovered(coverages[s], gridWidth, (i, value) => {
        const added = coverageOf(value) * addedHair(hairRatio[i], depthOf(value, radius));
        if (added > hair[i]) hair[i] = added;
      });
    } else {
      forEachCovered(coverages[s], gridWidth, (i, value) => {
        const covered = coverageOf(value);
        const snapped = covered < 1 ? coverageOf(value + margin) * snapRemoval[bins[i]] : 0;
        const left = 1 - Math.max(covered, snapped);
        keep[i] *= left;
        hair[i] *= left;
      });
    }
  });
  const adds = paths.filter((p) => p.tool === 'add').length;
  const anyRemove = paths.some((p) => p.tool === 'remove');
  return { keep, hair, anyAdd: adds > withoutHair.length, anyRemove, withoutHair };
}

/** Whether enough of an 'add' stroke looks like hair for it to add any (MIN_HAIR_SHARE, and beside it). */
function addsHair(path: StrokePath, share: number, image: RgbImage, mask: Uint8Array): boolean {
  if (share < MIN_HAIR_SHARE) return false;
  if (share >= MIN_HAIR_SHARE_AWAY) return true;
  return strokeNearHair(path, mask, image.width, image.height, path.radius * NEAR_HAIR_REACH);
}

/** How much of the stroke looks like hair: the mean over its footprint of what its rim would add. */
function hairShare(coverage: Coverage, gridWidth: number, hairRatio: Float32Array): number {
  let covered = 0;
  let found = 0;
  forEachCovered(coverage, gridWidth, (i, value) => {
    const share = coverageOf(value);
    covered += share;
    found += share * addedHair(hairRatio[i], 0);
  });
  return covered > 0 ? found / covered : 0;
}

/** Calls `visit` with the working pixel index and coverage value of every pixel the stroke covers or snaps. */
function forEachCovered(
  coverage: Coverage,
  gridWidth: number,
  visit: (index: number, value: number) => void,
): void {
  const { u0, v0, width, height, values, margin } = coverage;
  for (let v = 0, k = 0; v < height; v++) {
    for (let u = 0, i = (v0 + v) * gridWidth + u0; u < width; u++, k++, i++) {
      if (values[k] > -margin) visit(i, values[k]);
    }
  }
}

/**
 * The most working pixels the strokes' rectangles may hold in all. Each stroke is drawn and composed over its
 * rectangle, so this bounds a correction's cost whatever its strokes (issue 23: 200 strokes of the largest
 * brush across a 2048² photo took 15 s). Twenty medium strokes hold about 0.1 M; past the bound the strokes
 * are refined on a coarser grid, which such strokes, covering much of the photo, hardly need finer.
 */
export const MAX_STROKE_AREA = 500_000;

/** How many working pixels the strokes' rectangles hold in all, on a grid of `factor`-pixel blocks. */
export function strokeArea(
  paths: readonly StrokePath[],
  width: number,
  height: number,
  factor: number,
): number {
  let area = 0;
  for (const path of paths) {
    const reach = (REFINE_REACH + 1) * factor + (path.tool === 'remove' ? REMOVE_SNAP * path.radius : 0);
    const b = strokeBounds(path, reach);
    const columns = Math.min(width, b.right) - Math.max(0, b.left);
    const rows = Math.min(height, b.bottom) - Math.max(0, b.top);
    area += Math.max(0, columns) * Math.max(0, rows);
  }
  return area / (factor * factor);
}

/** The working factor: the photo's long side on WORKING_SIDE, coarsened until MAX_STROKE_AREA holds. */
export function correctionFactor(paths: readonly StrokePath[], width: number, height: number): number {
  let factor = workingFactor(width, height, WORKING_SIDE);
  // Area shrinks with the factor's square, less the reach that grows with it: a step or two settles it.
  while (strokeArea(paths, width, height, factor) > MAX_STROKE_AREA) {
    factor = Math.max(
      factor + 1,
      Math.ceil(factor * Math.sqrt(strokeArea(paths, width, height, factor) / MAX_STROKE_AREA)),
    );
  }
  return factor;
}

/** The rectangle all strokes cover, 'remove' strokes with their snap, widened by `margin` pixels. */
function unionBounds(paths: readonly StrokePath[], margin: number, removeSnap: number) {
  const bounds = paths.map((path) =>
    strokeBounds(path, margin + (path.tool === 'remove' ? removeSnap * path.radius : 0)),
  );
  return {
    left: Math.min(...bounds.map((b) => b.left)),
    top: Math.min(...bounds.map((b) => b.top)),
    right: Math.max(...bounds.map((b) => b.right)),
    bottom: Math.max(...bounds.map((b) => b.bottom)),
  };
}
