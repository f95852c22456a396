import type { HairCorrectionRequest, HairStroke, HairStrokeTool } from '@hairhue/contracts';
import { HAIR_CORRECTION_LIMITS } from '@hairhue/contracts/constants';
import type { PhotoSize } from '../photo-stage';

/*
 * One brush session's strokes, as a pure state and its transitions (so they are tested without a screen).
 * The session paints on top of the photo's saved strokes; undo and redo reach only its own.
 */

/** A pointer's position as fractions of the photo's width and height. */
export interface BrushPoint {
  x: number;
  y: number;
}

export interface BrushSession {
  /** The strokes saved before this session, in painting order; they stay under the new ones. */
  saved: readonly HairStroke[];
  /** This session's finished strokes, in painting order. */
  strokes: readonly HairStroke[];
  /** Strokes taken back by undo, the most recent last: redo brings them back. */
  undone: readonly HairStroke[];
  /** The stroke under the finger, until it lifts. */
  active: HairStroke | null;
}

/**
 * Fractions are kept to 4 decimals (a fifth of a pixel on a 2048 px photo), so that a correction at every
 * limit, 20,000 points, stays far under the body limit (about 7 bytes a coordinate: some 290 kB of 512 kB).
 */
const COORDINATE_STEP = 1e4;
/** A new point every third of the radius: the dabs overlap into a smooth band, and a stroke stays small. */
const SPACING_PER_RADIUS = 1 / 3;

export function startSession(saved: readonly HairStroke[]): BrushSession {
  return { saved, strokes: [], undone: [], active: null };
}

/** A position over the photo's frame (CSS pixels from its top left) as the contract's fractions. */
export function normalisePoint(offsetX: number, offsetY: number, frameWidth: number, frameHeight: number) {
  const fraction = (value: number, extent: number) =>
    Math.round(Math.min(1, Math.max(0, extent > 0 ? value / extent : 0)) * COORDINATE_STEP) / COORDINATE_STEP;
  return { x: fraction(offsetX, frameWidth), y: fraction(offsetY, frameHeight) };
}

function pointCount(strokes: readonly HairStroke[]): number {
  return strokes.reduce((sum, stroke) => sum + stroke.points.length / 2, 0);
}

/** Every stroke the photo will have if the session is saved now, the one being painted included. */
export function allStrokes(session: BrushSession): HairStroke[] {
  const strokes = [...session.saved, ...session.strokes];
  if (session.active) strokes.push(session.active);
  return strokes;
}

/** What Done sends: the saved strokes and this session's, in painting order. */
export function correctionRequest(session: BrushSession): HairCorrectionRequest {
  return { strokes: [...session.saved, ...session.strokes] };
}

/** Why no more can be painted, or null while there is room. */
export type BrushLimit = 'strokes' | 'points' | null;

export function brushLimit(session: BrushSession): BrushLimit {
  const strokes = allStrokes(session);
  if (strokes.length >= HAIR_CORRECTION_LIMITS.maxStrokes) return 'strokes';
  return pointCount(strokes) >= HAIR_CORRECTION_LIMITS.maxPoints ? 'points' : null;
}

/** From this share of a limit on, the brush says that the photo is nearly full, before it stops. */
export const NEARLY_FULL = 0.9;

/**
 * What the brush should say about its limits: 'full' once nothing more can be painted, 'stroke' while the
 * stroke under the finger can grow no longer (another can start), 'nearly' close to either limit.
 */
export function limitNotice(session: BrushSession): 'full' | 'stroke' | 'nearly' | null {
  if (brushLimit(session) !== null) return 'full';
  const { maxStrokes, maxPoints, maxPointsPerStroke } = HAIR_CORRECTION_LIMITS;
  if (session.active && session.active.points.length / 2 >= maxPointsPerStroke) return 'stroke';
  const strokes = allStrokes(session);
  const used = Math.max(strokes.length / maxStrokes, pointCount(strokes) / maxPoints);
  return used >= NEARLY_FULL ? 'nearly' : null;
}

/** A finger or the mouse goes down: a new stroke with one dab, unless the photo holds all it may. */
export function beginStroke(
  session: BrushSession,
  tool: HairStrokeTool,
  radius: number,
  point: BrushPoint,
): BrushSession {
  if (session.active || brushLimit(session) !== null) return session;
  return { ...session, undone: [], active: { tool, radius, points: [point.x, point.y] } };
}

/**
 * The pointer moved: a point is added once it is a third of the radius from the last one (distances in
 * the photo's proportions, as the radius is a fraction of its long side), and while the limits allow.
 */
export function extendStroke(session: BrushSession, point: BrushPoint, photo: PhotoSize): BrushSession {
  const { active } = session;
  if (!active) return session;
  const { points } = active;
  // A photo whose size is not known yet counts as square.
  const longSide = Math.max(photo.width, photo.height) || 1;
  const dx = ((point.x - (points.at(-2) ?? 0)) * (photo.width || 1)) / longSide;
  const dy = ((point.y - (points.at(-1) ?? 0)) * (photo.height || 1)) / longSide;
  if (Math.hypot(dx, dy) < active.radius * SPACING_PER_RADIUS) return session;
  if (points.length / 2 >= HAIR_CORRECTION_LIMITS.maxPointsPerStroke) return session;
  if (brushLimit(session) === 'points') return session;
  return { ...session, active: { ...active, points: [...points, point.x, point.y] } };
}

/** The finger lifts: the stroke joins the session's. */
export function endStroke(session: BrushSession): BrushSession {
  if (!session.active) return session;
  return { ...session, strokes: [...session.strokes, session.active], active: null };
}

export function canUndoStroke(session: BrushSession): boolean {
  return session.strokes.length > 0 && session.active === null;
}

export function canRedoStroke(session: BrushSession): boolean {
  return session.undone.length > 0 && session.active === null;
}

export function undoStroke(session: BrushSession): BrushSession {
  const last = session.strokes.at(-1);
  if (!last || session.active) return session;
  return { ...session, strokes: session.strokes.slice(0, -1), undone: [...session.undone, last] };
}

export function redoStroke(session: BrushSession): BrushSession {
  const next = session.undone.at(-1);
  if (!next || session.active) return session;
  return { ...session, strokes: [...session.strokes, next], undone: session.undone.slice(0, -1) };
}

export type BrushAction =
  | { type: 'begin'; tool: HairStrokeTool; radius: number; point: BrushPoint }
  | { type: 'extend'; point: BrushPoint; photo: PhotoSize }
  | { type: 'end' }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The brush opens: a new session on the strokes saved so far. */
  | { type: 'restart'; saved: readonly HairStroke[] }
  /** The saved strokes arrived from the server, after painting may have begun: they go under it. */
  | { type: 'saved'; saved: readonly HairStroke[] };

export function brushSessionReducer(session: BrushSession, action: BrushAction): BrushSession {
  switch (action.type) {
    case 'begin':
      return beginStroke(session, action.tool, action.radius, action.point);
    case 'extend':
      return extendStroke(session, action.point, action.photo);
    case 'end':
      return endStroke(session);
    case 'undo':
      return undoStroke(session);
    case 'redo':
      return redoStroke(session);
    case 'restart':
      return startSession(action.saved);
    case 'saved':
      return { ...session, saved: action.saved };
  }
}
