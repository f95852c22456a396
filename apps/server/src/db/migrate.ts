import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import * as initial from '../../migrations/20261122120000_initial';
import * as photoClaimedUpload from '../../migrations/20261123120000_photo_claimed_upload';
import * as freeChangesByAddress from '../../migrations/20261123130000_free_changes_by_address';
import * as analysisEngineVersion from '../../migrations/20261124120000_analysis_engine_version';
import * as tryOnTuning from '../../migrations/20261125120000_try_on_tuning';
import * as hairCorrections from '../../migrations/20261125130000_hair_corrections';
import * as photoAppearance from '../../migrations/20261125200000_photo_appearance';
import * as deviceSkinTone from '../../migrations/20261128120000_device_skin_tone';
import * as tryOnIdempotencyKey from '../../migrations/20261128130000_try_on_idempotency_key';
import * as tryOnCorrectionCharge from '../../migrations/20261128140000_try_on_correction_charge';
import * as correctionStrokesWithoutHair from '../../migrations/20261129120000_correction_strokes_without_hair';
import * as diceRollIdempotencyKey from '../../migrations/20261129130000_dice_roll_idempotency_key';

/**
 * The migrations, in order. Listed here rather than read from the folder so they run the same under tsx,
 * Vitest and a bundle; a test checks that every file in migrations/ is listed.
 */
export const migrations: Record<string, Migration> = {
  '20261122120000_initial': initial,
  '20261123120000_photo_claimed_upload': photoClaimedUpload,
  '20261123130000_free_changes_by_address': freeChangesByAddress,
  '20261124120000_analysis_engine_version': analysisEngineVersion,
  '20261125120000_try_on_tuning': tryOnTuning,
  '20261125130000_hair_corrections': hairCorrections,
  '20261125200000_photo_appearance': photoAppearance,
  '20261128120000_device_skin_tone': deviceSkinTone,
  '20261128130000_try_on_idempotency_key': tryOnIdempotencyKey,
  '20261128140000_try_on_correction_charge': tryOnCorrectionCharge,
  '20261129120000_correction_strokes_without_hair': correctionStrokesWithoutHair,
  '20261129130000_dice_roll_idempotency_key': diceRollIdempotencyKey,
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

async function run(direction: 'latest' | 'down', db: Kysely<unknown>): Promise<string[]> {
  const migrator = new Migrator({ db, provider });
  const { error, results } =
    direction === 'latest' ? await migrator.migrateToLatest() : await migrator.migrateDown();
  if (error !== undefined) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(
      `Migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return (results ?? []).map((result) => result.migrationName);
}

/** Brings the schema up to date; returns the names of the migrations it ran. */
export function migrateToLatest(db: Kysely<unknown>): Promise<string[]> {
  return run('latest', db);
}

/** Undoes the latest migration. */
export function migrateDown(db: Kysely<unknown>): Promise<string[]> {
  return run('down', db);
}
