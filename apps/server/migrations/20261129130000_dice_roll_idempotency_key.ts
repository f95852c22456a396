import type { Kysely } from 'kysely';

/**
 * A Dice Roll POST made safe to send again, as try-ons were (20261128130000): the app's Idempotency-Key of
 * the tap, unique per device, so a POST whose answer was lost to a restart finds its roll instead of
 * spending another of the day's three. `suits_me` keeps what the roll's answer said ('Roll shades that
 * suit me': true when drawn from the suiting shades, false when no face could be measured; null for an
 * ordinary roll, and for every roll before this migration), so an answer sent again says the same.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('dice_rolls')
    .addColumn('idempotency_key', 'text')
    .addColumn('suits_me', 'boolean')
    .execute();
  await db.schema
    .createIndex('dice_rolls_device_idempotency_key')
    .on('dice_rolls')
    .columns(['device_id', 'idempotency_key'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('dice_rolls_device_idempotency_key').execute();
  await db.schema.alterTable('dice_rolls').dropColumn('suits_me').dropColumn('idempotency_key').execute();
}
