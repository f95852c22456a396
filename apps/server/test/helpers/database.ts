import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Set by .ci/run: the same suites then also run on a PostgreSQL server. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A fresh, empty PostgreSQL database for one suite, so suites running in parallel never meet. */
export async function createPostgresDatabase(baseUrl: string): Promise<TestDatabase> {
  const name = `hairhue_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: baseUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** The databases every suite runs on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: readonly ('pglite' | 'postgres')[] = TEST_DATABASE_URL
  ? ['pglite', 'postgres']
  : ['pglite'];
