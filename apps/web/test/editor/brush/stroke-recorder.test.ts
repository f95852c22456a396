import { BRUSH_RADIUS, HAIR_CORRECTION_LIMITS, type HairStroke } from '@hairhue/contracts';
import { describe, expect, it } from 'vitest';
import {
  allStrokes,
  brushLimit,
  brushSessionReducer,
  canRedoStroke,
  canUndoStroke,
  correctionRequest,
  limitNotice,
  normalisePoint,
  startSession,
  type BrushAction,
  type BrushSession,
} from '@/features/editor/brush/stroke-recorder';

const SQUARE = { width: 1000, height: 1000 };
const radius = BRUSH_RADIUS.medium;
const saved: HairStroke = { tool: 'add', radius: BRUSH_RADIUS.large, points: [0.5, 0.5] };

function play(session: BrushSession, ...actions: BrushAction[]): BrushSession {
  return actions.reduce(brushSessionReducer, session);
}

/** A stroke from (x0, y) to (x1, y) through `moves` pointer positions, evenly spaced. */
function strokeAcross(
  tool: 'add' | 'remove',
  x0: number,
  x1: number,
  y: number,
  moves: number,
): BrushAction[] {
  const actions: BrushAction[] = [{ type: 'begin', tool, radius, point: { x: x0, y } }];
  for (let step = 1; step <= moves; step++) {
    actions.push({ type: 'extend', point: { x: x0 + ((x1 - x0) * step) / moves, y }, photo: SQUARE });
  }
  actions.push({ type: 'end' });
  return actions;
}

