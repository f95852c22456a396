import { randomBytes } from 'node:crypto';
import { cp, readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';

/** Set by .ci/run: the same suites then also run on a PostgreSQL server. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh PostgreSQL database for one suite, so suites running in parallel never meet: empty, or a copy of
 * `template` (a database no one is connected to).
 */
export async function createPostgresDatabase(baseUrl: string, template?: string): Promise<TestDatabase> {
  const name = `hairhue_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    name,
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

/** A PostgreSQL database as a server leaves it after its first start (see test/global-setup.ts). */
export function createPreparedPostgresDatabase(baseUrl: string): Promise<TestDatabase> {
  return createPostgresDatabase(baseUrl, inject('postgresTemplateDatabase'));
}

/** Puts a PGlite data folder at `dir` as a server leaves it after its first start (see test/global-setup.ts). */
export async function preparePgliteDir(dir: string): Promise<void> {
  await cp(inject('pgliteTemplateDir'), dir, { recursive: true });
}

let pgliteTemplate: { file: string; dump: Promise<Blob> } | undefined;

/**
 * A PGlite data folder as a server leaves it after its first start, dumped (see test/global-setup.ts): read
 * once per worker and run, and loaded into memory by each server (`openDatabase({ startFrom })`). A worker
 * kept for another run (watch mode) reads that run's dump, which a changed migration may have changed.
 */
export function pgliteTemplateDump(): Promise<Blob> {
  const file = inject('pgliteTemplateDump');
  if (pgliteTemplate?.file !== file) {
    pgliteTemplate = { file, dump: readFile(file).then((bytes) => new Blob([bytes])) };
  }
  return pgliteTemplate.dump;
}
