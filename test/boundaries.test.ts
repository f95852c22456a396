import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/*
 * The repository's boundaries (eslint.config.js), each shown to fire on a violation and to stay quiet on a
 * legal import. Snippets are linted as if they were the named files, so imports resolve as in the real tree.
 */
const SNIPPETS = {
  featureByAlias: [
    'apps/web/src/features/editor/probe.ts',
    "export { X } from '@/features/history/history-page';",
  ],
  featureByPath: ['apps/web/src/features/editor/probe.ts', "export { X } from '../history/history-page';"],
  featureLegal: [
    'apps/web/src/features/editor/probe.ts',
    "export { X } from './editor';\nexport { Y } from '@/lib/log';",
  ],
  libToFeature: ['apps/web/src/lib/probe.ts', "export { X } from '@/features/editor/editor';"],
  componentToFeature: ['apps/web/src/components/probe.ts', "export { X } from '../features/editor/editor';"],
  packageToApp: ['packages/catalogue/src/probe.ts', "export { X } from '../../../apps/server/src/config';"],
  recolourNode: ['packages/recolour/src/probe.ts', "export { readFileSync } from 'node:fs';"],
  recolourSharp: ['packages/recolour/src/probe.ts', "export * from 'sharp';"],
  recolourOnnx: ['packages/recolour/src/probe.ts', "export * from 'onnxruntime-web';"],
  recolourEngine: ['packages/recolour/src/probe.ts', "export * from '@hairhue/hair-engine';"],
  recolourLegal: ['packages/recolour/src/probe.ts', "export { smoothstep } from './smoothstep';"],
  // smoothstep.ts is imported by render/tone-curves.ts: importing tone-curves back closes a cycle.
  cycle: ['packages/recolour/src/smoothstep.ts', "export { KNEE } from './render/tone-curves';"],
} as const;

let problems: Record<keyof typeof SNIPPETS, string[]>;

beforeAll(async () => {
  // The repository's root, without a trailing slash (with one, the TypeScript resolver misses `@/`).
  const eslint = new ESLint({ cwd: path.dirname(path.dirname(fileURLToPath(import.meta.url))) });
  const entries = await Promise.all(
    Object.entries(SNIPPETS).map(async ([name, [filePath, code]]) => {
      const [result] = await eslint.lintText(`${code}\n`, { filePath });
      return [name, result.messages.map((message) => `${message.ruleId}: ${message.message}`)];
    }),
  );
  problems = Object.fromEntries(entries) as typeof problems;
}, 60_000);

describe('the repository’s boundaries', () => {
  it('a feature never imports another feature, by alias or relative path', () => {
    const crossing = /import-x\/no-restricted-paths: .*Features do not import each other/;
    expect(problems.featureByAlias).toEqual([expect.stringMatching(crossing)]);
    expect(problems.featureByPath).toEqual([expect.stringMatching(crossing)]);
    expect(problems.featureLegal).toEqual([]);
  });

  it('components and lib never import a feature', () => {
    expect(problems.libToFeature).toEqual([expect.stringMatching(/Shared code never imports a feature/)]);
    expect(problems.componentToFeature).toEqual([
      expect.stringMatching(/Shared code never imports a feature/),
    ]);
  });

  it('a package never imports an app', () => {
    expect(problems.packageToApp).toEqual([expect.stringMatching(/Packages never import an app/)]);
  });

  it('recolour imports nothing of Node, sharp, onnxruntime or the hair engine', () => {
    expect(problems.recolourNode).toEqual([expect.stringMatching(/import-x\/no-nodejs-modules/)]);
    for (const name of ['recolourSharp', 'recolourOnnx', 'recolourEngine'] as const) {
      expect(problems[name]).toEqual([
        expect.stringMatching(/no-restricted-imports: .*recolour runs in the browser/),
      ]);
    }
    expect(problems.recolourLegal).toEqual([]);
  });

  it('no module imports itself through a cycle', () => {
    expect(problems.cycle).toEqual([expect.stringMatching(/import-x\/no-cycle/)]);
  });
});
