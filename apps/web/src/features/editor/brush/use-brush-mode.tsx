import {
  BRUSH_RADIUS,
  correctionTooLarge,
  type BrushSize,
  type HairStroke,
  type HairStrokeTool,
  type Photo,
} from '@hairhue/contracts';
import { useEffect, useReducer, useState, type ReactNode } from 'react';
import { ApiError } from '@/api/client';
import { useHairCorrection } from '@/api/hair-correction';
import { useResetHairCorrection } from '@/api/reset-hair-correction';
import { useSaveHairCorrection } from '@/api/save-hair-correction';
import { toast } from '@/lib/toast-store';
import type { PhotoSize } from '../photo-stage';
import { BrushPanel } from './brush-panel';
import { BrushSurface } from './brush-surface';
import { BRUSH_TEXT } from './brush-texts';
import { ResetDialog } from './reset-dialog';
import {
  allStrokes,
  brushLimit,
  brushSessionReducer,
  canRedoStroke,
  canUndoStroke,
  correctionRequest,
  startSession,
} from './stroke-recorder';

export interface BrushMode {
  /** Whether the brush is open over the photo. */
  active: boolean;
  open: () => void;
  /** Every stroke the photo has while the brush is open (the saved ones first), for the live preview. */
  strokes: readonly HairStroke[];
  /** Laid over the photo while open: the painting surface. */
  surface: ReactNode;
  /** Docked under the photo while open, in place of the colour picker. */
  sheet: ReactNode;
}

/**
 * The touch-up brush ('Fix hair area', issue 13 §1): a session of strokes painted over the photo, saved as
 * the photo's whole stroke list with Done, thrown away with Cancel. Costs no free change.
 */
export function useBrushMode(photo: Photo, photoSize: PhotoSize | null): BrushMode {
  const [active, setActive] = useState(false);
  const [tool, setTool] = useState<HairStrokeTool>('add');
  const [size, setSize] = useState<BrushSize>('medium');
  const [askingReset, setAskingReset] = useState(false);
  const [session, dispatch] = useReducer(brushSessionReducer, [], startSession);
  const correction = useHairCorrection(photo.id, active);
  const save = useSaveHairCorrection(photo.id);
  const reset = useResetHairCorrection(photo.id);
  const saved = correction.data?.strokes;

  useEffect(() => {
    if (active && saved) dispatch({ type: 'saved', saved });
  }, [active, saved]);

  const open = () => {
    dispatch({ type: 'restart', saved: saved ?? [] });
    setActive(true);
  };
  const close = () => setActive(false);

  const done = () => {
    if (session.strokes.length === 0) return close();
    const request = correctionRequest(session);
    if (correctionTooLarge(request)) return toast({ ...BRUSH_TEXT.tooLarge, variant: 'destructive' });
    save.mutate(request, {
      onSuccess: () => {
        toast(BRUSH_TEXT.saved);
        close();
      },
      onError: (error) => {
        const tooLarge = error instanceof ApiError && error.status === 413;
        toast({ ...(tooLarge ? BRUSH_TEXT.tooLarge : BRUSH_TEXT.saveFailed), variant: 'destructive' });
      },
    });
  };

  const runReset = () => {
    setAskingReset(false);
    reset.mutate(undefined, {
      onSuccess: () => {
        toast(BRUSH_TEXT.reset);
        close();
      },
      onError: () => toast({ ...BRUSH_TEXT.resetFailed, variant: 'destructive' }),
    });
  };

  const limit = brushLimit(session);
  const strokes = allStrokes(session);
  const radius = BRUSH_RADIUS[size];
  if (!active || !photoSize) return { active, open, strokes, surface: null, sheet: null };

  return {
    active,
    open,
    strokes,
    surface: (
      <BrushSurface
        strokes={strokes}
        tool={tool}
        radius={radius}
        onStrokeStart={(point) => dispatch({ type: 'begin', tool, radius, point })}
        onStrokeMove={(point) => dispatch({ type: 'extend', point, photo: photoSize })}
        onStrokeEnd={() => dispatch({ type: 'end' })}
      />
    ),
    sheet: (
      <>
        <BrushPanel
          tool={tool}
          onTool={setTool}
          size={size}
          onSize={setSize}
          canUndo={canUndoStroke(session)}
          canRedo={canRedoStroke(session)}
          onUndo={() => dispatch({ type: 'undo' })}
          onRedo={() => dispatch({ type: 'redo' })}
          notice={correction.isError ? BRUSH_TEXT.loadFailed : limit ? BRUSH_TEXT.limit[limit] : null}
          loading={!saved}
          saving={save.isPending}
          resetting={reset.isPending}
          onReset={() => (saved && saved.length > 0 ? setAskingReset(true) : runReset())}
          onCancel={close}
          onDone={done}
        />
        <ResetDialog open={askingReset} onConfirm={runReset} onCancel={() => setAskingReset(false)} />
      </>
    ),
  };
}
