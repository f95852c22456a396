import { readFileSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from '../../src/db/database';
import { createSubscriptionRepository } from '../../src/repositories/subscriptions';
import { startProcess, type ServerProcess as ChildServerProcess } from '../../test/helpers/process';
import { sleep } from './stats';

export {
  freePort,
  killAllProcesses as killServers,
  killAllProcessesAndWait as killServersAndWait,
} from '../../test/helpers/process';

/** The API as its own process (`node --import tsx src/main.ts`), its pino lines parsed. */
export interface ServerProcess extends ChildServerProcess {
  baseUrl: string;
}

export async function startServer(
  dataDir: string,
  port: number,
  timeoutMs = 120_000,
): Promise<ServerProcess> {
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startProcess('main', {
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_BASE_URL: baseUrl,
    LOG_LEVEL: 'info',
    REGISTER_RATE_LIMIT_PER_MINUTE: '1000',
  });
  try {
    await server.waitFor((line) => line.msg === 'Hairhue is listening', timeoutMs);
  } catch (error) {
    server.child.kill('SIGKILL');
    throw error;
  }
  return { ...server, baseUrl };
}

/** CPU time (user + system, all threads) the process has used, in ms; undefined off Linux. */
export function cpuTimeMs(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 and 15 of proc(5) (utime, stime), counted from the state (field 3) here; USER_HZ is 100.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Waits until the server has used under 5 % of a core for a whole second (its background analyses and
 * renders are done), up to `timeoutMs`. Returns how long it waited.
 */
export async function waitUntilIdle(server: ServerProcess, timeoutMs = 60_000): Promise<number> {
  const pid = server.child.pid;
  const started = Date.now();
  if (pid === undefined || cpuTimeMs(pid) === undefined) {
    await sleep(5000);
    return Date.now() - started;
  }
  let previous = cpuTimeMs(pid) ?? 0;
  while (Date.now() - started < timeoutMs) {
    await sleep(1000);
    const now = cpuTimeMs(pid) ?? 0;
    if (now - previous <= 50) return Date.now() - started;
    previous = now;
  }
  return Date.now() - started;
}

/**
 * With the server stopped (PGlite is one process's alone), gives these devices a week of premium as a
 * sandbox purchase would, and reports how many photos have their analysis recorded.
 */
export async function grantPremium(dataDir: string, deviceIds: readonly string[]): Promise<number> {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    const subscriptions = createSubscriptionRepository(database.db);
    const expiresAt = new Date(Date.now() + 7 * 24 * 3600 * 1000);
    for (const deviceId of deviceIds) {
      await subscriptions.save(deviceId, {
        provider: 'sandbox',
        productId: 'hairhue_monthly',
        periodType: 'NORMAL',
        expiresAt,
      });
    }
    const analysed = await database.db
      .selectFrom('photo_analyses')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    return Number(analysed.count);
  } finally {
    await database.close();
  }
}
