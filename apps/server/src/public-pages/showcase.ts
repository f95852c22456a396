import {
  onboardingColours,
  onboardingModels,
  type HairColour,
  type OnboardingModel,
} from '@hairhue/catalogue';
import { onboardingPreviewKey } from '../jobs/onboarding-previews';
import type { ObjectStorage } from '../storage';

export interface ShowcaseShot {
  model: OnboardingModel;
  colour: HairColour;
  /** The engine's render of this model in this colour, served by the onboarding file route. */
  src: string;
}

/** The colour each landing-page phone shows first; any other rendered colour of the model stands in. */
const PREFERRED: Record<string, string> = { model5: 'burgundy', model2: 'copper-red', model8: 'deep-purple' };
/** Left, centre, right. */
const ORDER = ['model5', 'model2', 'model8'];
const RECHECK_MS = 30_000;

/**
 * The landing page's "screenshots": the onboarding renders our engine made of the model photos. They are
 * rendered once after a deployment (jobs/onboarding-previews.ts) and may not exist yet — or ever, without
 * the demo photos — so the page shows whichever exist and looks again now and then until all do.
 */
export function createShowcase(storage: ObjectStorage, now: () => number = Date.now) {
  let known: ShowcaseShot[] | undefined;
  let checkedAt = -Infinity;

  async function firstRendered(model: OnboardingModel): Promise<ShowcaseShot | undefined> {
    const colours = onboardingColours(model);
    const preferred = colours.filter((colour) => colour.id === PREFERRED[model.id]);
    for (const colour of [...preferred, ...colours.filter((colour) => !preferred.includes(colour))]) {
      if (await storage.exists(onboardingPreviewKey(model.id, colour.id))) {
        return { model, colour, src: `/onboarding/${model.id}/${colour.id}.jpg` };
      }
    }
    return undefined;
  }

  async function look(): Promise<ShowcaseShot[]> {
    const models = ORDER.map((id) => onboardingModels.find((model) => model.id === id)).filter(
      (model): model is OnboardingModel => model !== undefined,
    );
    const shots = await Promise.all(models.map(firstRendered));
    return shots.filter((shot): shot is ShowcaseShot => shot !== undefined);
  }

  return {
    /** The shots to show, left to right; renders are never removed, so a complete set is kept for good. */
    async shots(): Promise<ShowcaseShot[]> {
      const complete = known !== undefined && known.length === ORDER.length;
      if (!complete && now() - checkedAt >= RECHECK_MS) {
        checkedAt = now();
        known = await look().catch(() => known ?? []);
      }
      return known ?? [];
    },
  };
}

export type Showcase = ReturnType<typeof createShowcase>;
