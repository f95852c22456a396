import type { Logger } from 'pino';
import type { Config } from '../config';
import type { DatabaseHandle } from '../db/database';
import { createFairRenderer } from '../jobs/fair-renderer';
import { createRenderPool, type RenderPool } from '../jobs/render-pool';
import { createRenderSources, type RenderSources } from '../jobs/render-sources';
import type { Renderer } from '../jobs/renderer';
import type { ObjectStorage } from '../storage';

export interface Rendering {
  renderer: Renderer;
  /** Present when this process made its own worker threads (not when a test passed a stand-in). */
  pool: RenderPool | undefined;
  sources: RenderSources;
}

/** What a process that runs workers renders with: the render pool, warmed, and the photos' analyses. */
export async function startRendering(
  config: Config,
  logger: Logger,
  db: DatabaseHandle['db'],
  storage: ObjectStorage,
  standIn: Renderer | undefined,
): Promise<Rendering> {
  let pool: RenderPool | undefined;
  let threads = standIn;
  if (!threads) {
    const renderLog = logger.child({ module: 'render-pool' });
    pool = createRenderPool({
      threads: config.renderThreads,
      taskTimeoutMs: config.renderTimeoutMs,
      onThreadError: (error) => renderLog.error({ err: error }, 'render thread error'),
    });
    await pool.warm();
    threads = pool;
  }
  // Every render task of this process, whichever job or request asks, takes its turn between devices.
  const renderer = createFairRenderer(threads, config.renderThreads);
  return { renderer, pool, sources: createRenderSources(db, storage, renderer) };
}
