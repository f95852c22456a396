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
    {
      address: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`,
      publicBaseUrl: config.publicBaseUrl ?? 'the address each client uses',
      database: hairhue.database.kind,
      workers: config.runWorkers,
    },
    'Hairhue is listening',
  );
  return hairhue;
});
