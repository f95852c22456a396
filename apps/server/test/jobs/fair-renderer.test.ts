import { describe, expect, it } from 'vitest';

import { createFairRenderer, SupersededCorrectionError } from '../../src/jobs/fair-renderer';
import type { Renderer } from '../../src/jobs/renderer';
import { STAND_IN_MEASUREMENT } from '../helpers/test-renderer';

/** A renderer whose tasks finish when the test says, recording the order they started in. */
function heldRenderer() {
  const started: string[] = [];
  const finishers: (() => void)[] = [];
  const held = <T>(key: string, value: T) =>
    new Promise<T>((resolve) => {
      started.push(key);
      finishers.push(() => resolve(value));
    });
  const renderer: Renderer = {
    analyse: ({ photoKey }) => held(photoKey, { analysis: new Uint8Array(), hairFraction: 0.5 }),
    correct: ({ correctedKey }) => held(correctedKey, { analysis: new Uint8Array(), strokesWithoutHair: [] }),
    measure: ({ photoKey }) => held(photoKey, STAND_IN_MEASUREMENT),
    render: ({ photoKey }) =>
      held(photoKey, { full: new Uint8Array(), preview: new Uint8Array(), width: 1, height: 1 }),
  };
  /** Finishes the oldest running task and lets the scheduler start the next. */
  const finishOne = async () => {
    finishers.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { renderer, started, finishOne };
}

const render = (owner: string, photoKey: string) => ({
  owner,
  photoKey,
  photo: new Uint8Array(),
  analysis: new Uint8Array(),
  shadeId: 'copper',
  previewLongSide: 64,
});

describe('the fair renderer', () => {
  it("starts another device's first task at once beside a device's backlog, never leaving it all the slots", async () => {
    const { renderer: inner, started, finishOne } = heldRenderer();
    const renderer = createFairRenderer(inner, 3);
    const tasks: Promise<unknown>[] = [1, 2, 3, 4, 5].map((n) =>
      renderer.render(render('busy', `busy-${n}`)),
    );
    expect(started).toEqual(['busy-1', 'busy-2']);
    tasks.push(renderer.analyse({ owner: 'other', photoKey: 'other-1', photo: new Uint8Array() }));
    expect(started.slice(2)).toEqual(['other-1']);
    tasks.push(renderer.render(render('third', 'third-1')));
    tasks.push(renderer.render(render('other', 'other-2')));
    // Every slot is taken: the next to free goes to the device that has had none.
    await finishOne();
    expect(started.slice(3)).toEqual(['third-1']);
    for (let n = 0; n < 7; n++) await finishOne();
    expect(started).toEqual([
      'busy-1',
      'busy-2',
      'other-1',
      'third-1',
      'busy-3',
      'other-2',
      'busy-4',
      'busy-5',
    ]);
    await Promise.all(tasks);
  });

  it('runs a lone device one task at a time on one or two slots', async () => {
    for (const slots of [1, 2]) {
      const { renderer: inner, started, finishOne } = heldRenderer();
      const renderer = createFairRenderer(inner, slots);
      const tasks = [1, 2].map((n) => renderer.render(render('busy', `busy-${n}`)));
      expect(started).toEqual(['busy-1']);
      await finishOne();
      expect(started).toEqual(['busy-1', 'busy-2']);
      await finishOne();
      await Promise.all(tasks);
    }
  });

  it('drops a correction no longer wanted when its turn comes, without computing it', async () => {
    const { renderer: inner, started, finishOne } = heldRenderer();
    const renderer = createFairRenderer(inner, 1);
    const busy = renderer.render(render('a', 'busy'));
    let wanted = true;
    const correction = renderer.correct({
      owner: 'a',
      wanted: async () => wanted,
      photoKey: 'photo',
      correctedKey: 'photo@correction-1',
      photo: new Uint8Array(),
      analysis: new Uint8Array(),
      strokes: [],
    });
    const dropped = expect(correction).rejects.toBeInstanceOf(SupersededCorrectionError);
    wanted = false;
    const next = renderer.render(render('a', 'next'));
    await finishOne();
    await dropped;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['busy', 'next']);
    await finishOne();
    await Promise.all([busy, next]);
  });
});
