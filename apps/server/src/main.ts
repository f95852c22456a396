import { loadConfig } from './config';
import { runProcess } from './run-process';
import { createHairhue } from './server';

/** `npm start`: the API, with render workers in this process unless RUN_WORKERS=false. */
runProcess('Hairhue', async () => {
  const config = loadConfig();
  const hairhue = await createHairhue({ config, serveHttp: true });
  if (!hairhue.app) throw new Error('The HTTP app was not built');
  await hairhue.app.listen({ host: config.host, port: config.port });
  hairhue.logger.info(
    { url: config.publicBaseUrl, database: hairhue.database.kind, workers: config.runWorkers },
    'Hairhue is listening',
  );
  return hairhue;
});
