import {
  onboardingColours,
  onboardingModels,
  type HairColour,
  type OnboardingModel,
} from '@hairhue/catalogue';
import { API_ORIGIN } from '@/api/client';

export interface OnboardingSlide {
  title: string;
  subtitle: string;
  model: OnboardingModel;
  photoUrl: string;
  /** The colour names cycled on this slide's photo, in catalogue order. */
  colours: HairColour[];
}

const TEXTS = [
  {
    title: 'Transform Your Look',
    subtitle: 'Upload a selfie or take a photo, and see yourself with a new hair color in seconds.',
  },
  {
    title: 'Endless Possibilities',
    subtitle: 'Natural browns and blondes, fashion shades and bold fantasy colors, plus special effects.',
  },
  {
    title: 'Find Your Style',
    subtitle: 'Compare each result with your original and keep trying until one feels like you.',
  },
] as const;

/** One slide per onboarding model (SPEC §2: three slides). */
export const SLIDES: readonly OnboardingSlide[] = TEXTS.map((text, index) => {
  const model = onboardingModels[index];
  if (!model) throw new Error(`No onboarding model for slide ${index + 1}`);
  // On the server's origin: the native app's own origin (capacitor://localhost) does not have them.
  const photoUrl = `${API_ORIGIN}/demo-photos/${model.photoFile}`;
  return { ...text, model, photoUrl, colours: onboardingColours(model) };
});

export function slideAt(index: number): OnboardingSlide {
  const slide = SLIDES[index];
  if (!slide) throw new Error(`No onboarding slide ${index}`);
  return slide;
}
