import type { HairColour } from '@hairhue/catalogue';
import { AnimatePresence, motion } from 'motion/react';
import { useState } from 'react';
import { API_ORIGIN } from '@/api/client';

const COLOUR_FADE = { duration: 0.6, ease: 'easeInOut' } as const;

/**
 * Our engine's render of the model in a colour (the server renders these once, at start), on the server's
 * origin: the native app's own origin (capacitor://localhost) does not have them.
 */
export const renderUrl = (modelId: string, colourId: string) =>
  `${API_ORIGIN}/onboarding/${modelId}/${colourId}.jpg`;

/**
 * A model photo in the current colour, rendered by our own engine, cross-fading as the colours cycle, with
 * the colour's name and swatch. Until a render has loaded (or if it cannot), the original photo shows.
 */
export function ModelPhoto({
  modelId,
  src,
  alt,
  colour,
}: {
  modelId: string;
  src: string;
  alt: string;
  colour: HairColour;
}) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const [loaded, setLoaded] = useState<ReadonlySet<string>>(() => new Set());
  const showRender = loaded.has(colour.id) && !failed.has(colour.id);
  return (
    <div className="relative mx-auto aspect-square w-full max-w-[min(100%,calc(100dvh-25rem))]">
      <motion.div
        className="relative size-full rounded-[2rem] p-[5px]"
        animate={{ backgroundColor: colour.color, boxShadow: `0 22px 48px -20px ${colour.color}` }}
        transition={COLOUR_FADE}
      >
        <div className="relative isolate size-full overflow-hidden rounded-[1.7rem] border-[3px] border-surface bg-line">
          <img
            src={src}
            alt={alt}
            width={1000}
            height={1000}
            draggable={false}
            className="size-full object-cover"
          />
          <AnimatePresence initial={false}>
            {showRender ? (
              <motion.img
                key={colour.id}
                src={renderUrl(modelId, colour.id)}
                alt=""
                aria-hidden="true"
                draggable={false}
                className="absolute inset-0 size-full object-cover"
                initial={{ opacity: 0 }}
                animate={{ opacity: 1 }}
                exit={{ opacity: 0 }}
                transition={COLOUR_FADE}
              />
            ) : null}
          </AnimatePresence>
          {/* Loads every colour of this model up front so each cross-fade starts at once. */}
          <div hidden>
            {[...new Set([colour.id, ...loaded])].map((id) => (
              <img
                key={id}
                src={renderUrl(modelId, id)}
                alt=""
                onLoad={() => setLoaded((previous) => new Set(previous).add(id))}
                onError={() => setFailed((previous) => new Set(previous).add(id))}
              />
            ))}
          </div>
          <ColourChip colour={colour} />
        </div>
      </motion.div>
    </div>
  );
}

function ColourChip({ colour }: { colour: HairColour }) {
  return (
    <div className="absolute inset-x-0 bottom-3 flex justify-center">
      <div className="flex min-h-10 items-center gap-2 rounded-full bg-surface/90 py-1.5 pr-4 pl-1.5 shadow-card backdrop-blur-md">
        <motion.span
          aria-hidden="true"
          className="size-7 rounded-full ring-2 ring-surface ring-offset-0"
          style={{ boxShadow: 'inset 0 -6px 10px rgb(0 0 0 / 0.18)' }}
          animate={{ backgroundColor: colour.color }}
          transition={COLOUR_FADE}
        />
        <span className="relative grid text-sm font-semibold text-ink">
          <AnimatePresence initial={false}>
            <motion.span
              key={colour.id}
              className="[grid-area:1/1] whitespace-nowrap"
              initial={{ opacity: 0, y: 8 }}
              animate={{ opacity: 1, y: 0 }}
              exit={{ opacity: 0, y: -8 }}
              transition={{ duration: 0.3 }}
            >
              {colour.name}
            </motion.span>
          </AnimatePresence>
        </span>
      </div>
    </div>
  );
}
