import type { PGlite } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import { Mutex } from './mutex';

type Command = PostgresQueryResult<unknown>['command'];

const COMMANDS: readonly Command[] = ['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE'];

/** Kysely reports affected rows only for writes, so it needs the statement's command, which PGlite omits. */
function commandOf(sql: string): Command {
  const words = sql.trimStart().slice(0, 2000).toUpperCase();
  const first = /^[A-Z]+/.exec(words)?.[0];
  if (first !== undefined && (COMMANDS as readonly string[]).includes(first)) return first as Command;
  if (first === 'WITH') {
    // A CTE's command is that of its final statement; the last write keyword before it is a fair reading.
    const last = [...words.matchAll(/\b(INSERT|UPDATE|DELETE|MERGE|SELECT)\b/g)].at(-1)?.[1];
    if (last !== undefined) return last as Command;
  }
  return 'SELECT';
}

/**
 * PGlite is one connection. This pool hands it out to one holder at a time — a Kysely transaction keeps it
 * for its whole length — so nothing else (pg-boss included) can slip a statement into someone's transaction.
 */
export class PGlitePool implements PostgresPool {
  private readonly lock = new Mutex();

  constructor(readonly pglite: PGlite) {}

  async connect(): Promise<PostgresPoolClient> {
    const release = await this.lock.acquire();
    const { pglite } = this;
    let released = false;
    const client = {
      async query<R>(sql: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
        const result = await pglite.query<R>(sql, [...parameters]);
        return {
          command: commandOf(sql),
          rowCount: result.affectedRows ?? result.rows.length,
          rows: result.rows,
        };
      },
      release() {
        if (released) return;
        released = true;
        release();
      },
    };
    return client as PostgresPoolClient;
  }

  /**
   * Runs SQL outside Kysely (pg-boss). Parameterless text may hold several statements, as pg-boss's schema
   * and maintenance scripts do; those go through PGlite's `exec`.
   */
  async executeSql(text: string, values?: readonly unknown[]): Promise<{ rows: unknown[] }> {
    return this.lock.run(async () => {
      if (values && values.length > 0) return this.pglite.query(text, [...values]);
      const results = await this.pglite.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    });
  }

  async end(): Promise<void> {
    await this.lock.run(() => this.pglite.close());
  }
}
