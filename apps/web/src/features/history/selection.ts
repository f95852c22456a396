/**
 * History selection mode (SPEC §4): off -> on (the Select link, or a long press that selects its entry)
 * -> off (clear, back, after a delete, after a batch save). Tapping an entry in selection mode toggles it.
 */
export type SelectionState = { mode: 'off' } | { mode: 'on'; selected: ReadonlySet<string> };

export type SelectionAction =
  | { type: 'start' }
  | { type: 'longPress'; id: string }
  | { type: 'toggle'; id: string }
  | { type: 'clear' }
  | { type: 'back' }
  | { type: 'deleted' }
  | { type: 'batchSaved' };

export const SELECTION_OFF: SelectionState = { mode: 'off' };

/** SPEC §9: a touch held this long starts selection mode. */
export const LONG_PRESS_MS = 500;

export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  switch (action.type) {
    case 'start':
      return state.mode === 'on' ? state : { mode: 'on', selected: new Set() };
    case 'longPress': {
      // A long press in selection mode keeps its entry selected rather than flipping it back and forth.
      const selected = state.mode === 'on' ? state.selected : new Set<string>();
      return selected.has(action.id) ? state : { mode: 'on', selected: new Set([...selected, action.id]) };
    }
    case 'toggle': {
      if (state.mode === 'off') return state;
      const selected = new Set(state.selected);
      if (!selected.delete(action.id)) selected.add(action.id);
      return { mode: 'on', selected };
    }
    case 'clear':
    case 'back':
    case 'deleted':
    case 'batchSaved':
      return SELECTION_OFF;
  }
}

export function isSelected(state: SelectionState, id: string): boolean {
  return state.mode === 'on' && state.selected.has(id);
}
