import { Eye } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import type { ReactNode } from 'react';
import { ColourDot } from '@/components/colour-dot';

export interface PhotoSize {
  width: number;
  height: number;
}

interface PhotoStageProps {
  originalUrl: string;
  /** The result on screen, or null for the original photo. */
  resultUrl: string | null;
  /** Hold-to-compare: show the original over any result. */
  comparing: boolean;
  /**
   * The before/after divider's position (percent from the left; the original shows left of it), or null
   * when the divider is off and the result fills the photo.
   */
  split: number | null;
  /** The live preview, laid over the photo and any result (it hides itself when off). */
  preview: ReactNode;
  /** The divider itself, laid over the photo under the caption and controls. */
  divider: ReactNode;
  /** The touch-up brush's painting surface, laid over everything else on the photo while it is open. */
  brush?: ReactNode;
  /** A control in the photo's top right corner (the brush's entry). */
  corner?: ReactNode;
  /** The photo's natural size, once known. */
  size: PhotoSize | null;
  onSize: (size: PhotoSize) => void;
  onResultError: (url: string) => void;
  /** A chip naming what is on screen; omitted before the first result. */
  caption: ReactNode;
  /** Controls laid over the bottom of the photo. */
  children: ReactNode;
}

/**
 * The photo, as large as the space allows. Its frame takes the photo's own aspect ratio, read once from
 * the original, and results of the same photo fill that frame: the image never changes size.
 */
export function PhotoStage({
  originalUrl,
  resultUrl,
  comparing,
  split,
  preview,
  divider,
  brush,
  corner,
  size,
  onSize,
  onResultError,
  caption,
  children,
}: PhotoStageProps) {
  const showResult = resultUrl !== null && !comparing;
  return (
    <div className="relative min-h-0 flex-1">
      {/* A size container, so the frame can fit both the width and the height (cqw / cqh). */}
      {/* Above the picker sheet's rounded top, which overlaps the stage by 1.25rem on a phone. */}
      <div className="absolute inset-x-3 bottom-6 top-1 grid place-items-center [container-type:size] tablet:inset-x-4 tablet:top-2">
        {size === null ? (
          <div className="size-full animate-pulse rounded-[28px] bg-white/10">
            <img
              src={originalUrl}
              alt=""
              className="invisible absolute size-px"
              onLoad={(event) => {
                const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
                // An image with no size yet (an SVG without one, a decode that failed) would give the
                // frame a NaN aspect ratio; the frame waits for a real one.
                if (width > 0 && height > 0) onSize({ width, height });
              }}
            />
          </div>
        ) : (
          <motion.div
            initial={{ opacity: 0, scale: 0.98 }}
            animate={{ opacity: 1, scale: 1 }}
            transition={{ duration: 0.35, ease: 'easeOut' }}
            className="@container relative overflow-hidden rounded-[28px] bg-ink shadow-[0_20px_50px_-20px_rgb(0_0_0/0.6)] ring-1 ring-white/15"
            style={{
              aspectRatio: `${size.width} / ${size.height}`,
              width: `min(100cqw, 100cqh * ${size.width / size.height})`,
            }}
          >
            <img
              src={originalUrl}
              alt="Your original photo"
              className="absolute inset-0 size-full object-cover"
              draggable={false}
            />
            <AnimatePresence initial={false}>
              {showResult ? (
                <motion.img
                  key={resultUrl}
                  src={resultUrl}
                  alt="Your photo with the new hair color"
                  className="absolute inset-0 size-full object-cover"
                  style={split === null ? undefined : { clipPath: `inset(0 0 0 ${split}%)` }}
                  draggable={false}
                  initial={{ opacity: 0 }}
                  animate={{ opacity: 1 }}
                  exit={{ opacity: 0 }}
                  transition={{ duration: comparing ? 0.12 : 0.3 }}
                  onError={() => onResultError(resultUrl)}
                />
              ) : null}
            </AnimatePresence>
            {preview}
            {/* One row, so the caption ends where the corner's control begins instead of running under it. */}
            <div className="pointer-events-none absolute inset-x-0 top-0 z-10 flex items-start justify-between gap-2 p-2 @min-[15rem]:p-3">
              <div className="min-w-0">{caption && (split === null || !showResult) ? caption : null}</div>
              {corner ? <div className="pointer-events-auto shrink-0">{corner}</div> : null}
            </div>
            {/* On a narrow frame (a tall portrait above premium's sliders) the controls shrink (stage-controls),
                and on a narrower one still they wrap rather than clip. Between them the divider takes drags. */}
            <div className="pointer-events-none absolute inset-x-0 bottom-0 z-10 flex flex-wrap items-end justify-between gap-1.5 p-2 *:pointer-events-auto @min-[15rem]:gap-2 @min-[15rem]:p-3">
              {children}
            </div>
            {/* After the controls, so its toggle comes before its handle in Tab order; painted under them. */}
            {showResult ? divider : null}
            {brush}
          </motion.div>
        )}
      </div>
    </div>
  );
}

/**
 * The image on screen, blurred to fill the whole top of the screen: whatever the photo's shape, the space
 * around it carries its colours instead of empty bands.
 */
export function StageBackdrop({ url }: { url: string }) {
  return (
    <div aria-hidden="true" className="absolute inset-0 overflow-hidden">
      <AnimatePresence initial={false}>
        <motion.img
          key={url}
          src={url}
          alt=""
          className="absolute inset-0 size-full scale-125 object-cover blur-2xl"
          initial={{ opacity: 0 }}
          animate={{ opacity: 0.75 }}
          exit={{ opacity: 0 }}
          transition={{ duration: 0.5 }}
        />
      </AnimatePresence>
      <div className="absolute inset-0 bg-gradient-to-b from-ink/45 via-ink/20 to-ink/50" />
    </div>
  );
}

/**
 * The glass chip over the photo: the colour on screen, or 'Original'. A live preview's chip says so with an
 * eye, and in words where the frame has room ('Preview · Copper'); a name longer than the room left of the
 * corner's control wraps rather than being clipped.
 */
export function StageCaption({
  name,
  color,
  preview = false,
}: {
  name: string;
  color: string | null;
  preview?: boolean;
}) {
  return (
    <motion.span
      key={`${preview ? 'preview:' : ''}${name}`}
      data-testid="stage-caption"
      initial={{ opacity: 0, y: -4 }}
      animate={{ opacity: 1, y: 0 }}
      className="inline-flex max-w-full items-center gap-1.5 rounded-[14px] bg-black/40 px-3 py-1.5 text-xs font-semibold text-white backdrop-blur-md"
    >
      {preview ? <Eye className="size-3.5 shrink-0" aria-hidden="true" /> : null}
      {color ? <ColourDot color={color} className="size-2.5 shrink-0" /> : null}
      {preview ? (
        <span className="min-w-0">
          <span className="sr-only @min-[17rem]:not-sr-only">Preview · </span>
          {name}
        </span>
      ) : (
        name
      )}
    </motion.span>
  );
}
