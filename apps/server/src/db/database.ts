import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGlitePool } from './pglite-pool';
import type { Database } from './schema';

/** Runs raw SQL for pg-boss, which manages its own schema and statements. */
export type ExecuteSql = (text: string, values?: readonly unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** 'pglite' runs in this process only, so per-process caches of database rows are safe there. */
  kind: 'pglite' | 'postgres';
  executeSql: ExecuteSql;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; without it, PGlite keeps the data in `dataDir` (or in memory when that is absent). */
  databaseUrl?: string;
  dataDir?: string;
  /** Connections per process on PostgreSQL. */
  poolSize?: number;
  /**
   * PGlite in memory only: start from this dump of a data folder (`dumpDataDir`) instead of an empty one.
   * The test suites' servers start from a prepared template this way, with no folder to copy.
   */
  startFrom?: Blob;
}

// Timestamps and dates come back the same from both drivers: `date` as 'YYYY-MM-DD', not a local-midnight Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (value: string) => value);

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl !== undefined) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    // An idle client's connection dropping (a database restart) must not crash the process.
    pool.on('error', () => undefined);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      kind: 'postgres',
      executeSql: (text, values) => pool.query(text, values ? [...values] : undefined),
      close: () => db.destroy(),
    };
  }
  if (options.startFrom && options.dataDir !== undefined) {
    throw new Error('a PGlite database starts from a dump only in memory, without a data folder');
  }
  if (options.dataDir !== undefined) await mkdir(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.startFrom,
    // PGlite parses `date` as a Date at local midnight; keep it as text, as node-postgres is told to above.
    parsers: { [pg.types.builtins.DATE]: (value: string) => value },
  });
  const pool = new PGlitePool(pglite);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    db,
    kind: 'pglite',
    executeSql: (text, values) => pool.executeSql(text, values),
    close: () => db.destroy(),
  };
}
