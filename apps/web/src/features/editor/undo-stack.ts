import type { TryOnTuning } from '@hairhue/contracts/constants';

/** One finished try-on the editor can step back to (SPEC §3 'Editor undo entry'). */
export interface HistoryEntry {
  tryOnId: string;
  resultUrl: string;
  colorName: string;
  colorValue: string;
  /** The try-on's intensity and shine, as the server rendered it (the salon card states them). */
  tuning: TryOnTuning;
}

/** SPEC §9: the editor keeps at most 10 results to undo through. */
export const HISTORY_LIMIT = 10;

/**
 * `index` points at the entry on screen; -1 means the original photo, which is where undo past the first
 * entry lands. Entries after `index` are the redo tail.
 */
export interface HistoryState {
  entries: readonly HistoryEntry[];
  index: number;
}

export type HistoryAction =
  { type: 'push'; entry: HistoryEntry } | { type: 'undo' } | { type: 'redo' } | { type: 'reset' };

export const EMPTY_HISTORY: HistoryState = { entries: [], index: -1 };

export function historyReducer(state: HistoryState, action: HistoryAction): HistoryState {
  switch (action.type) {
    case 'push': {
      // A new result after undoing replaces whatever could have been redone.
      const kept = state.entries.slice(0, state.index + 1);
      const entries = [...kept, action.entry].slice(-HISTORY_LIMIT);
      return { entries, index: entries.length - 1 };
    }
    case 'undo':
      return canUndo(state) ? { ...state, index: state.index - 1 } : state;
    case 'redo':
      return canRedo(state) ? { ...state, index: state.index + 1 } : state;
    case 'reset':
      return EMPTY_HISTORY;
  }
}

export function canUndo(state: HistoryState): boolean {
  return state.index >= 0;
}

export function canRedo(state: HistoryState): boolean {
  return state.index < state.entries.length - 1;
}

/** The result on screen, or null for the original photo. */
export function currentEntry(state: HistoryState): HistoryEntry | null {
  return state.entries[state.index] ?? null;
}
