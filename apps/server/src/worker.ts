import { ConfigError, loadConfig } from './config';
import { createHairhue } from './server';
import { guardJobOutcomeWrites } from './process-guards';
import { handleShutdown } from './shutdown';

/** `npm run worker`: renders and maintenance only, for scale-out next to API replicas (RUN_WORKERS=false). */
async function main(): Promise<void> {
  const config = { ...loadConfig(), runWorkers: true };
  const hairhue = await createHairhue({ config, serveHttp: false });
  hairhue.logger.info(
    { database: hairhue.database.kind, threads: config.renderThreads },
    'Hairhue worker started',
  );
  guardJobOutcomeWrites(hairhue.logger);
  handleShutdown(hairhue);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(78);
  }
  process.stderr.write(
    `Hairhue worker could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
