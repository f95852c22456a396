import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB_ROOT = path.dirname(fileURLToPath(import.meta.url));

/**
 * A test that replaces modules (vi.mock, vi.doMock) would leave its stand-ins in a module cache shared with
 * the next file, so it starts from an empty module graph and mock registry (test/module-graph-per-file.ts),
 * in a jsdom shared with the other files of its group. The rest share one module graph per worker too: a new
 * jsdom and React for each file cost about 1.4 s of CPU. Spies, stubbed globals and environment
 * variables, and fake timers, are undone after every test in the shared group (vitest.config.ts and
 * test/setup.ts), so a test that uses them shares too.
 */
const REPLACES_MODULES = /\bvi\.(mock|doMock)\b/;

export interface WebTestGroups {
  /** Paths relative to apps/web. */
  isolated: string[];
  shared: string[];
}

export function webTestGroups(): WebTestGroups {
  const groups: WebTestGroups = { isolated: [], shared: [] };
  const files = readdirSync(path.join(WEB_ROOT, 'test'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => path.join('test', file))
    .sort();
  for (const file of files) {
    const source = readFileSync(path.join(WEB_ROOT, file), 'utf8');
    (REPLACES_MODULES.test(source) ? groups.isolated : groups.shared).push(file);
  }
  return groups;
}
