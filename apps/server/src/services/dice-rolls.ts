import type { Kysely } from 'kysely';
import { pickRandomShades, shadesToRollFor, withSkinToneChoice, type Shade } from '@hairhue/catalogue';
import { DICE_COLORS_PER_ROLL, type DiceRoll, type DiceUsage } from '@hairhue/contracts';
import type { Database } from '../db/schema';
import { JobName, type JobQueue } from '../jobs/job-types';
import type { RenderSignals } from '../jobs/render-signals';
import { createDiceRollRepository, type DiceRollWithColors } from '../repositories/dice-rolls';
import { createPhotoRepository } from '../repositories/photos';
import type { AuthenticatedDevice } from './devices';
import { LimitReachedError, NotFoundError, PremiumRequiredError, ValidationError } from './errors';
import type { PhotoAppearanceService } from './photo-appearances';
import type { SkinToneService } from './skin-tones';
import type { FileUrls } from './file-urls';
import { DICE_ROLLS_PER_UTC_DAY, utcDay } from './limits';
import { loadEntitlement } from './subscriptions';
import type { UrlBase } from './url-base';
import { diceRollView } from './views';

export interface DiceRollServiceOptions {
  db: Kysely<Database>;
  queue: JobQueue;
  /** Says when a roll's renders have finished, so create() can answer with them. */
  signals: RenderSignals;
  /** How long create() waits for the renders before answering 'processing' (DESIGN.md: 1.5 s). */
  answerWaitMs: number;
  urls: FileUrls;
  /** The photos' measured appearance, for 'Roll shades that suit me'. */
  appearances: Pick<PhotoAppearanceService, 'ofOwnedPhoto'>;
  /** The device's own skin tone ('Not right?'), which takes the measured skin's place. */
  skinTones: Pick<SkinToneService, 'choiceOf'>;
  now?: () => Date;
  random?: () => number;
}

/** What a roll POST asks for, with the key it was sent with. */
export interface AskedDiceRoll {
  photoId: string;
  /** 'Roll shades that suit me'. */
  suitsMe?: boolean;
  /** The app's Idempotency-Key for the tap, if it sent one. */
  idempotencyKey?: string;
}

/** A key sent again must ask for the same roll: the same key for another photo or kind is a client bug. */
function sameRoll(found: DiceRollWithColors, photoId: string, suitsMe: boolean): DiceRollWithColors {
  if (found.roll.photo_id !== photoId || (found.roll.suits_me !== null) !== suitsMe) {
    throw new ValidationError('Idempotency-Key: already used for another Dice Roll');
  }
  return found;
}

