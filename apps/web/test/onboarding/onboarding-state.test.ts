import { describe, expect, it } from 'vitest';
import {
  initialOnboardingState,
  onboardingReducer,
  type OnboardingAction,
  type OnboardingState,
} from '@/features/onboarding/onboarding-state';
import { SLIDES } from '@/features/onboarding/slides';

function run(...actions: OnboardingAction[]): OnboardingState {
  return actions.reduce(onboardingReducer, initialOnboardingState);
}
const settle: OnboardingAction = { type: 'transition-end' };

describe('onboarding reducer', () => {
  it('has the three spec slides, each on a model photo with its colours', () => {
    expect(SLIDES.map((slide) => slide.title)).toEqual([
      'Transform Your Look',
      'Endless Possibilities',
      'Find Your Style',
    ]);
    expect(SLIDES.map((slide) => slide.photoUrl)).toEqual([
      '/demo-photos/model-1.jpg',
      '/demo-photos/model-2.jpg',
      '/demo-photos/model-3.jpg',
    ]);
    expect(SLIDES[0]?.colours.map((colour) => colour.name)).toContain('Golden Blonde');
  });

  it('moves forward with Next and back with Back, starting each slide on its first colour', () => {
    const second = run({ type: 'colour-tick' }, { type: 'next' });
    expect(second).toMatchObject({
      phase: 'slides',
      slide: 1,
      direction: 1,
      colourIndex: 0,
      transitioning: true,
    });
    const back = run({ type: 'next' }, settle, { type: 'colour-tick' }, { type: 'back' });
    expect(back).toMatchObject({ slide: 0, direction: -1, colourIndex: 0 });
  });

  it('ignores Back on the first slide', () => {
    expect(run({ type: 'back' })).toBe(initialOnboardingState);
  });

  it('ignores Next and Back while a slide is still animating in', () => {
    expect(run({ type: 'next' }, { type: 'next' }).slide).toBe(1);
    expect(run({ type: 'next' }, settle, { type: 'next' }, { type: 'back' }).slide).toBe(2);
  });

  it('goes from the last slide to the premium offer', () => {
    const offer = run({ type: 'next' }, settle, { type: 'next' }, settle, { type: 'next' });
    expect(offer.phase).toBe('offer');
    expect(offer.slide).toBe(2);
  });

  it("shows 'You're All Set!' after Maybe Later, and is done once that popup closes", () => {
    const toOffer = [
      { type: 'next' },
      settle,
      { type: 'next' },
      settle,
      { type: 'next' },
    ] as OnboardingAction[];
    const allSet = run(...toOffer, { type: 'offer-declined' });
    expect(allSet.phase).toBe('all-set');
    expect(onboardingReducer(allSet, { type: 'all-set-closed' }).phase).toBe('done');
  });

  it('is done straight away when the offer is bought', () => {
    const toOffer = [
      { type: 'next' },
      settle,
      { type: 'next' },
      settle,
      { type: 'next' },
    ] as OnboardingAction[];
    expect(run(...toOffer, { type: 'offer-accepted' }).phase).toBe('done');
  });

  it('ignores offer results outside the offer', () => {
    expect(run({ type: 'offer-declined' }).phase).toBe('slides');
    expect(run({ type: 'offer-accepted' }).phase).toBe('slides');
    expect(run({ type: 'all-set-closed' }).phase).toBe('slides');
  });

  it("wraps the colour cycle after the slide's last colour", () => {
    const count = SLIDES[0]?.colours.length ?? 0;
    const ticks = Array.from({ length: count }, () => ({ type: 'colour-tick' }) as const);
    expect(run(...ticks.slice(1)).colourIndex).toBe(count - 1);
    expect(run(...ticks).colourIndex).toBe(0);
  });
});
