import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** A repository works on the database or inside a caller's transaction alike. */
export type Executor = Kysely<Database> | Transaction<Database>;
