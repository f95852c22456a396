import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

import type { AnalysisStore } from './engine';

/** Analyses as files in a folder (the CLI's cache); keys must be safe file names. */
export function createFileAnalysisStore(dir: string): AnalysisStore {
  const fileOf = (key: string) => {
    if (!/^[\w.-]+$/.test(key)) throw new RangeError(`unsafe analysis key: ${key}`);
    return path.join(dir, `${key}.png`);
  };
  return {
    async get(key) {
      try {
        return await readFile(fileOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async set(key, bytes) {
      await mkdir(dir, { recursive: true });
      const file = fileOf(key);
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
  };
}
