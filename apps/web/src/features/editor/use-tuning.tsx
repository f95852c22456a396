import {
  DEFAULT_TUNING,
  INTENSITY_PERCENT,
  isDefaultTuning,
  SHINE_PERCENT,
  type TryOnTuning,
} from '@hairhue/contracts/constants';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * The editor's intensity and shine (issue 12 §3, premium). One state per editor: the sliders set it, 'Try
 * this hair color' sends it, and the live preview paints with it, each reading it through useTuning().
 */
export interface TuningState {
  tuning: TryOnTuning;
  /** Whether both are at their defaults: today's render, and nothing for Reset to do. */
  isDefault: boolean;
  setIntensity: (intensity: number) => void;
  setShine: (shine: number) => void;
  reset: () => void;
}

function clampTo(range: { min: number; max: number }, value: number): number {
  return Math.min(range.max, Math.max(range.min, Math.round(value)));
}

/** Owns the state; TuningScope holds one for the editor. */
export function useTuningState(): TuningState {
  const [tuning, setTuning] = useState<TryOnTuning>(DEFAULT_TUNING);
  return useMemo(
    () => ({
      tuning,
      isDefault: isDefaultTuning(tuning),
      setIntensity: (intensity) =>
        setTuning((current) => ({ ...current, intensity: clampTo(INTENSITY_PERCENT, intensity) })),
      setShine: (shine) => setTuning((current) => ({ ...current, shine: clampTo(SHINE_PERCENT, shine) })),
      reset: () => setTuning(DEFAULT_TUNING),
    }),
    [tuning],
  );
}

const TuningContext = createContext<TuningState | null>(null);

/** One intensity and shine for everything inside it: the editor wraps itself in one. */
export function TuningScope({ children }: { children: ReactNode }) {
  return <TuningContext.Provider value={useTuningState()}>{children}</TuningContext.Provider>;
}

/** The editor's intensity and shine, from anywhere inside it (sliders, try-on, live preview). */
export function useTuning(): TuningState {
  const state = useContext(TuningContext);
  if (!state) throw new Error('useTuning() is for components inside the editor (TuningProvider)');
  return state;
}

/**
 * What a try-on sends of the tuning: nothing from a device without premium (the server would refuse it with
 * 402), and nothing at the defaults, which render the same as no tuning; so a default try-on is exactly the
 * request it always was, and History has nothing to show for it. Otherwise both values.
 */
export function tuningToSend(tuning: TryOnTuning, isPremium: boolean): Partial<TryOnTuning> {
  if (!isPremium || isDefaultTuning(tuning)) return {};
  return { intensity: tuning.intensity, shine: tuning.shine };
}
