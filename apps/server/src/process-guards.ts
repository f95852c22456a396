import type { Logger } from 'pino';

/**
 * pg-boss 10 writes a job's outcome (complete or fail) without awaiting it, so a database hiccup at that
 * moment surfaces as an unhandled rejection, which would end the process. Losing that write is harmless —
 * the job expires and runs again, and our handlers do nothing for a try-on already finished — so those
 * rejections are logged. Every other unhandled rejection still ends the process, as Node intends.
 */
export function guardJobOutcomeWrites(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    const stack = reason instanceof Error ? (reason.stack ?? '') : '';
    if (/pg-boss[\\/]src[\\/]manager\.js/.test(stack) && /Manager\.(complete|fail)/.test(stack)) {
      logger.warn({ err: reason }, 'a job outcome was not recorded; the job will run again when it expires');
      return;
    }
    throw reason;
  });
}
