import { ConfigError, loadConfig } from './config';
import { createHairhue } from './server';
import { guardJobOutcomeWrites } from './process-guards';
import { handleShutdown } from './shutdown';

/** `npm start`: the API, with render workers in this process unless RUN_WORKERS=false. */
async function main(): Promise<void> {
  const config = loadConfig();
  const hairhue = await createHairhue({ config, serveHttp: true });
  const app = hairhue.app;
  if (!app) throw new Error('The HTTP app was not built');
  await app.listen({ host: config.host, port: config.port });
  hairhue.logger.info(
    { url: config.publicBaseUrl, database: hairhue.database.kind, workers: config.runWorkers },
    'Hairhue is listening',
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
    `Hairhue could not start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
