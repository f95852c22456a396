import { rankShadesFor, withSkinToneChoice, type Shade } from '@hairhue/catalogue';
import { Sparkles } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useMemo, useState } from 'react';
import { usePhotoAppearance } from '@/api/photo-appearance';
import { useSkinTone } from '@/api/skin-tone';
import { SwatchRow } from '@/components/swatch-row';
import { SkinTonePicker } from './skin-tone-picker';
import { useSuitsYouHidden } from './suits-you-visibility';

/** What the row says, instead of ranking, when the photo's skin could not be read surely (issue 23 §1). */
export const UNSURE_SKIN_TEXT = "We couldn't read your skin tone well in this photo";

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
 * The device's own skin tone ('Not right?', issue 23 §1) takes the measured skin's place; without one, a
 * measurement of low confidence is not ranked: the row says so and offers the picker.
 */
export function SuitsYou({ photoId, selectedId, onSelect }: SuitsYouProps) {
  const appearance = usePhotoAppearance(photoId).data?.appearance;
  const skinTone = useSkinTone(Boolean(appearance));
  const choice = skinTone.data?.choice ?? null;
  const [hidden, setHidden] = useSuitsYouHidden();
  const [picking, setPicking] = useState(false);
  const suits = useMemo(() => {
    if (!appearance || skinTone.isPending) return undefined;
    if (!choice && appearance.confidence === 'low') return 'unsure' as const;
    return rankShadesFor(withSkinToneChoice(appearance, choice));
  }, [appearance, choice, skinTone.isPending]);

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
              <p className="px-4 text-[13px] leading-snug text-ink-soft">
                <span>{suits === 'unsure' ? UNSURE_SKIN_TEXT : suits.reason}</span>{' '}
                <button
                  type="button"
                  onClick={() => setPicking(true)}
                  className="font-semibold text-brand underline-offset-2 hover:underline"
                >
                  {suits === 'unsure' ? 'Pick your skin tone' : 'Not right?'}
                </button>
              </p>
              {suits === 'unsure' ? null : (
                <SwatchRow
                  label="Shades that suit you"
                  shades={suits.ranked.slice(0, SUITS_YOU_SHADES).map(({ shade }) => shade)}
                  selectedId={selectedId}
                  onSelect={onSelect}
                  swatchLabel={suitsYouLabel}
                />
              )}
              <SkinTonePicker open={picking} onOpenChange={setPicking} current={choice} />
            </section>
          )}
        </motion.div>
      ) : null}
    </AnimatePresence>
  );
}
