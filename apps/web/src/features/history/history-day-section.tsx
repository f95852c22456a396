import type { HairColorTryOn } from '@hairhue/contracts';
import { AnimatePresence } from 'motion/react';
import type { HistoryDay } from './history-days';
import { HistoryTile } from './history-tile';

interface HistoryDaySectionProps {
  day: HistoryDay;
  selecting: boolean;
  isSelected: (id: string) => boolean;
  onTap: (tryOn: HairColorTryOn) => void;
  onLongPress: (tryOn: HairColorTryOn) => void;
}

/** One day's heading and its 3-column grid (SPEC §9). */
export function HistoryDaySection({
  day,
  selecting,
  isSelected,
  onTap,
  onLongPress,
}: HistoryDaySectionProps) {
  const headingId = `history-day-${day.key}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-2.5 text-sm font-bold tracking-wide text-ink-soft">
        {day.label}
      </h2>
      <ul className="grid grid-cols-3 gap-x-2.5 gap-y-3.5">
        <AnimatePresence initial={false} mode="popLayout">
          {day.tryOns.map((tryOn) => (
            <HistoryTile
              key={tryOn.id}
              tryOn={tryOn}
              selecting={selecting}
              selected={isSelected(tryOn.id)}
              onTap={onTap}
              onLongPress={onLongPress}
            />
          ))}
        </AnimatePresence>
      </ul>
    </section>
  );
}
