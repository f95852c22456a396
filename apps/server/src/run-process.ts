import { ConfigError } from './config';
import { guardJobOutcomeWrites } from './process-guards';
import type { Hairhue } from './server';
import { handleShutdown } from './shutdown';

/**
 * Runs an entry point (`npm start`, `npm run worker`): a bad configuration exits with 78 and its list of
 * problems, any other start failure with 1; once started, signals shut it down cleanly.
 */
export function runProcess(name: string, start: () => Promise<Hairhue>): void {
  start().then(
    (hairhue) => {
      guardJobOutcomeWrites(hairhue.logger);
      handleShutdown(hairhue);
    },
    (error: unknown) => {
      if (error instanceof ConfigError) {
        process.stderr.write(`${error.message}\n`);
        process.exit(78);
      }
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.stderr.write(`${name} could not start: ${detail}\n`);
      process.exit(1);
    },
  );
}
