import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { onboardingModels } from '@hairhue/catalogue';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { migrateToLatest } from '../src/db/migrate';
import { createJobQueue } from '../src/jobs/queue';
import { createPostgresDatabase, TEST_DATABASE_URL } from './helpers/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder with the schema and the job queue's tables in place (process suites copy it). */
    pgliteTemplateDir: string;
    /** The same folder dumped to a tar file, which each in-process test server loads into memory. */
    pgliteTemplateDump: string;
    /** The same on PostgreSQL: a database to create each suite's from, when TEST_DATABASE_URL is set. */
    postgresTemplateDatabase: string | undefined;
    /** The shared demo photos without the onboarding models' (absent when there is no shared folder). */
    demoPhotosWithoutModelsDir: string | undefined;
  }
}

/**
 * Brings a new database up to what a server finds after its first start: every migration and the job
 * queue's schema and queues. The job queue is started without its schedule, so the copy holds no job.
 */
async function prepare(database: DatabaseHandle): Promise<void> {
  await migrateToLatest(database.db as never);
  const queue = createJobQueue({
    executeSql: database.executeSql,
    log: pino({ level: 'silent' }),
    renderTimeoutMs: 60_000,
    renderAttempts: 1,
    soleProcess: true,
    schedule: false,
  });
  await queue.start();
  await queue.stop(0);
  await database.close();
}

/**
 * Dumps a PGlite data folder for test servers to load into memory: copying the folder for each of them
 * and running it from disk cost 1.3 s of CPU a server, loading the dump into memory 0.6 s.
 */
async function dumpPgliteDir(dataDir: string, file: string): Promise<void> {
  const pglite = await PGlite.create({ dataDir });
  try {
    const dump = await pglite.dumpDataDir('none');
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

const SHARED_DEMO_PHOTOS = path.resolve(REPO_ROOT, '..', 'shared', 'demo-photos');
const MODEL_PHOTOS = new Set(onboardingModels.map((model) => model.photoFile));

/**
 * Every server renders the onboarding carousel (13 renders) after it starts when it finds the models'
 * photos; most suites have no use for that and would pay seconds of CPU per server for it.
 */
async function linkDemoPhotosWithoutModels(folder: string): Promise<string | undefined> {
  if (!existsSync(SHARED_DEMO_PHOTOS)) return undefined;
  const dir = path.join(folder, 'demo-photos');
  await mkdir(dir);
  for (const name of await readdir(SHARED_DEMO_PHOTOS)) {
    if (!MODEL_PHOTOS.has(name)) await symlink(path.join(SHARED_DEMO_PHOTOS, name), path.join(dir, name));
  }
  return dir;
}

/**
 * Prepares a database once per run instead of once per server: a new PGlite folder costs 3–7 s of
 * initdb on two cores, and a test server starts about 90 times per pass. Each server still gets its own
 * copy, so suites never meet; the server's own start still runs the migrations, which find nothing to do.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'hairhue-template-'));
  const pgliteTemplateDir = path.join(folder, 'pglite');
  await prepare(await openDatabase({ dataDir: pgliteTemplateDir }));
  project.provide('pgliteTemplateDir', pgliteTemplateDir);
  const pgliteTemplateDump = path.join(folder, 'pglite.tar');
  await dumpPgliteDir(pgliteTemplateDir, pgliteTemplateDump);
  project.provide('pgliteTemplateDump', pgliteTemplateDump);

  const postgres = TEST_DATABASE_URL ? await createPostgresDatabase(TEST_DATABASE_URL) : undefined;
  if (postgres) await prepare(await openDatabase({ databaseUrl: postgres.url, poolSize: 1 }));
  project.provide('postgresTemplateDatabase', postgres?.name);

  project.provide('demoPhotosWithoutModelsDir', await linkDemoPhotosWithoutModels(folder));

  return async () => {
    await postgres?.drop();
    await rm(folder, { recursive: true, force: true });
  };
}