describe('the stroke recorder', () => {
  it('turns a position over the frame into fractions of its width and height, 4 decimals, clamped', () => {
    expect(normalisePoint(100, 50, 400, 200)).toEqual({ x: 0.25, y: 0.25 });
    expect(normalisePoint(1, 2, 3, 7)).toEqual({ x: 0.3333, y: 0.2857 });
    expect(normalisePoint(-20, 900, 400, 800)).toEqual({ x: 0, y: 1 });
  });

  it('keeps a point only once it is a third of the radius from the last one', () => {
    const spacing = radius / 3;
    const session = play(
      startSession([]),
      { type: 'begin', tool: 'add', radius, point: { x: 0.1, y: 0.1 } },
      // Closer than the spacing: dropped.
      { type: 'extend', point: { x: 0.1 + spacing * 0.9, y: 0.1 }, photo: SQUARE },
      // Past it, measured from the last point kept: kept.
      { type: 'extend', point: { x: 0.1 + spacing * 1.1, y: 0.1 }, photo: SQUARE },
      { type: 'extend', point: { x: 0.1 + spacing * 1.5, y: 0.1 }, photo: SQUARE },
      { type: 'end' },
    );
    expect(session.strokes).toEqual([{ tool: 'add', radius, points: [0.1, 0.1, 0.1 + spacing * 1.1, 0.1] }]);
  });

  it("measures the spacing in the photo's proportions, as the radius is a fraction of its long side", () => {
    // A landscape photo twice as wide as tall: a step of 0.01 of the height is 0.005 of the long side.
    const wide = { width: 2000, height: 1000 };
    const step = (dy: number) =>
      play(
        startSession([]),
        { type: 'begin', tool: 'add', radius, point: { x: 0.5, y: 0.5 } },
        { type: 'extend', point: { x: 0.5, y: 0.5 + dy }, photo: wide },
      ).active?.points.length;
    expect(step((radius / 3) * 1.5)).toBe(2);
    expect(step((radius / 3) * 2.1)).toBe(4);
  });

  it('records one tap as a single dab', () => {
    const session = play(startSession([]), ...strokeAcross('remove', 0.3, 0.3, 0.4, 0));
    expect(session.strokes).toEqual([{ tool: 'remove', radius, points: [0.3, 0.4] }]);
  });

  it('undoes and redoes only the session’s strokes, and a new stroke clears redo', () => {
    let session = play(
      startSession([saved]),
      ...strokeAcross('add', 0.1, 0.3, 0.2, 10),
      ...strokeAcross('remove', 0.1, 0.3, 0.6, 10),
    );
    const [first, second] = session.strokes;
    expect(canUndoStroke(session)).toBe(true);

    session = play(session, { type: 'undo' }, { type: 'undo' }, { type: 'undo' });
    expect(session.strokes).toEqual([]);
    expect(allStrokes(session)).toEqual([saved]);
    expect(canUndoStroke(session)).toBe(false);

    session = play(session, { type: 'redo' });
    expect(session.strokes).toEqual([first]);
    expect(canRedoStroke(session)).toBe(true);

    session = play(session, ...strokeAcross('add', 0.5, 0.6, 0.5, 4));
    expect(session.strokes).toHaveLength(2);
    expect(session.strokes).not.toContain(second);
    expect(canRedoStroke(session)).toBe(false);
  });

  it('asks to save the saved strokes first, then the session’s, without the unfinished one', () => {
    const session = play(startSession([saved]), ...strokeAcross('remove', 0.2, 0.4, 0.2, 6), {
      type: 'begin',
      tool: 'add',
      radius,
      point: { x: 0.9, y: 0.9 },
    });
    const request = correctionRequest(session);
    expect(request.strokes).toHaveLength(2);
    expect(request.strokes[0]).toBe(saved);
    expect(request.strokes[1]?.tool).toBe('remove');
    expect(allStrokes(session)).toHaveLength(3);
  });

  it('stops a stroke at the points a stroke may hold', () => {
    const { maxPointsPerStroke } = HAIR_CORRECTION_LIMITS;
    const tiny = HAIR_CORRECTION_LIMITS.minRadius;
    let session = play(startSession([]), { type: 'begin', tool: 'add', radius: tiny, point: { x: 0, y: 0 } });
    for (let k = 1; k <= maxPointsPerStroke + 50; k++) {
      session = brushSessionReducer(session, {
        type: 'extend',
        point: { x: (k % 400) / 400, y: Math.floor(k / 400) / 10 },
        photo: SQUARE,
      });
    }
    expect(session.active?.points.length).toBe(maxPointsPerStroke * 2);
  });

  it('starts no stroke once the photo holds as many as it may, and says which limit', () => {
    const full = Array.from({ length: HAIR_CORRECTION_LIMITS.maxStrokes }, () => saved);
    const session = play(startSession(full), ...strokeAcross('add', 0.1, 0.2, 0.1, 3));
    expect(session.strokes).toEqual([]);
    expect(brushLimit(session)).toBe('strokes');
    expect(brushLimit(startSession([saved]))).toBeNull();
  });

  it('adds no point past the points a photo may hold, and keeps the full request under the body limit', () => {
    const { maxPoints, maxPointsPerStroke, maxBodyBytes } = HAIR_CORRECTION_LIMITS;
    const longStroke = (offset: number): HairStroke => ({
      tool: 'add',
      radius: BRUSH_RADIUS.small,
      points: Array.from({ length: maxPointsPerStroke * 2 }, (_, k) =>
        Number((((k * 7 + offset) % 9973) / 9973).toFixed(4)),
      ),
    });
    const strokes = Array.from({ length: maxPoints / maxPointsPerStroke - 1 }, (_, k) => longStroke(k));
    strokes.push({ ...longStroke(99), points: longStroke(99).points.slice(0, -2) });
    let session = play(startSession(strokes), {
      type: 'begin',
      tool: 'add',
      radius,
      point: { x: 0.1, y: 0.1 },
    });
    expect(brushLimit(session)).toBe('points');
    session = brushSessionReducer(session, { type: 'extend', point: { x: 0.9, y: 0.9 }, photo: SQUARE });
    expect(session.active?.points).toEqual([0.1, 0.1]);
    session = brushSessionReducer(session, { type: 'end' });
    expect(JSON.stringify(correctionRequest(session)).length).toBeLessThan(maxBodyBytes);
  });

  it('says the photo is nearly full from 90% of a limit, full at it, and when a stroke can grow no longer', () => {
    const { maxStrokes, maxPointsPerStroke } = HAIR_CORRECTION_LIMITS;
    const strokes = (count: number) => Array.from({ length: count }, () => saved);
    expect(limitNotice(startSession(strokes(maxStrokes * 0.9 - 1)))).toBeNull();
    expect(limitNotice(startSession(strokes(maxStrokes * 0.9)))).toBe('nearly');
    expect(limitNotice(startSession(strokes(maxStrokes)))).toBe('full');

    const longest: HairStroke = {
      tool: 'add',
      radius,
      points: Array.from({ length: maxPointsPerStroke * 2 }, () => 0.5),
    };
    expect(limitNotice({ ...startSession([]), active: longest })).toBe('stroke');
    expect(limitNotice(play({ ...startSession([]), active: longest }, { type: 'end' }))).toBeNull();
  });
});
