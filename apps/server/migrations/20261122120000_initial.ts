import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('devices')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('client_device_id', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('app_version', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('devices_client_device_id').on('devices').column('client_device_id').execute();

  await db.schema
    .createTable('photos')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('device_id', 'uuid', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('object_path', 'text', (c) => c.notNull())
    .addColumn('storage_key', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('upload', 'cloud', 'demo')`))
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('photos_device_created')
    .on('photos')
    .columns(['device_id', 'created_at'])
    .execute();
  await db.schema.createIndex('photos_created').on('photos').column('created_at').execute();

  await db.schema
    .createTable('photo_analyses')
    .addColumn('photo_id', 'uuid', (c) => c.primaryKey().references('photos.id').onDelete('cascade'))
    .addColumn('mask_key', 'text', (c) => c.notNull())
    .addColumn('hair_fraction', 'real', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();

  const renderStatus = (column: string) =>
    sql`check (${sql.ref(column)} in ('processing', 'completed', 'failed'))`;

  await db.schema
    .createTable('try_ons')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('device_id', 'uuid', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('photo_id', 'uuid', (c) => c.notNull().references('photos.id').onDelete('cascade'))
    .addColumn('shade_id', 'text', (c) => c.notNull())
    .addColumn('color_name', 'text', (c) => c.notNull())
    .addColumn('color_value', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().modifyEnd(renderStatus('status')))
    .addColumn('charge', 'text', (c) => c.notNull().check(sql`charge in ('free', 'premium')`))
    .addColumn('result_key', 'text')
    .addColumn('preview_key', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('try_ons_device_created')
    .on('try_ons')
    .columns(['device_id', 'created_at'])
    .execute();
  await db.schema.createIndex('try_ons_photo').on('try_ons').column('photo_id').execute();
  await db.schema
    .createIndex('try_ons_processing')
    .on('try_ons')
    .column('created_at')
    .where(sql.ref('status'), '=', 'processing')
    .execute();

  await db.schema
    .createTable('dice_rolls')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('device_id', 'uuid', (c) => c.notNull().references('devices.id').onDelete('cascade'))
    .addColumn('client_device_id', 'text', (c) => c.notNull())
    .addColumn('photo_id', 'uuid', (c) => c.notNull().references('photos.id').onDelete('cascade'))
    .addColumn('roll_day', 'date', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('dice_rolls_client_day')
    .on('dice_rolls')
    .columns(['client_device_id', 'roll_day'])
    .execute();
  await db.schema.createIndex('dice_rolls_photo').on('dice_rolls').column('photo_id').execute();

  await db.schema
    .createTable('dice_roll_colors')
    .addColumn('roll_id', 'uuid', (c) => c.notNull().references('dice_rolls.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('shade_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('color', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().modifyEnd(renderStatus('status')))
    .addColumn('result_key', 'text')
    .addColumn('preview_key', 'text')
    .addColumn('failure_reason', 'text')
    .addColumn('finished_at', 'timestamptz')
    .addPrimaryKeyConstraint('dice_roll_colors_pk', ['roll_id', 'position'])
    .execute();

  await db.schema
    .createTable('free_use_ledger')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('client_device_id', 'text', (c) => c.notNull())
    // No foreign key: the entry outlives its try-on, or deleting a try-on would hand its change back.
    .addColumn('try_on_id', 'uuid', (c) => c.notNull().unique())
    .addColumn('spent_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('refunded_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('free_use_ledger_client')
    .on('free_use_ledger')
    .column('client_device_id')
    .execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('client_device_id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('period_type', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('purchases')
    .addColumn('id', 'uuid', (c) => c.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('client_device_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('period_type', 'text', (c) => c.notNull())
    .addColumn('purchased_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('purchases_client').on('purchases').column('client_device_id').execute();

  await db.schema
    .createTable('webhook_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('app_user_id', 'text')
    .addColumn('received_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'webhook_events',
    'purchases',
    'subscriptions',
    'free_use_ledger',
    'dice_roll_colors',
    'dice_rolls',
    'try_ons',
    'photo_analyses',
    'photos',
    'devices',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
