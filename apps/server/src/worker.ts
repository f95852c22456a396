import { loadConfig } from './config';
import { runProcess } from './run-process';
import { createHairhue } from './server';

/** `npm run worker`: renders and maintenance only, for scale-out next to API replicas (RUN_WORKERS=false). */
runProcess('Hairhue worker', async () => {
  const config = { ...loadConfig(), runWorkers: true };
  const hairhue = await createHairhue({ config, serveHttp: false });
  hairhue.logger.info(
    { database: hairhue.database.kind, threads: config.renderThreads },
    'Hairhue worker started',
  );
  return hairhue;
});
