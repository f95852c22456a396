import type { HairStrokeTool } from '@hairhue/contracts';
import { BRUSH_RADIUS, type BrushSize } from '@hairhue/contracts/constants';
import { Brush, Eraser, type LucideIcon, Redo2, RotateCcw, Undo2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { BRUSH_TEXT } from './brush-texts';

export const BRUSH_TOOLS: readonly { value: HairStrokeTool; label: string }[] = [
  { value: 'add', label: 'Add hair' },
  { value: 'remove', label: 'Remove hair' },
];

export const BRUSH_SIZES: readonly { value: BrushSize; label: string }[] = [
  { value: 'small', label: 'Small' },
  { value: 'medium', label: 'Medium' },
  { value: 'large', label: 'Large' },
];

/** Also tells keyboard users that painting itself needs a pointer (the buttons are all reachable). */
export const BRUSH_HINT =
  'Paint by touch, pen or mouse (not the keyboard): add hair the color missed, or remove what isn’t hair.';

interface BrushPanelProps {
  tool: HairStrokeTool;
  onTool: (tool: HairStrokeTool) => void;
  size: BrushSize;
  onSize: (size: BrushSize) => void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /**
   * Said under the hint: the saved strokes did not load, the photo holds (nearly) all the strokes it may,
   * or the newest stroke found nothing like hair.
   */
  notice: string | null;
  /** The saved strokes are still loading: nothing can be saved or reset yet. */
  loading: boolean;
  saving: boolean;
  resetting: boolean;
  onReset: () => void;
  onCancel: () => void;
  onDone: () => void;
}

const SEGMENT =
  'flex min-h-11 items-center justify-center gap-2 rounded-full text-sm font-semibold transition aria-pressed:bg-surface aria-pressed:text-ink aria-pressed:shadow-card text-ink-soft';

/** The sheet docked under the photo in brush mode, in place of the colour picker. */
export function BrushPanel(props: BrushPanelProps) {
  const { tool, onTool, size, onSize, notice, loading, saving, resetting } = props;
  const busy = loading || saving || resetting;
  const largest = BRUSH_RADIUS.large;
  // The button that opened the brush is gone: focus moves to the sheet's title, so keyboard and screen
  // reader users carry on from here.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  return (
    <section
      aria-labelledby="brush-panel-title"
      className="pb-safe relative z-10 -mt-6 rounded-t-[28px] border-t border-line/70 bg-surface px-4 pt-3 shadow-[0_-12px_32px_-16px_rgb(29_18_38/0.22)] tablet:mt-0 tablet:rounded-none tablet:border-t-0 tablet:pt-5 tablet:shadow-none"
    >
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2
          ref={titleRef}
          id="brush-panel-title"
          tabIndex={-1}
          className="whitespace-nowrap text-base font-bold text-ink outline-none"
        >
          {BRUSH_TEXT.open}
        </h2>
        {/* Small beside the sheet's title: it is the rare way out, not the next step. */}
        <button
          type="button"
          className="-mr-1 flex min-h-11 items-center gap-1 whitespace-nowrap rounded-full px-2 text-[13px] font-semibold text-brand transition active:bg-brand-soft disabled:opacity-45"
          disabled={busy}
          onClick={props.onReset}
        >
          {resetting ? <Spinner className="size-4" /> : <RotateCcw className="size-4" aria-hidden="true" />}
          Reset to automatic
        </button>
      </div>
      <div role="group" aria-label="Brush tool" className="grid grid-cols-2 rounded-full bg-canvas p-1">
        {BRUSH_TOOLS.map(({ value, label }) => (
          <button
            key={value}
            type="button"
            aria-pressed={tool === value}
            className={SEGMENT}
            onClick={() => onTool(value)}
          >
            {value === 'add' ? (
              <Brush className="size-4" aria-hidden="true" />
            ) : (
              <Eraser className="size-4" aria-hidden="true" />
            )}
            {label}
          </button>
        ))}
      </div>

      <div className="mt-2 flex items-center gap-3">
        {/* 'Size' on screen, beside the brush's own dots: 'Brush size' wrapped onto two lines below 390 px. */}
        <div role="group" aria-label="Brush size" className="flex flex-1 items-center gap-1">
          <span aria-hidden="true" className="mr-1 whitespace-nowrap text-[13px] font-semibold text-ink-soft">
            Size
          </span>
          {BRUSH_SIZES.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-label={`${label} brush`}
              aria-pressed={size === value}
              title={`${label} brush`}
              className="grid size-11 place-items-center rounded-full text-ink-soft transition aria-pressed:bg-brand-soft aria-pressed:text-brand"
              onClick={() => onSize(value)}
            >
              <span
                aria-hidden="true"
                className="rounded-full bg-current"
                style={{ width: 6 + 16 * (BRUSH_RADIUS[value] / largest), aspectRatio: '1' }}
              />
            </button>
          ))}
        </div>
        <div className="flex items-center rounded-full bg-canvas p-0.5">
          <StrokeStepButton label="Undo stroke" icon={Undo2} enabled={props.canUndo} onClick={props.onUndo} />
          <span className="h-5 w-px bg-line" aria-hidden="true" />
          <StrokeStepButton label="Redo stroke" icon={Redo2} enabled={props.canRedo} onClick={props.onRedo} />
        </div>
      </div>

      <p className="mt-1 text-xs leading-snug text-ink-soft">{BRUSH_HINT}</p>
      {notice ? (
        <p
          role="status"
          className="mt-2 rounded-2xl bg-brand-soft px-3 py-2 text-[13px] leading-snug text-ink"
        >
          {notice}
        </p>
      ) : null}

      <div className="mt-3 grid grid-cols-2 gap-3 pb-4">
        <Button variant="secondary" disabled={saving || resetting} onClick={props.onCancel}>
          Cancel
        </Button>
        <Button disabled={busy} onClick={props.onDone}>
          {saving ? <Spinner className="size-4" /> : null}
          Done
        </Button>
      </div>
    </section>
  );
}

function StrokeStepButton(props: { label: string; icon: LucideIcon; enabled: boolean; onClick: () => void }) {
  const { icon: Icon } = props;
  return (
    <button
      type="button"
      aria-label={props.label}
      className="grid size-11 place-items-center rounded-full text-ink transition active:scale-95 disabled:opacity-35"
      disabled={!props.enabled}
      onClick={props.onClick}
    >
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
