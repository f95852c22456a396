import type { HairColorTryOn } from '@hairhue/contracts';
import { Check } from 'lucide-react';
import { motion } from 'motion/react';
import { tuningLabel } from '@/lib/tuning-label';
import { timeLabel } from './history-days';
import { TileThumbnail } from './tile-thumbnail';
import { useLongPress } from './use-long-press';

interface HistoryTileProps {
  tryOn: HairColorTryOn;
  selecting: boolean;
  selected: boolean;
  onTap: (tryOn: HairColorTryOn) => void;
  onLongPress: (tryOn: HairColorTryOn) => void;
}

/**
 * One entry: a square thumbnail with its colour, its intensity and shine when they were tuned, and its time;
 * a check mark in selection mode.
 */
export function HistoryTile({ tryOn, selecting, selected, onTap, onLongPress }: HistoryTileProps) {
  const press = useLongPress(
    () => onLongPress(tryOn),
    () => onTap(tryOn),
  );
  const time = timeLabel(new Date(tryOn.createdAt));
  const tuning = tuningLabel(tryOn);
  const opensPreview = !selecting && Boolean(tryOn.resultUrl);

  return (
    <motion.li
      layout
      initial={{ opacity: 0, scale: 0.96 }}
      animate={{ opacity: 1, scale: 1 }}
      exit={{ opacity: 0, scale: 0.9 }}
      transition={{ duration: 0.2 }}
      className="min-w-0"
    >
      <button
        type="button"
        {...press}
        aria-pressed={selecting ? selected : undefined}
        aria-haspopup={opensPreview ? 'dialog' : undefined}
        aria-label={[tryOn.colorName, tuning, time].filter(Boolean).join(', ')}
        className="group block w-full touch-manipulation text-left select-none [-webkit-touch-callout:none]"
      >
        <span
          className={`relative block aspect-square overflow-hidden rounded-2xl bg-surface shadow-card ring-brand transition duration-200 ${
            selected ? 'scale-[0.93] ring-3' : 'ring-0 group-active:scale-[0.97]'
          }`}
        >
          <TileThumbnail tryOn={tryOn} />
          {selecting ? <SelectMark selected={selected} /> : null}
        </span>
        {/* The whole name, wrapping under its dot: a third of a 320 px screen is too narrow for one line. */}
        <span className="mt-1.5 block px-0.5 text-xs leading-tight font-semibold text-ink [overflow-wrap:anywhere]">
          <span
            className="mr-1 inline-block size-2 rounded-full align-[-0.5px] ring-1 ring-black/10"
            style={{ backgroundColor: tryOn.colorValue }}
            aria-hidden="true"
          />
          {tryOn.colorName}
        </span>
        {tuning ? (
          <span className="block px-0.5 text-[11px] leading-tight text-ink-soft">{tuning}</span>
        ) : null}
        <span className="block px-0.5 text-[11px] text-ink-faint">{time}</span>
      </button>
    </motion.li>
  );
}

function SelectMark({ selected }: { selected: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={`absolute top-1.5 right-1.5 grid size-6 place-items-center rounded-full border-2 transition-colors ${
        selected ? 'border-white bg-brand text-white' : 'border-white/90 bg-black/20'
      }`}
    >
      {selected ? <Check className="size-3.5" strokeWidth={3} /> : null}
    </span>
  );
}
