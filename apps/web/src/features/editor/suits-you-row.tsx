import { rankShadesFor, type Shade } from '@hairhue/catalogue';
import { Sparkles } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useMemo } from 'react';
import { usePhotoAppearance } from '@/api/photo-appearance';
import { SwatchRow } from '@/components/swatch-row';
import { useSuitsYouHidden } from './suits-you-visibility';

/** How many of the best-ranked shades the row shows. */
export const SUITS_YOU_SHADES = 10;

/** A swatch's name here: the same shade also sits in its tab's row, and the two must not share a name. */
export const suitsYouLabel = (shade: Shade) => `${shade.name}, suits you`;

interface SuitsYouProps {
  photoId: string;
  selectedId: string;
  onSelect: (shade: Shade) => void;
}

/**
 * 'Suits you' (issue 13 §2): the shades the catalogue's rule ranks first for the photo's measured skin and
 * hair, with its reason in plain words. Nothing shows while the photo is measured or when no face could
 * be measured; the row then opens in place (its height animated) rather than pushing the picker at once.
 */
export function SuitsYou({ photoId, selectedId, onSelect }: SuitsYouProps) {
  const appearance = usePhotoAppearance(photoId).data?.appearance;
  const [hidden, setHidden] = useSuitsYouHidden();
  const suits = useMemo(() => (appearance ? rankShadesFor(appearance) : undefined), [appearance]);

  return (
    <AnimatePresence initial={false}>
      {suits ? (
        <motion.div
          key="suits-you"
          initial={{ height: 0, opacity: 0 }}
          animate={{ height: 'auto', opacity: 1 }}
          exit={{ height: 0, opacity: 0 }}
          transition={{ duration: 0.25, ease: 'easeOut' }}
          className="overflow-hidden"
        >
          {hidden ? (
            <div className="px-4 pt-3">
              <button
                type="button"
                onClick={() => setHidden(false)}
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full px-2 text-xs font-semibold text-brand transition hover:bg-brand-soft"
              >
                <Sparkles className="size-3.5" aria-hidden="true" />
                Show shades that suit you
              </button>
            </div>
          ) : (
            <section aria-labelledby="suits-you-title" className="pt-3">
              <div className="flex items-center justify-between gap-2 px-4">
                <h2 id="suits-you-title" className="flex items-center gap-1.5 text-sm font-bold text-ink">
                  <Sparkles className="size-4 text-brand" aria-hidden="true" />
                  Suits you
                </h2>
                <button
                  type="button"
                  onClick={() => setHidden(true)}
                  aria-label="Hide shades that suit you"
                  className="min-h-9 rounded-full px-3 text-xs font-semibold text-ink-soft transition hover:bg-canvas"
                >
                  Hide
                </button>
              </div>
              <p className="px-4 text-[13px] leading-snug text-ink-soft">{suits.reason}</p>
              <SwatchRow
                label="Shades that suit you"
                shades={suits.ranked.slice(0, SUITS_YOU_SHADES).map(({ shade }) => shade)}
                selectedId={selectedId}
                onSelect={onSelect}
                swatchLabel={suitsYouLabel}
              />
            </section>
          )}
        </motion.div>
      ) : null}
    </AnimatePresence>
  );
}
