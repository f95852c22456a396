import confetti from 'canvas-confetti';
import { CONFETTI_PARTICLES, PAYWALL_TIMINGS } from './paywall-machine';

const COLOURS = ['#c42a63', '#7b3fe4', '#f7b267', '#fde8f0', '#6ee7b7'];

/** SPEC §9: a burst of 10 particles that lasts 2 s; nothing for people who ask for less motion. */
export function fireConfetti(): void {
  if (typeof window === 'undefined' || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches)
    return;
  const ticks = Math.round((PAYWALL_TIMINGS.confetti / 1000) * 60);
  void confetti({
    particleCount: CONFETTI_PARTICLES,
    spread: 80,
    startVelocity: 38,
    scalar: 1.4,
    ticks,
    origin: { y: 0.55 },
    colors: COLOURS,
    zIndex: 60,
    disableForReducedMotion: true,
  })?.catch(() => undefined);
}

/** Clears a burst still in the air, so that it does not fall over the screen that follows. */
export function stopConfetti(): void {
  confetti.reset();
}
