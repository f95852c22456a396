import { useEffect, useReducer } from 'react';
import { SLIDES, slideAt } from './slides';

/** SPEC §9: a slide transition takes 400 ms; each photo switches colour every 2 s. */
export const SLIDE_TRANSITION_MS = 400;
export const COLOUR_INTERVAL_MS = 2000;

/**
 * The onboarding flow (SPEC §4): the slides, then the premium offer (the paywall), then — if it was
 * declined — the 'You're All Set!' popup, then done. `slide` stays set after the slides so the last one
 * remains visible behind the offer and the popup.
 */
export type OnboardingPhase = 'slides' | 'offer' | 'all-set' | 'done';

export interface OnboardingState {
  phase: OnboardingPhase;
  slide: number;
  /** +1 when moving forward, -1 backward: which way the slide animation goes. */
  direction: 1 | -1;
  /** Index into the current slide's colours. */
  colourIndex: number;
  /** True for the 400 ms a slide animates in; Next and Back wait for it so a double tap cannot skip a slide. */
  transitioning: boolean;
}

export type OnboardingAction =
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'transition-end' }
  | { type: 'colour-tick' }
  | { type: 'offer-declined' }
  | { type: 'offer-accepted' }
  | { type: 'all-set-closed' };

export const initialOnboardingState: OnboardingState = {
  phase: 'slides',
  slide: 0,
  direction: 1,
  colourIndex: 0,
  transitioning: false,
};

export function isLastSlide(state: OnboardingState): boolean {
  return state.slide === SLIDES.length - 1;
}

export function onboardingReducer(state: OnboardingState, action: OnboardingAction): OnboardingState {
  switch (action.type) {
    case 'next':
      if (state.phase !== 'slides' || state.transitioning) return state;
      if (isLastSlide(state)) return { ...state, phase: 'offer' };
      return { ...state, slide: state.slide + 1, direction: 1, colourIndex: 0, transitioning: true };
    case 'back':
      if (state.phase !== 'slides' || state.transitioning || state.slide === 0) return state;
      return { ...state, slide: state.slide - 1, direction: -1, colourIndex: 0, transitioning: true };
    case 'transition-end':
      return state.transitioning ? { ...state, transitioning: false } : state;
    case 'colour-tick': {
      if (state.phase !== 'slides') return state;
      const count = slideAt(state.slide).colours.length;
      return { ...state, colourIndex: (state.colourIndex + 1) % count };
    }
    case 'offer-declined':
      return state.phase === 'offer' ? { ...state, phase: 'all-set' } : state;
    case 'offer-accepted':
      return state.phase === 'offer' ? { ...state, phase: 'done' } : state;
    case 'all-set-closed':
      return state.phase === 'all-set' ? { ...state, phase: 'done' } : state;
  }
}

/** The reducer plus its clocks: the colour switch every 2 s and the end of each 400 ms slide transition. */
export function useOnboardingMachine() {
  const [state, dispatch] = useReducer(onboardingReducer, initialOnboardingState);
  const cycling = state.phase === 'slides';

  useEffect(() => {
    if (!cycling) return;
    const id = setInterval(() => dispatch({ type: 'colour-tick' }), COLOUR_INTERVAL_MS);
    return () => clearInterval(id);
    // A new slide starts its colour cycle afresh from a full 2 s.
  }, [cycling, state.slide]);

  useEffect(() => {
    if (!state.transitioning) return;
    const id = setTimeout(() => dispatch({ type: 'transition-end' }), SLIDE_TRANSITION_MS);
    return () => clearTimeout(id);
  }, [state.transitioning, state.slide]);

  return [state, dispatch] as const;
}
