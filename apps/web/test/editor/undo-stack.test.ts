import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  currentEntry,
  EMPTY_HISTORY,
  HISTORY_LIMIT,
  historyReducer,
  type HistoryEntry,
  type HistoryState,
} from '@/features/editor/undo-stack';

const entry = (n: number): HistoryEntry => ({
  tryOnId: `t${n}`,
  resultUrl: `/files/r${n}.jpg`,
  colorName: `Colour ${n}`,
  colorValue: '#aabbcc',
  tuning: { intensity: 100, shine: 50 },
});

function pushAll(state: HistoryState, ...ns: number[]): HistoryState {
  return ns.reduce((s, n) => historyReducer(s, { type: 'push', entry: entry(n) }), state);
}

describe('editor history reducer', () => {
  it('starts on the original photo with nothing to undo or redo', () => {
    expect(currentEntry(EMPTY_HISTORY)).toBeNull();
    expect(canUndo(EMPTY_HISTORY)).toBe(false);
    expect(canRedo(EMPTY_HISTORY)).toBe(false);
  });

  it('shows each new result and makes it undoable', () => {
    const state = pushAll(EMPTY_HISTORY, 1, 2);
    expect(currentEntry(state)).toEqual(entry(2));
    expect(canUndo(state)).toBe(true);
    expect(canRedo(state)).toBe(false);
  });

  it('undo steps back one result', () => {
    const state = historyReducer(pushAll(EMPTY_HISTORY, 1, 2), { type: 'undo' });
    expect(currentEntry(state)).toEqual(entry(1));
    expect(canRedo(state)).toBe(true);
  });

  it('undo past the first entry returns the original photo, and no further', () => {
    let state = pushAll(EMPTY_HISTORY, 1);
    state = historyReducer(state, { type: 'undo' });
    expect(currentEntry(state)).toBeNull();
    expect(canUndo(state)).toBe(false);
    expect(historyReducer(state, { type: 'undo' })).toBe(state);
    expect(state.entries).toHaveLength(1);
  });

  it('redo moves forward again and stops at the newest result', () => {
    let state = pushAll(EMPTY_HISTORY, 1, 2);
    state = historyReducer(historyReducer(state, { type: 'undo' }), { type: 'undo' });
    state = historyReducer(state, { type: 'redo' });
    expect(currentEntry(state)).toEqual(entry(1));
    state = historyReducer(state, { type: 'redo' });
    expect(currentEntry(state)).toEqual(entry(2));
    expect(historyReducer(state, { type: 'redo' })).toBe(state);
  });

  it('a new result after undoing drops the redo tail', () => {
    let state = pushAll(EMPTY_HISTORY, 1, 2, 3);
    state = historyReducer(historyReducer(state, { type: 'undo' }), { type: 'undo' });
    state = pushAll(state, 4);
    expect(state.entries.map((e) => e.tryOnId)).toEqual(['t1', 't4']);
    expect(currentEntry(state)).toEqual(entry(4));
    expect(canRedo(state)).toBe(false);
  });

  it('a new result while on the original keeps none of the old entries', () => {
    let state = historyReducer(pushAll(EMPTY_HISTORY, 1, 2), { type: 'undo' });
    state = historyReducer(state, { type: 'undo' });
    state = pushAll(state, 3);
    expect(state.entries.map((e) => e.tryOnId)).toEqual(['t3']);
  });

  it(`keeps at most ${HISTORY_LIMIT} entries, dropping the oldest`, () => {
    expect(HISTORY_LIMIT).toBe(10);
    const state = pushAll(EMPTY_HISTORY, ...Array.from({ length: 12 }, (_, i) => i + 1));
    expect(state.entries).toHaveLength(10);
    expect(state.entries[0]).toEqual(entry(3));
    expect(currentEntry(state)).toEqual(entry(12));
    // Ten undos reach the original photo: the dropped results are gone.
    let back = state;
    for (let i = 0; i < 10; i += 1) back = historyReducer(back, { type: 'undo' });
    expect(currentEntry(back)).toBeNull();
  });

  it('reset clears everything back to the original photo', () => {
    const state = historyReducer(pushAll(EMPTY_HISTORY, 1, 2), { type: 'reset' });
    expect(state).toEqual(EMPTY_HISTORY);
  });
});
