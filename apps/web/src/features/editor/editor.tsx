import { findTryOnShade, type Shade } from '@hairhue/catalogue';
import type { Photo } from '@hairhue/contracts';
import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSubscription } from '@/lib/subscription';
import { toast } from '@/lib/toast-store';
import { ColourPicker } from './colour-picker';
import { EditorHeader } from './editor-header';
import { BeforeAfterDivider, BeforeAfterToggle, SPLIT_START } from './before-after';
import { FixHairButton } from './brush/fix-hair-button';
import { useBrushMode } from './brush/use-brush-mode';
import { useStrokesWithoutHairNotice } from './brush/use-strokes-without-hair-notice';
import {
  canRedo,
  canUndo,
  currentEntry,
  EMPTY_HISTORY,
  historyReducer,
  type HistoryEntry,
} from './undo-stack';
import { LoadingCurtain } from './loading-curtain';
import { LivePreviewCanvas } from './live-preview/live-preview-canvas';
import { useLivePreview } from './live-preview/use-live-preview';
import { INITIAL_PICKER, pickerWith, type PickerState } from '@/lib/picker-tabs';
import { PhotoStage, StageBackdrop, StageCaption, type PhotoSize } from './photo-stage';
import { SalonCardSheet } from './salon-card/salon-card-sheet';
import { SaveDialog } from './save-dialog';
import { CompareButton, HistoryControls } from './stage-controls';
import { TuningSliders } from './tuning-sliders';
import { useTryOn } from './use-try-on';
import { TuningScope, useTuning } from './use-tuning';

export const RESULT_UNAVAILABLE =
  'The new color could not be loaded, so this is your original photo. Please try again.';

/**
 * The editor for one photo; mounted afresh for each photo id, with intensity and shine of its own. With a
 * `cameraShade` (the shade live colour showed when the photo was taken) it tries that shade at once.
 */
export function Editor({ photo, cameraShade = null }: { photo: Photo; cameraShade?: Shade | null }) {
  return (
    <TuningScope>
      <EditorScreen photo={photo} cameraShade={cameraShade} />
    </TuningScope>
  );
}

