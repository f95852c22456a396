import type { Hairhue } from './server';

/**
 * SIGTERM / SIGINT: stop taking requests and jobs, let renders in flight finish (a render left unfinished
 * stays queued and is done after the restart), close the database, exit 0. A second signal exits at once.
 */
export function handleShutdown(hairhue: Hairhue): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    hairhue.logger.info({ signal }, 'shutting down');
    hairhue.close().then(
      () => {
        hairhue.logger.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        hairhue.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}
