import type { HairCorrection, HairStroke, HairStrokeTool, Photo } from '@hairhue/contracts';
import { BRUSH_RADIUS, correctionTooLarge, type BrushSize } from '@hairhue/contracts/constants';
import { useEffect, useEffectEvent, useMemo, useReducer, useState, type ReactNode } from 'react';
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
  brushSessionReducer,
  canRedoStroke,
  canUndoStroke,
  correctionRequest,
  limitNotice,
  startSession,
} from './stroke-recorder';

export interface BrushMode {
  /** Whether the brush is open over the photo. */
  active: boolean;
  /** The brush was open and has closed: its entry takes the focus back. */
  closed: boolean;
  /**
   * The correction the last Done saved, or the last reset of saved strokes (a new object each time); null
   * until one is.
   */
  saved: HairCorrection | null;
  open: () => void;
  /**
   * The strokes the photo's analysis does not hold yet, for the live preview: this session's while the
   * brush is open, and those just saved until the preview loads the analysis that holds them. Null when
   * there are none.
   */
  previewStrokes: readonly HairStroke[] | null;
  /**
   * Laid over the photo while open: the painting surface. `faint` when a live preview paints the shade
   * under it, so the overlay lets it show.
   */
  surface: (faint: boolean) => ReactNode;
  /**
   * Docked under the photo while open, in place of the colour picker; null while closed. `withoutHair`:
   * the live preview found that the newest stroke adds nothing, as nothing under it looks like hair.
   */
  sheet: ((withoutHair: boolean) => ReactNode) | null;
}

/**
 * The touch-up brush ('Fix hair area', issue 13 §1): a session of strokes painted over the photo, saved as
 * the photo's whole stroke list with Done, thrown away with Cancel. Costs no free change.
 */
export function useBrushMode(
  photo: Photo,
  photoSize: PhotoSize | null,
  /** The color on screen is rendered again once a correction is saved or reset: the toasts say so. */
  redrawsOnSave = false,
): BrushMode {
  const [active, setActive] = useState(false);
  const [closed, setClosed] = useState(false);
  const [tool, setTool] = useState<HairStrokeTool>('add');
  const [size, setSize] = useState<BrushSize>('medium');
  const [askingReset, setAskingReset] = useState(false);
  const [justSaved, setJustSaved] = useState<readonly HairStroke[] | null>(null);
  const [lastSave, setLastSave] = useState<HairCorrection | null>(null);
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
    setJustSaved(null);
    setActive(true);
    setClosed(false);
  };
  const close = () => {
    setActive(false);
    setClosed(true);
  };

  // Escape leaves as Cancel does (not while saving or resetting, when Cancel cannot either). While the reset
  // question is open, its Escape closes the question only.
  const cancelByKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.key !== 'Escape' || event.defaultPrevented || save.isPending || reset.isPending) return;
    close();
  });
  useEffect(() => {
    if (!active || askingReset) return;
    const onKeyDown = (event: KeyboardEvent) => cancelByKey(event);
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [active, askingReset]);

  const done = () => {
    if (session.strokes.length === 0) return close();
    const request = correctionRequest(session);
    if (correctionTooLarge(request)) return toast({ ...BRUSH_TEXT.tooLarge, variant: 'destructive' });
    save.mutate(request, {
      onSuccess: (correction) => {
        toast(redrawsOnSave ? BRUSH_TEXT.savedRedrawn : BRUSH_TEXT.saved);
        setJustSaved(session.strokes);
        setLastSave(correction);
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
    // A result made with saved strokes is rendered again with the automatic area, as a save renders it
    // with the new one; with nothing saved, the result on screen already has the automatic area.
    const hadStrokes = (saved?.length ?? 0) > 0;
    reset.mutate(undefined, {
      onSuccess: (correction) => {
        const redrawn = redrawsOnSave && hadStrokes;
        toast(redrawn ? BRUSH_TEXT.resetRedrawn : BRUSH_TEXT.reset);
        setJustSaved(null);
        if (hadStrokes) setLastSave(correction);
        close();
      },
      onError: () => toast({ ...BRUSH_TEXT.resetFailed, variant: 'destructive' }),
    });
  };

  const limit = limitNotice(session);
  const strokes = useMemo(() => allStrokes(session), [session]);
  const sessionStrokes = useMemo(
    () => (session.active ? [...session.strokes, session.active] : session.strokes),
    [session],
  );
  const unsaved = sessionStrokes.length > 0 ? sessionStrokes : null;
  const previewStrokes = active ? unsaved : justSaved;
  const radius = BRUSH_RADIUS[size];
  if (!active || !photoSize)
    return { active, closed, saved: lastSave, open, previewStrokes, surface: () => null, sheet: null };

  return {
    active,
    closed,
    saved: lastSave,
    open,
    previewStrokes,
    surface: (faint) => (
      <BrushSurface
        faint={faint}
        strokes={strokes}
        tool={tool}
        radius={radius}
        onStrokeStart={(point) => dispatch({ type: 'begin', tool, radius, point })}
        onStrokeMove={(point) => dispatch({ type: 'extend', point, photo: photoSize })}
        onStrokeEnd={() => dispatch({ type: 'end' })}
      />
    ),
    sheet: (withoutHair) => (
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
          notice={
            correction.isError
              ? BRUSH_TEXT.loadFailed
              : limit
                ? BRUSH_TEXT.limit[limit]
                : withoutHair
                  ? BRUSH_TEXT.withoutHair
                  : null
          }
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
