import { describe, expect, it } from 'vitest';
import {
  isSelected,
  SELECTION_OFF,
  selectionReducer,
  type SelectionAction,
  type SelectionState,
} from '@/features/history/selection';

const run = (...actions: SelectionAction[]): SelectionState =>
  actions.reduce(selectionReducer, SELECTION_OFF);
const selectedIds = (state: SelectionState) => (state.mode === 'on' ? [...state.selected].sort() : null);

describe('selectionReducer', () => {
  it('starts with selection mode off', () => {
    expect(SELECTION_OFF.mode).toBe('off');
  });

  it('turns selection mode on with nothing selected from the Select link', () => {
    expect(selectedIds(run({ type: 'start' }))).toEqual([]);
  });

  it('turns selection mode on with the pressed entry selected on a long press', () => {
    const state = run({ type: 'longPress', id: 'a' });
    expect(selectedIds(state)).toEqual(['a']);
    expect(isSelected(state, 'a')).toBe(true);
  });

  it('adds the pressed entry on a long press in selection mode and keeps it selected', () => {
    expect(selectedIds(run({ type: 'longPress', id: 'a' }, { type: 'longPress', id: 'b' }))).toEqual([
      'a',
      'b',
    ]);
    expect(selectedIds(run({ type: 'longPress', id: 'a' }, { type: 'longPress', id: 'a' }))).toEqual(['a']);
  });

  it('toggles an entry on and off in selection mode', () => {
    const on = run({ type: 'start' }, { type: 'toggle', id: 'a' }, { type: 'toggle', id: 'b' });
    expect(selectedIds(on)).toEqual(['a', 'b']);
    expect(selectedIds(selectionReducer(on, { type: 'toggle', id: 'a' }))).toEqual(['b']);
  });

  it('stays in selection mode when the last entry is unselected', () => {
    expect(selectedIds(run({ type: 'longPress', id: 'a' }, { type: 'toggle', id: 'a' }))).toEqual([]);
  });

  it('ignores a toggle outside selection mode (a tap there opens the preview)', () => {
    expect(run({ type: 'toggle', id: 'a' })).toBe(SELECTION_OFF);
  });

  it.each(['clear', 'back', 'deleted', 'batchSaved'] as const)('turns selection mode off on %s', (type) => {
    const state = run({ type: 'longPress', id: 'a' }, { type: 'toggle', id: 'b' }, { type });
    expect(state.mode).toBe('off');
    expect(isSelected(state, 'a')).toBe(false);
  });

  it('does not mutate the previous selection', () => {
    const before = run({ type: 'longPress', id: 'a' });
    selectionReducer(before, { type: 'toggle', id: 'b' });
    expect(selectedIds(before)).toEqual(['a']);
  });
});
