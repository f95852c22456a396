import { sql, type Kysely } from 'kysely';

async function allowCharges(db: Kysely<unknown>, charges: readonly string[]): Promise<void> {
  const allowed = sql.join(charges.map((charge) => sql.lit(charge)));
  await sql`alter table try_ons drop constraint try_ons_charge_check`.execute(db);
  await sql`alter table try_ons add constraint try_ons_charge_check check (charge in (${allowed}))`.execute(
    db,
  );
}

/**
 * A try-on rendered again after its photo's hair correction was saved (issue 23 §3) is charged 'correction':
 * a correction is not a new colour change, so it spends no free change, and a failed render has none to
 * give back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await allowCharges(db, ['free', 'premium', 'correction']);
}

/** The re-renders become premium ones: nothing was spent on them either. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update try_ons set charge = 'premium' where charge = 'correction'`.execute(db);
  await allowCharges(db, ['free', 'premium']);
}
