/*
 * The setup of the web tests that replace modules (vitest.test-groups.ts), which share a worker and its jsdom
 * instead of starting a process and a jsdom for each file (2.5 CPU s a file; about 1 in this group). Before
 * each file it does what Vitest does between the files of an isolated worker: forgets the last file's module
 * stand-ins and every module the last file evaluated, so this file's vi.mock calls and imports start from
 * nothing. Packages loaded by Node itself (React, Radix, the test libraries) stay, as they do for the shared
 * group. It then gives the file what a new jsdom would have: an empty document, and animation frames.
 *
 * It reads two of Vitest's internals (checked with Vitest 4.1): if an upgrade renames them, it fails loudly
 * here rather than let one file's stand-ins answer the next file's imports.
 */

interface ModuleNode {
  promise: unknown;
  exports: unknown;
  evaluated: boolean;
  importers: Set<string>;
}

interface VitestInternals {
  __vitest_worker__?: { evaluatedModules?: { idToModuleMap?: Map<string, ModuleNode> } };
  __vitest_mocker__?: { reset?: () => void };
}

/** Vitest's own modules, kept as Vitest keeps them, and this file, which is running. */
const KEPT_MODULES = [
  /\/vitest\/dist\//,
  /vitest-virtual-\w+\/dist/,
  /@vitest\/dist/,
  /module-graph-per-file/,
];

const internals = globalThis as VitestInternals;
const modules = internals.__vitest_worker__?.evaluatedModules?.idToModuleMap;
const mocker = internals.__vitest_mocker__;
if (!(modules instanceof Map) || typeof mocker?.reset !== 'function') {
  throw new Error(
    'module-graph-per-file.ts: this Vitest does not expose the module graph or the mocker it was written ' +
      'for; run the files that replace modules isolated (vitest.config.ts) until it is updated',
  );
}
mocker.reset();
modules.forEach((node, id) => {
  if (KEPT_MODULES.some((kept) => kept.test(id))) return;
  node.promise = undefined;
  node.exports = undefined;
  node.evaluated = false;
  node.importers.clear();
});

// An empty page: what the last file's libraries left on the document (a dialog's scroll lock and the
// aria-hidden marks on its siblings, injected styles) goes.
document.head.innerHTML = '';
document.body.innerHTML = '';
for (const element of [document.documentElement, document.body]) {
  for (const { name } of [...element.attributes]) element.removeAttribute(name);
}

// Animation frames on real timers. A shared jsdom's own stop for good after some files that fake timers
// (measured: a frame asked for at a file's start never came after onboarding-flow or paywall-overlay ran),
// and then no motion animation ends: a closing dialog stays on screen and hides the page from the queries.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
window.requestAnimationFrame = (callback) =>
  realSetTimeout(() => callback(performance.now()), 16) as unknown as number;
window.cancelAnimationFrame = (handle) => realClearTimeout(handle);
