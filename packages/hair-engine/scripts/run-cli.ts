import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ENGINE_VERSION } from '../src/analysis';
import { HairEngine } from '../src/engine';
import { HairEngineError } from '../src/errors';
import { createFileAnalysisStore } from '../src/file-analysis-store';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The engine as the command-line tools use it: analyses cached under `.cache/analyses`, keyed by content. */
export function createCliEngine(): Promise<HairEngine> {
  return HairEngine.create({
    analysisStore: createFileAnalysisStore(path.join(repoRoot, '.cache', 'analyses')),
  });
}

/** The cache key of a photo's analysis: its content, and the engine version (an older one's is not reused). */
export function contentKey(bytes: Uint8Array): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}-v${ENGINE_VERSION}`;
}

/** Runs a command's main function; a failure prints its message (and code, for engine errors) and exits 1. */
export function runCli(usage: string, main: (args: string[]) => Promise<void>): void {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return;
  }
  main(args).catch((error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof HairEngineError ? `${error.code}: ${message}` : message);
    process.exitCode = 1;
  });
}
