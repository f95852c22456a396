import type { Shade } from '@hairhue/catalogue';

/**
 * Where one try-on is (SPEC §4): `processing` from the POST until the result is ready, then `revealing`
 * while the colour transition plays from the previous image to the result. The loading curtain is up in
 * both; it lifts when the phase returns to `idle`. While processing, `reconnecting` says the server could
 * not be reached at the last attempt (issue 23 §3): the try-on is still awaited, and the curtain says so.
 */
export type TryOnPhase =
  | { name: 'idle' }
  | { name: 'processing'; shade: Shade; fromUrl: string; reconnecting: boolean }
  | { name: 'revealing'; shade: Shade; fromUrl: string; resultUrl: string };

export type TryOnPhaseAction =
  | { type: 'start'; shade: Shade; fromUrl: string }
  | { type: 'connection'; reachable: boolean }
  | { type: 'reveal'; resultUrl: string }
  | { type: 'finish' };

export const IDLE: TryOnPhase = { name: 'idle' };

export function tryOnPhaseReducer(phase: TryOnPhase, action: TryOnPhaseAction): TryOnPhase {
  switch (action.type) {
    case 'start':
      return phase.name === 'idle'
        ? { name: 'processing', shade: action.shade, fromUrl: action.fromUrl, reconnecting: false }
        : phase;
    case 'connection':
      return phase.name === 'processing' && phase.reconnecting === action.reachable
        ? { ...phase, reconnecting: !action.reachable }
        : phase;
    case 'reveal':
      return phase.name === 'processing'
        ? { name: 'revealing', shade: phase.shade, fromUrl: phase.fromUrl, resultUrl: action.resultUrl }
        : phase;
    case 'finish':
      return IDLE;
  }
}
