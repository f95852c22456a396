import { INTENSITY_PERCENT, SHINE_PERCENT } from '@hairhue/contracts/constants';
import * as Slider from '@radix-ui/react-slider';
import { RotateCcw } from 'lucide-react';
import { useRef, type MouseEvent, type Ref } from 'react';
import { intensityText, shineText } from '@/lib/tuning-label';
import { useTuning } from './use-tuning';

interface TuningSliderProps {
  label: string;
  value: number;
  range: { min: number; max: number };
  /** The value as shown beside the label and read out by screen readers. */
  text: (value: number) => string;
  onChange: (value: number) => void;
  /** The thumb, which takes the keyboard focus. */
  ref?: Ref<HTMLSpanElement>;
}

/** One labelled slider: arrow keys, Page Up/Down, Home/End, drag and tap all move it by whole steps. */
function TuningSlider({ label, value, range, text, onChange, ref }: TuningSliderProps) {
  return (
    <div className="min-w-0 flex-1">
      <div className="flex items-baseline justify-between text-xs">
        <span className="font-semibold text-ink">{label}</span>
        <span className="text-ink-soft tabular-nums" aria-hidden="true">
          {text(value)}
        </span>
      </div>
      <Slider.Root
        value={[value]}
        min={range.min}
        max={range.max}
        step={1}
        onValueChange={([next]) => onChange(next ?? value)}
        className="relative flex h-7 w-full touch-none items-center select-none"
      >
        <Slider.Track className="relative h-1.5 grow overflow-hidden rounded-full bg-line">
          <Slider.Range className="absolute h-full bg-brand" />
        </Slider.Track>
        <Slider.Thumb
          ref={ref}
          aria-label={label}
          aria-valuetext={text(value)}
          className="block size-5 rounded-full border-2 border-brand bg-surface shadow-card transition-transform active:scale-110"
        />
      </Slider.Root>
    </div>
  );
}

/**
 * Premium's intensity and shine, under the swatch row, with a reset to the defaults. The editor shows them
 * only to premium and trial devices; `onAdjust` hears every change.
 */
export function TuningSliders({ onAdjust }: { onAdjust?: () => void }) {
  const { tuning, isDefault, setIntensity, setShine, reset } = useTuning();
  const intensityThumb = useRef<HTMLSpanElement>(null);
  // Each move also tells the editor, which shows the shade with it in the live preview.
  const andAdjust =
    <Args extends unknown[]>(change: (...args: Args) => void) =>
    (...args: Args) => {
      change(...args);
      onAdjust?.();
    };
  const resetAll = (event: MouseEvent<HTMLButtonElement>) => {
    // Reset disables its own button, which would drop the focus to the page: it goes to the first slider.
    if (document.activeElement === event.currentTarget) intensityThumb.current?.focus();
    andAdjust(reset)();
  };
  return (
    <div role="group" aria-label="Intensity and shine" className="flex items-end gap-3 px-4">
      <TuningSlider
        ref={intensityThumb}
        label="Intensity"
        value={tuning.intensity}
        range={INTENSITY_PERCENT}
        text={intensityText}
        onChange={andAdjust(setIntensity)}
      />
      <TuningSlider
        label="Shine"
        value={tuning.shine}
        range={SHINE_PERCENT}
        text={shineText}
        onChange={andAdjust(setShine)}
      />
      <button
        type="button"
        aria-label="Reset intensity and shine"
        disabled={isDefault}
        onClick={resetAll}
        className="grid size-11 shrink-0 place-items-center rounded-full bg-canvas text-ink-soft transition active:scale-95 disabled:opacity-40 disabled:active:scale-100"
      >
        <RotateCcw className="size-4.5" aria-hidden="true" />
      </button>
    </div>
  );
}