function EditorScreen({ photo, cameraShade }: { photo: Photo; cameraShade: Shade | null }) {
  // Signed URLs change when the photo is refetched; keeping the first one avoids reloading the image.
  const [originalUrl] = useState(photo.originalUrl);
  const [size, setSize] = useState<PhotoSize | null>(null);
  const [history, dispatchHistory] = useReducer(historyReducer, EMPTY_HISTORY);
  const [picker, setPicker] = useState(() => (cameraShade ? pickerWith(cameraShade) : INITIAL_PICKER));
  const [comparing, setComparing] = useState(false);
  const [splitOn, setSplitOn] = useState(false);
  const [split, setSplit] = useState(SPLIT_START);
  const [saveOpen, setSaveOpen] = useState(false);
  const [salonCardOpen, setSalonCardOpen] = useState(false);
  const [brokenUrls, setBrokenUrls] = useState<ReadonlySet<string>>(() => new Set());

  const { tuning } = useTuning();
  // Intensity and shine are premium (trial included); free devices see today's editor.
  const premium = useSubscription().status.isActive;

  const entry = currentEntry(history);
  // A result that fails to load falls back to the original photo (SPEC §4); the caption and Save then
  // follow what is really on screen.
  const resultBroken = entry !== null && brokenUrls.has(entry.resultUrl);
  const renderedUrl = entry && !resultBroken ? entry.resultUrl : null;
  const resultShade = entry ? (findTryOnShade(entry.colorName, entry.colorValue) ?? null) : null;

  // A correction saved (or reset) over a result renders that result again with it (issue 23 §3), spending nothing.
  const brush = useBrushMode(photo, size, renderedUrl !== null && resultShade !== null);
  const preview = useLivePreview(photo, originalUrl, brush.previewStrokes);
  // Where no live preview told while painting, the server tells once it has made the saved hair area.
  useStrokesWithoutHairNotice(brush.saved, preview.planes === null);
  const { show: showPreview, hide: hidePreview } = preview;
  const pushResult = useCallback(
    (entry: HistoryEntry) => {
      // The result of the shade previewed takes its place.
      hidePreview();
      dispatchHistory({ type: 'push', entry });
    },
    [hidePreview],
  );
  const changePicker = (next: PickerState) => {
    if (next.selected.id !== picker.selected.id) showPreview(next.selected);
    setPicker(next);
  };
  const moveHistory = (type: 'undo' | 'redo') => {
    hidePreview();
    dispatchHistory({ type });
  };
  const { phase, tryShade } = useTryOn(photo, pushResult);
  useCameraShade(cameraShade, (shade) => void tryShade(shade, originalUrl, tuning));
  // Whether opening the brush started the live preview: it ends with the brush, so the stage shows the
  // result again (and Save works) once the brush closes, whether cancelled, done or reset.
  const previewForBrush = useRef(false);
  const openBrush = () => {
    setComparing(false);
    setSplitOn(false);
    // Where the live preview runs, the shade is painted under the brush and follows its strokes.
    previewForBrush.current = !preview.shade;
    if (!preview.shade) showPreview(picker.selected);
    brush.open();
  };
  useEffect(() => {
    if (!brush.closed || !previewForBrush.current) return;
    previewForBrush.current = false;
    hidePreview();
  }, [brush.closed, hidePreview]);

  // So the colour on screen follows the hair area just saved, and Save saves that; Undo steps back to the
  // result made before.
  const redrawWithCorrection = useEffectEvent(() => {
    if (!entry || !renderedUrl || !resultShade) return;
    void tryShade(resultShade, renderedUrl, entry.tuning, entry.tryOnId);
  });
  useEffect(() => {
    if (brush.saved) redrawWithCorrection();
  }, [brush.saved]);

  // The brush paints over the photo itself: a result's colour follows the old hair area.
  const resultUrl = brush.active ? null : renderedUrl;
  const hasHistory = history.entries.length > 0;

  // Said once per result, and only when the curtain has lifted: a toast under the curtain goes unseen.
  const explainedUrls = useRef(new Set<string>());
  const brokenOnScreen = phase.name === 'idle' && entry && resultBroken ? entry.resultUrl : null;
  useEffect(() => {
    if (brokenOnScreen === null || explainedUrls.current.has(brokenOnScreen)) return;
    explainedUrls.current.add(brokenOnScreen);
    toast({ title: 'Result unavailable', description: RESULT_UNAVAILABLE });
  }, [brokenOnScreen]);

  const showSplit = splitOn && resultUrl !== null && entry !== null;

  const previewShade = comparing ? null : preview.shade;
  let caption = null;
  if (previewShade) {
    caption = <StageCaption name={previewShade.name} color={previewShade.color} preview />;
  } else if (hasHistory) {
    caption =
      comparing || !resultUrl || !entry ? (
        <StageCaption name="Original" color={null} />
      ) : (
        <StageCaption name={entry.colorName} color={entry.colorValue} />
      );
  }

  return (
    // A phone-width column, floated as a card on a small tablet; from 820 px wide the screen's whole width,
    // the photo beside the picker.
    <main className="pt-safe relative mx-auto flex h-dvh w-full max-w-md flex-col overflow-hidden bg-ink sm:my-4 sm:h-[calc(100dvh-2rem)] sm:rounded-[32px] sm:shadow-float tablet:my-0 tablet:grid tablet:h-dvh tablet:max-w-none tablet:grid-cols-[minmax(0,1fr)_minmax(21rem,32%)] tablet:grid-rows-[auto_minmax(0,1fr)] tablet:rounded-none tablet:shadow-none">
      <StageBackdrop url={resultUrl ?? originalUrl} />
      {/* Save keeps what was rendered; while a preview covers it, it would save something else. */}
      <EditorHeader canSave={resultUrl !== null && preview.shade === null} onSave={() => setSaveOpen(true)} />
      <PhotoStage
        originalUrl={originalUrl}
        resultUrl={resultUrl}
        comparing={comparing}
        split={showSplit ? split : null}
        preview={
          preview.planes ? (
            <LivePreviewCanvas
              planes={preview.planes}
              shade={previewShade}
              tuning={tuning}
              tappedAt={preview.requestedAt}
            />
          ) : null
        }
        divider={
          showSplit && entry ? (
            <BeforeAfterDivider
              split={split}
              onSplit={setSplit}
              colorName={entry.colorName}
              color={entry.colorValue}
            />
          ) : null
        }
        brush={brush.surface(previewShade !== null)}
        corner={
          // The divider's labels take the photo's top corners while it is on.
          brush.active || showSplit ? null : (
            <FixHairButton onOpen={openBrush} takeFocus={brush.closed} disabled={phase.name !== 'idle'} />
          )
        }
        size={size}
        onSize={setSize}
        onResultError={(url) => setBrokenUrls((broken) => new Set(broken).add(url))}
        caption={brush.active ? null : caption}
      >
        {hasHistory && !brush.active ? (
          <HistoryControls
            canUndo={canUndo(history)}
            canRedo={canRedo(history)}
            onUndo={() => moveHistory('undo')}
            onRedo={() => moveHistory('redo')}
          />
        ) : null}
        {resultUrl ? (
          <div className="ml-auto flex items-center gap-2">
            <BeforeAfterToggle
              on={splitOn}
              onToggle={() => {
                hidePreview();
                setSplitOn((on) => !on);
                setSplit(SPLIT_START);
              }}
            />
            <CompareButton held={comparing} onHold={setComparing} />
          </div>
        ) : null}
      </PhotoStage>
      <div className="relative z-10 tablet:col-start-2 tablet:row-span-2 tablet:row-start-1 tablet:overflow-y-auto tablet:bg-surface">
        {brush.sheet ? (
          brush.sheet(preview.newestStrokeWithoutHair)
        ) : (
          <ColourPicker
            photoId={photo.id}
            picker={picker}
            onChange={changePicker}
            busy={phase.name !== 'idle'}
            onTry={() => void tryShade(picker.selected, resultUrl ?? originalUrl, tuning)}
            adjustments={premium ? <TuningSliders onAdjust={() => showPreview(picker.selected)} /> : null}
          />
        )}
      </div>
      <LoadingCurtain phase={phase} size={size} />
      <SaveDialog
        entry={entry}
        size={size}
        open={saveOpen}
        onOpenChange={setSaveOpen}
        onSalonCard={
          resultShade
            ? () => {
                setSaveOpen(false);
                setSalonCardOpen(true);
              }
            : undefined
        }
      />
      <SalonCardSheet
        photoId={photo.id}
        shade={resultShade}
        tuning={entry?.tuning ?? null}
        originalUrl={originalUrl}
        resultUrl={resultUrl}
        open={salonCardOpen}
        onOpenChange={setSalonCardOpen}
      />
    </main>
  );
}

/**
 * Tries the shade chosen in the camera's live colour once, as the editor opens, and says where it came from.
 * The history entry's state is cleared first, so going back to this page does not try (and spend) it again.
 */
function useCameraShade(shade: Shade | null, tryShade: (shade: Shade) => void): void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tried = useRef(false);
  const start = useEffectEvent(() => {
    if (!shade || tried.current) return;
    tried.current = true;
    void navigate(pathname, { replace: true, state: null });
    toast({ title: shade.name, description: 'The color you chose in the camera' });
    tryShade(shade);
  });
  useEffect(() => start(), []);
}
