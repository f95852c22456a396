import * as Dialog from '@radix-ui/react-dialog';
import { motion } from 'motion/react';
import { AnimatedDialog } from '@/components/animated-dialog';
import type { PhotoSize } from './photo-stage';
import { COLOUR_TRANSITION_MS } from './reveal';
import type { TryOnPhase } from './try-on-phase';

type ActivePhase = Exclude<TryOnPhase, { name: 'idle' }>;

/** How long the curtain takes to lift once the colour transition has played. */
const CURTAIN_EXIT_S = 0.26;

/**
 * The full-screen curtain while a try-on runs (SPEC §2/§4). It is a modal dialog, so focus and screen
 * readers stay on it; it cannot be dismissed, and it lifts by itself when the phase returns to idle.
 */
export function LoadingCurtain({ phase, size }: { phase: TryOnPhase; size: PhotoSize | null }) {
  return (
    <AnimatedDialog open={phase.name !== 'idle'}>
      {phase.name !== 'idle' ? (
        <Dialog.Content
          forceMount
          asChild
          onEscapeKeyDown={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <motion.div
            className="fixed inset-0 z-50 overflow-hidden bg-ink text-white outline-none"
            initial={{ opacity: 0 }}
            animate={{ opacity: 1, scale: 1 }}
            // The lift counts in the time to a result, so it is quick: the curtain's scene is over by now.
            exit={{
              opacity: 0,
              scale: 1.03,
              transition: { duration: CURTAIN_EXIT_S, ease: [0.4, 0, 1, 1] },
            }}
            transition={{ duration: 0.45, ease: 'easeOut' }}
          >
            <CurtainBackdrop phase={phase} />
            <div className="pt-safe pb-safe relative flex h-full flex-col items-center justify-center gap-9 px-6">
              <PreviewCard phase={phase} size={size} />
              <CurtainText phase={phase} />
            </div>
          </motion.div>
        </Dialog.Content>
      ) : null}
    </AnimatedDialog>
  );
}

/** The photo, blurred, under two slowly drifting glows in the target colour. */
function CurtainBackdrop({ phase }: { phase: ActivePhase }) {
  // Lifted toward white so that dark shades (Jet Black) still glow against the dark curtain.
  const color = glowColour(phase.shade.color);
  return (
    <div aria-hidden="true" className="absolute inset-0">
      <img
        src={phase.fromUrl}
        alt=""
        className="absolute inset-0 size-full scale-125 object-cover opacity-45 blur-2xl"
      />
      <div className="absolute inset-0 bg-gradient-to-b from-ink/55 via-ink/35 to-ink/80" />
      <motion.div
        className="absolute -left-1/3 top-[8%] size-[120vmin] rounded-full opacity-70"
        style={{ background: `radial-gradient(circle, ${color} 0%, transparent 65%)` }}
        animate={{ x: ['0%', '18%', '0%'], y: ['0%', '10%', '0%'], scale: [1, 1.15, 1] }}
        transition={{ duration: 7, repeat: Infinity, ease: 'easeInOut' }}
      />
      <motion.div
        className="absolute -right-1/3 bottom-[4%] size-[100vmin] rounded-full opacity-60"
        style={{ background: `radial-gradient(circle, ${color} 0%, transparent 65%)` }}
        animate={{ x: ['0%', '-16%', '0%'], y: ['0%', '-12%', '0%'], scale: [1.1, 0.95, 1.1] }}
        transition={{ duration: 9, repeat: Infinity, ease: 'easeInOut' }}
      />
    </div>
  );
}

function glowColour(color: string): string {
  return `color-mix(in oklab, ${color} 78%, white)`;
}

/**
 * The photo in a card: a band of the target colour sweeps over it while the server works; once the
 * result is ready it wipes from the previous image to the result in the colour transition's 1200 ms.
 */
function PreviewCard({ phase, size }: { phase: ActivePhase; size: PhotoSize | null }) {
  const ratio = size ? size.width / size.height : 3 / 4;
  const color = phase.shade.color;
  const glow = glowColour(color);
  const seconds = COLOUR_TRANSITION_MS / 1000;
  return (
    <div
      aria-hidden="true"
      className="relative overflow-hidden rounded-[26px] ring-1 ring-white/25"
      style={{
        aspectRatio: ratio,
        width: `min(100%, 300px, 42dvh * ${ratio})`,
        boxShadow: `0 24px 80px -18px ${glow}, 0 10px 30px -10px rgb(0 0 0 / 0.6)`,
      }}
    >
      <img src={phase.fromUrl} alt="" className="absolute inset-0 size-full object-cover" />
      {phase.name === 'processing' ? (
        // Moved by transform, not `top`: a layout property lays out and repaints the card, blend included,
        // on every frame while the server works (headless Chromium: 0.62 of a core for the curtain, 0.28 so).
        <motion.div
          className="absolute inset-x-0 top-0 h-2/5"
          initial={{ y: '-100%' }}
          animate={{ y: ['-100%', '250%'] }}
          transition={{ duration: 2.4, repeat: Infinity, ease: 'easeInOut' }}
        >
          <div
            className="absolute inset-0 opacity-80"
            style={{
              background: `linear-gradient(to bottom, transparent, ${color} 60%, transparent)`,
              mixBlendMode: 'color',
            }}
          />
          <div
            className="absolute inset-x-0 top-[60%] h-0.5 bg-white/90"
            style={{ boxShadow: `0 0 16px 4px ${glow}` }}
          />
        </motion.div>
      ) : (
        <>
          <motion.img
            src={phase.resultUrl}
            alt=""
            className="absolute inset-0 size-full object-cover"
            initial={{ clipPath: 'inset(0% 0% 100% 0%)' }}
            animate={{ clipPath: 'inset(0% 0% 0% 0%)' }}
            transition={{ duration: seconds, ease: [0.65, 0, 0.35, 1] }}
          />
          {/* The line rides a card-sized layer, so it moves by transform as the band does. */}
          <motion.div
            className="absolute inset-0"
            initial={{ y: '0%', opacity: 1 }}
            animate={{ y: '100%', opacity: [1, 1, 0] }}
            transition={{ duration: seconds, ease: [0.65, 0, 0.35, 1] }}
          >
            <div
              className="absolute inset-x-0 top-0 h-1 -translate-y-1/2"
              style={{ background: 'white', boxShadow: `0 0 18px 6px ${glow}, 0 0 4px 1px white` }}
            />
          </motion.div>
        </>
      )}
    </div>
  );
}

/** While the server cannot be reached (a restart): the try-on is still awaited, and nothing was lost. */
export const RECONNECTING_DESCRIPTION = 'Your new color is still on its way. Please keep this screen open.';

function CurtainText({ phase }: { phase: ActivePhase }) {
  const reconnecting = phase.name === 'processing' && phase.reconnecting;
  return (
    <div className="flex flex-col items-center text-center [text-shadow:0_1px_12px_rgb(0_0_0/0.35)]">
      <Dialog.Title className="text-2xl font-bold tracking-tight text-balance">
        Transforming Your Look
      </Dialog.Title>
      <p className="mt-2 inline-flex items-center gap-2 text-base font-semibold">
        <span
          className="size-3 rounded-full ring-2 ring-white/80"
          style={{ background: phase.shade.color }}
          aria-hidden="true"
        />
        Applying {phase.shade.name}
      </p>
      <Dialog.Description className="mt-1.5 text-sm text-balance text-white/75">
        {reconnecting ? RECONNECTING_DESCRIPTION : 'Please wait while we process your image...'}
      </Dialog.Description>
      {/* Announced when it appears: the curtain holds focus, so this is where a screen reader listens. */}
      <p role="status" className="mt-3 min-h-5 text-sm font-semibold">
        {reconnecting ? 'Reconnecting...' : null}
      </p>
      <div className="mt-6 h-1 w-40 overflow-hidden rounded-full bg-white/15" aria-hidden="true">
        <motion.div
          className="h-full w-1/3 rounded-full"
          style={{ background: `linear-gradient(90deg, transparent, ${phase.shade.color}, white)` }}
          animate={{ x: ['-100%', '300%'] }}
          transition={{ duration: 1.4, repeat: Infinity, ease: 'easeInOut' }}
        />
      </div>
    </div>
  );
}