export function createDiceRollService(options: DiceRollServiceOptions) {
  const { db, queue, urls, signals } = options;
  const now = options.now ?? (() => new Date());
  const rolls = createDiceRollRepository(db);

  /**
   * Where a 'Roll shades that suit me' draws from: the top of the photo's ranking (by the device's own skin
   * tone when it chose one), or, when no face could be measured or its skin was read unsure and the device
   * chose none, undefined (the whole catalogue, as an ordinary roll). Checked for Premium first, so a free
   * device is refused before the photo is measured.
   */
  async function suitingPool(device: AuthenticatedDevice, photoId: string): Promise<Shade[] | undefined> {
    if (!(await loadEntitlement(db, device.clientDeviceId, now())).active) {
      throw new PremiumRequiredError('Dice Roll is a Premium feature');
    }
    const [{ appearance }, choice] = await Promise.all([
      options.appearances.ofOwnedPhoto(photoId),
      options.skinTones.choiceOf(device.id),
    ]);
    // A skin read unsure is not ranked by, as the app's row does not: the device's own choice, or nothing.
    if (!appearance || (!choice && appearance.confidence === 'low')) return undefined;
    return shadesToRollFor(withSkinToneChoice(appearance, choice));
  }

  return {
    /** Premium devices get a daily allowance; everyone else cannot roll. */
    async usage(device: AuthenticatedDevice): Promise<DiceUsage> {
      const at = now();
      if (!(await loadEntitlement(db, device.clientDeviceId, at)).active)
        return { canRoll: false, rollsRemaining: 0 };
      const used = await rolls.countForDay(device.clientDeviceId, utcDay(at));
      const rollsRemaining = Math.max(0, DICE_ROLLS_PER_UTC_DAY - used);
      return { canRoll: rollsRemaining > 0, rollsRemaining };
    },

    /**
     * Creates the roll and waits up to `answerWaitMs` (1.5 s unless configured) for its six renders: the answer then has every colour
     * completed or failed, otherwise the colours as they are (some or all still processing). With `suitsMe`,
     * the six are drawn from the shades that suit the photo (its measurement may be made first, or be
     * NotReadyError while a worker elsewhere makes it), and the answer says whether they were.
     * With an `idempotencyKey` already used by the device, the answer is the roll the first send made, as
     * it stands now, and nothing more is spent or rendered (its answer was lost, say to a restart).
     */
    async create(device: AuthenticatedDevice, asked: AskedDiceRoll, base: UrlBase): Promise<DiceRoll> {
      const { idempotencyKey: key } = asked;
      const suitsMe = asked.suitsMe === true;
      const photo = await createPhotoRepository(db).findOwned(device.id, asked.photoId);
      if (!photo) throw new NotFoundError('Photo');
      const answer = async ({ roll, colors }: DiceRollWithColors): Promise<DiceRoll> => {
        const view = await diceRollView(roll, colors, urls, base);
        return suitsMe ? { ...view, suitsMe: roll.suits_me === true } : view;
      };
      // Found before the photo is measured again: a roll sent again answers at once.
      const sentBefore = key === undefined ? undefined : await rolls.findByIdempotencyKey(device.id, key);
      if (sentBefore) return answer(sameRoll(sentBefore, photo.id, suitsMe));

      const pool = suitsMe ? await suitingPool(device, photo.id) : undefined;
      const made = await db.transaction().execute(async (trx) => {
        const at = now();
        if (!(await loadEntitlement(trx, device.clientDeviceId, at)).active) {
          throw new PremiumRequiredError('Dice Roll is a Premium feature');
        }
        const repository = createDiceRollRepository(trx);
        // Every send of one device waits here for the one before it, so two sends of one key cannot both
        // pass the lookup below: the second finds the first's roll (the unique index is the last guard).
        await repository.lock(device.clientDeviceId);
        const first = key === undefined ? undefined : await repository.findByIdempotencyKey(device.id, key);
        if (first) return { ...sameRoll(first, photo.id, suitsMe), replayed: true };
        const day = utcDay(at);
        if ((await repository.countForDay(device.clientDeviceId, day)) >= DICE_ROLLS_PER_UTC_DAY) {
          throw new LimitReachedError(
            'DICE_LIMIT_REACHED',
            `You've used today's ${DICE_ROLLS_PER_UTC_DAY} Dice Rolls. More tomorrow!`,
          );
        }
        const shades = pickRandomShades(DICE_COLORS_PER_ROLL, options.random, pool);
        const roll = await repository.insert({
          deviceId: device.id,
          clientDeviceId: device.clientDeviceId,
          photoId: photo.id,
          rollDay: day,
          idempotencyKey: key,
          suitsMe: suitsMe ? pool !== undefined : undefined,
          colors: shades.map((shade) => ({
            shadeId: shade.id,
            name: shade.name,
            color: shade.color,
            description: shade.description,
          })),
        });
        await queue.send(JobName.RenderDiceRoll, { rollId: roll.roll.id }, trx);
        return { ...roll, replayed: false };
      });
      if (made.replayed) return answer(made);
      // Listening before the workers are woken, so quick renders cannot finish unheard.
      const rendered = signals.waitFor('dice-roll', made.roll.id, options.answerWaitMs);
      queue.notify(JobName.RenderDiceRoll);
      const found = (await rendered) ? await rolls.findOwned(device.id, made.roll.id) : undefined;
      return answer(found ?? made);
    },

    async get(device: AuthenticatedDevice, rollId: string, base: UrlBase): Promise<DiceRoll> {
      const found = await rolls.findOwned(device.id, rollId);
      if (!found) throw new NotFoundError('Dice Roll');
      return diceRollView(found.roll, found.colors, urls, base);
    },
  };
}

export type DiceRollService = ReturnType<typeof createDiceRollService>;
