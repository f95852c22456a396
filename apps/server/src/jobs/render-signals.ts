import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { Logger } from 'pino';
import type { ExecuteSql } from '../db/database';

/** What a render job finishes: one try-on, or all six colours of a Dice Roll. */
export type RenderSubject = 'try-on' | 'dice-roll';

/**
 * Tells a request waiting on a render that it has finished (completed or failed), so a POST can answer with
 * the result instead of making the app poll for it. A waiter holds a timer and a listener, never a database
 * connection or a render thread.
 *
 * In one process the signal is an in-process event. With PostgreSQL, where the job may be rendered by a
 * worker process elsewhere, it also goes through the queue's database: NOTIFY from the worker, and one
 * LISTEN connection per API process (not one per waiting request).
 */
export interface RenderSignals {
  /** Opens the LISTEN connection (PostgreSQL), so signals sent from now on reach this process. */
  listen(): Promise<void>;
  /** Says that a render job has finished this try-on or roll. */
  finished(subject: RenderSubject, id: string): Promise<void>;
  /**
   * Starts waiting at once (call it before the job can run) and resolves true when the job says it has
   * finished within `timeoutMs`, false otherwise.
   */
  waitFor(subject: RenderSubject, id: string, timeoutMs: number): Promise<boolean>;
  close(): Promise<void>;
}

export interface RenderSignalOptions {
  log: Logger;
  /** The PostgreSQL server the queue lives on; absent with PGlite, where only this process renders. */
  databaseUrl?: string;
  /** Runs the NOTIFY; a pool connection is taken only for that statement. */
  executeSql?: ExecuteSql;
}

const CHANNEL = 'hairhue_render_finished';

const keyOf = (subject: RenderSubject, id: string) => `${subject}:${id}`;

export function createRenderSignals(options: RenderSignalOptions): RenderSignals {
  const { log, databaseUrl, executeSql } = options;
  const events = new EventEmitter();
  // Every waiting request adds a listener; hundreds at once are expected under load, not a leak.
  events.setMaxListeners(0);
  let listener: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let closed = false;

  async function connect(): Promise<void> {
    if (databaseUrl === undefined || closed) return;
    const client = new pg.Client({ connectionString: databaseUrl });
    const lost = (error?: Error) => {
      if (listener !== client) return;
      listener = undefined;
      // Until the next waiter reconnects, POSTs answer 'processing' after their wait: nothing is lost.
      if (!closed) log.warn({ err: error }, 'render signal connection lost');
      void client.end().catch(() => undefined);
    };
    client.on('error', lost);
    client.on('end', () => lost());
    client.on('notification', (message) => {
      if (message.channel === CHANNEL && message.payload) events.emit(message.payload);
    });
    await client.connect();
    await client.query(`LISTEN ${CHANNEL}`);
    listener = client;
  }

  function ensureListening(): Promise<void> {
    if (databaseUrl === undefined || listener !== undefined || closed) return Promise.resolve();
    connecting ??= connect()
      .catch((error: unknown) => log.warn({ err: error }, 'render signals cannot listen'))
      .finally(() => (connecting = undefined));
    return connecting;
  }

  return {
    listen: ensureListening,

    async finished(subject, id) {
      const key = keyOf(subject, id);
      events.emit(key);
      if (databaseUrl === undefined || executeSql === undefined) return;
      try {
        await executeSql('SELECT pg_notify($1, $2)', [CHANNEL, key]);
      } catch (error) {
        // The result is stored; a waiter elsewhere answers 'processing' and the app polls for it.
        log.warn({ err: error, subject, id }, 'render signal not sent');
      }
    },

    waitFor(subject, id, timeoutMs) {
      void ensureListening();
      const key = keyOf(subject, id);
      return new Promise<boolean>((resolve) => {
        const done = (finished: boolean) => {
          clearTimeout(timer);
          events.off(key, onFinished);
          resolve(finished);
        };
        const onFinished = () => done(true);
        const timer = setTimeout(() => done(false), timeoutMs);
        events.on(key, onFinished);
      });
    },

    async close() {
      closed = true;
      await connecting;
      const client = listener;
      listener = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
