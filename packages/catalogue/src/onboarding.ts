import { standardColours } from './colours';
import type { HairColour, OnboardingModel } from './types';

/** The onboarding carousel's model photos and the colours it cycles through on each. */
export const onboardingModels: readonly OnboardingModel[] = [
  {
    id: 'model2',
    photoFile: 'model-1.jpg',
    alt: 'Woman with long, wavy golden blonde hair',
    colorIds: ['golden-blonde', 'copper-red', 'pastel-pink', 'teal-blue', 'hot-pink'],
  },
  {
    id: 'model5',
    photoFile: 'model-2.jpg',
    alt: 'Woman with long, loosely curled light brown hair',
    colorIds: ['hot-pink', 'burgundy', 'golden-blonde', 'electric-blue', 'jet-black'],
  },
  {
    id: 'model8',
    photoFile: 'model-3.jpg',
    alt: 'Man with short, straight black hair',
    colorIds: ['mint-green', 'deep-purple', 'teal-blue'],
  },
];

/** The catalogue colours of one onboarding model, in carousel order. */
export function onboardingColours(model: OnboardingModel): HairColour[] {
  return model.colorIds.map((id) => {
    const colour = standardColours.find((entry) => entry.id === id);
    if (!colour) throw new Error(`Onboarding model ${model.id} names unknown colour '${id}'`);
    return colour;
  });
}
