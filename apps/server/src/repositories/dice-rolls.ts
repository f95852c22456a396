import { sql } from 'kysely';
import type { DiceRollColorRow, DiceRollRow } from '../db/schema';
import type { RenderOutput } from './try-ons';
import type { Executor } from './types';

export interface NewDiceRoll {
  deviceId: string;
  clientDeviceId: string;
  photoId: string;
  rollDay: string;
  /** The app's key for the tap (Idempotency-Key), if it sent one. */
  idempotencyKey?: string;
  /** Asked as 'Roll shades that suit me': whether the six were drawn from the suiting shades. */
  suitsMe?: boolean;
  colors: readonly { shadeId: string; name: string; color: string; description: string }[];
}

export interface DiceRollWithColors {
  roll: DiceRollRow;
  colors: DiceRollColorRow[];
}

export function createDiceRollRepository(db: Executor) {
  async function colorsOf(rollId: string): Promise<DiceRollColorRow[]> {
    return db
      .selectFrom('dice_roll_colors')
      .selectAll()
      .where('roll_id', '=', rollId)
      .orderBy('position')
      .execute();
  }

  return {
    /** Serialises rolling for one app user until the transaction ends (the daily allowance). */
    async lock(clientDeviceId: string): Promise<void> {
      await sql`select pg_advisory_xact_lock(hashtextextended(${`dice:${clientDeviceId}`}, 0))`.execute(db);
    },

    async countForDay(clientDeviceId: string, rollDay: string): Promise<number> {
      const row = await db
        .selectFrom('dice_rolls')
        .select(sql<number>`count(*)::int`.as('rolls'))
        .where('client_device_id', '=', clientDeviceId)
        .where('roll_day', '=', rollDay)
        .executeTakeFirstOrThrow();
      return row.rolls;
    },

    async insert(roll: NewDiceRoll): Promise<DiceRollWithColors> {
      const inserted = await db
        .insertInto('dice_rolls')
        .values({
          device_id: roll.deviceId,
          client_device_id: roll.clientDeviceId,
          photo_id: roll.photoId,
          roll_day: roll.rollDay,
          idempotency_key: roll.idempotencyKey ?? null,
          suits_me: roll.suitsMe ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const colors = await db
        .insertInto('dice_roll_colors')
        .values(
          roll.colors.map((color, position) => ({
            roll_id: inserted.id,
            position,
            shade_id: color.shadeId,
            name: color.name,
            color: color.color,
            description: color.description,
            status: 'processing' as const,
          })),
        )
        .returningAll()
        .execute();
      return { roll: inserted, colors: colors.sort((a, b) => a.position - b.position) };
    },

    async findOwned(deviceId: string, rollId: string): Promise<DiceRollWithColors | undefined> {
      const roll = await db
        .selectFrom('dice_rolls')
        .selectAll()
        .where('id', '=', rollId)
        .where('device_id', '=', deviceId)
        .executeTakeFirst();
      return roll && { roll, colors: await colorsOf(roll.id) };
    },

    /** The device's roll made with this Idempotency-Key, if any. */
    async findByIdempotencyKey(deviceId: string, key: string): Promise<DiceRollWithColors | undefined> {
      const roll = await db
        .selectFrom('dice_rolls')
        .selectAll()
        .where('device_id', '=', deviceId)
        .where('idempotency_key', '=', key)
        .executeTakeFirst();
      return roll && { roll, colors: await colorsOf(roll.id) };
    },

    async findById(rollId: string): Promise<DiceRollWithColors | undefined> {
      const roll = await db.selectFrom('dice_rolls').selectAll().where('id', '=', rollId).executeTakeFirst();
      return roll && { roll, colors: await colorsOf(roll.id) };
    },

    async markColorCompleted(rollId: string, position: number, output: RenderOutput): Promise<boolean> {
      const result = await db
        .updateTable('dice_roll_colors')
        .set({
          status: 'completed',
          result_key: output.resultKey,
          preview_key: output.previewKey,
          finished_at: new Date(),
        })
        .where('roll_id', '=', rollId)
        .where('position', '=', position)
        .where('status', '=', 'processing')
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Fails the named colours, or every colour still processing when `positions` is omitted. */
    async markColorsFailed(rollId: string, reason: string, positions?: readonly number[]): Promise<number> {
      let query = db
        .updateTable('dice_roll_colors')
        .set({ status: 'failed', failure_reason: reason, finished_at: new Date() })
        .where('roll_id', '=', rollId)
        .where('status', '=', 'processing');
      if (positions !== undefined) {
        if (positions.length === 0) return 0;
        query = query.where('position', 'in', positions);
      }
      const result = await query.executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    async listForPhotos(photoIds: readonly string[]): Promise<DiceRollColorRow[]> {
      if (photoIds.length === 0) return [];
      return db
        .selectFrom('dice_roll_colors')
        .innerJoin('dice_rolls', 'dice_rolls.id', 'dice_roll_colors.roll_id')
        .selectAll('dice_roll_colors')
        .where('dice_rolls.photo_id', 'in', photoIds)
        .execute();
    },

    /** Rolls with a colour still processing long after any render could have ended. */
    async listStaleRollIds(cutoff: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectFrom('dice_rolls')
        .select('id')
        .where('created_at', '<', cutoff)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('dice_roll_colors')
              .select('position')
              .whereRef('dice_roll_colors.roll_id', '=', 'dice_rolls.id')
              .where('dice_roll_colors.status', '=', 'processing'),
          ),
        )
        .limit(limit)
        .execute();
      return rows.map((row) => row.id);
    },
  };
}

export type DiceRollRepository = ReturnType<typeof createDiceRollRepository>;
