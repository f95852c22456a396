import type { DiceColor } from '@hairhue/contracts';
import { AlertCircle } from 'lucide-react';
import { motion } from 'motion/react';
import { Spinner } from '@/components/spinner';
import { colorPhase } from './dice-machine';

/** One square of the results grid: the image, 'Failed' or a spinner, with the colour's name and swatch. */
export function ResultTile({ color, onOpen }: { color: DiceColor; onOpen: () => void }) {
  const phase = colorPhase(color);
  const image = phase === 'completed' && color.resultUrl ? color.resultUrl : null;

  const body = (
    <>
      {image ? (
        <motion.img
          src={image}
          alt={`Your photo with ${color.name} hair`}
          className="absolute inset-0 size-full object-cover"
          initial={{ opacity: 0, scale: 1.06 }}
          animate={{ opacity: 1, scale: 1 }}
          transition={{ duration: 0.45, ease: 'easeOut' }}
        />
      ) : (
        <div
          className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 pb-8"
          style={{ background: `linear-gradient(160deg, ${color.color}33, ${color.color}14)` }}
        >
          {phase === 'failed' ? (
            <>
              <AlertCircle className="size-6 text-danger" aria-hidden="true" />
              <span className="text-[13px] font-semibold text-danger">Failed</span>
            </>
          ) : (
            <span className="text-ink-soft">
              <Spinner className="size-7" label={`${color.name} is processing`} />
            </span>
          )}
        </div>
      )}
      {/* Over a photo the caption needs a dark scrim; over the light placeholder it reads as it is. */}
      <span
        className={`absolute inset-x-0 bottom-0 flex items-center gap-2 px-2.5 pt-6 pb-2 text-left ${
          image ? 'bg-gradient-to-t from-black/70 via-black/35 to-transparent text-white' : 'text-ink'
        }`}
      >
        <span
          aria-hidden="true"
          className="size-4 shrink-0 rounded-full ring-2 ring-white/90"
          style={{ backgroundColor: color.color }}
        />
        <span className="line-clamp-2 text-[13px] leading-tight font-semibold break-words">{color.name}</span>
      </span>
    </>
  );

  const frame = 'relative block aspect-square w-full overflow-hidden rounded-2xl bg-line shadow-card';
  return image ? (
    <button
      type="button"
      onClick={onOpen}
      aria-label={`View ${color.name}`}
      className={`${frame} transition active:scale-[0.97]`}
    >
      {body}
    </button>
  ) : (
    <div className={frame}>{body}</div>
  );
}
