import { DICE_COLORS_PER_ROLL, type DiceColor, type DiceRoll, type DiceUsage } from '@hairhue/contracts';

/** The photo a roll is made of: its id for the API and an address to show it. */
export interface DicePhoto {
  id: string;
  url: string;
}

/**
 * SPEC §4 Dice Roll: intro (no photo) → photo chosen → rolling (overlay; the roll is null until the server
 * has created it) → results. 'Roll Again' goes from results straight back to rolling with the same photo.
 * While rolling, `reconnecting` says the server could not be reached (a restart) and the roll is still
 * awaited.
 */
export type DiceState =
  | { phase: 'intro' }
  | { phase: 'photo-chosen'; photo: DicePhoto }
  | { phase: 'rolling'; photo: DicePhoto; roll: DiceRoll | null; reconnecting: boolean }
  | { phase: 'results'; photo: DicePhoto; roll: DiceRoll };

export type DiceAction =
  | { type: 'photo-chosen'; photo: DicePhoto }
  | { type: 'roll-started' }
  | { type: 'roll-created'; roll: DiceRoll }
  | { type: 'roll-updated'; roll: DiceRoll }
  /** The server could not be reached (`reachable: false`), or answers again. */
  | { type: 'connection'; reachable: boolean }
  /** Creating the roll failed: the overlay closes and the photo stays chosen. */
  | { type: 'roll-failed' }
  /** The roll finished (and its 1 s pause passed), or polling failed: the overlay closes. */
  | { type: 'overlay-closed' }
  | { type: 'reset' };

export const initialDiceState: DiceState = { phase: 'intro' };

export type DiceColorPhase = 'processing' | 'completed' | 'failed';

/** SPEC §3: 'completed', 'failed', and anything else counts as processing. */
export function colorPhase(color: Pick<DiceColor, 'status'>): DiceColorPhase {
  return color.status === 'completed' || color.status === 'failed' ? color.status : 'processing';
}

/** SPEC §4: a roll is finished when completed plus failed equals 6. */
export function isRollFinished(roll: Pick<DiceRoll, 'colors'>): boolean {
  return roll.colors.filter((color) => colorPhase(color) !== 'processing').length === DICE_COLORS_PER_ROLL;
}

/**
 * Each colour goes processing → completed or failed, and never back: a late or reordered poll answer must not
 * turn a finished tile into a spinner again.
 */
export function mergeRoll(previous: DiceRoll, next: DiceRoll): DiceRoll {
  if (previous.id !== next.id) return previous;
  return {
    ...next,
    colors: next.colors.map((color, index) => {
      const before = previous.colors[index];
      return before && colorPhase(before) !== 'processing' ? before : color;
    }),
  };
}

export function diceReducer(state: DiceState, action: DiceAction): DiceState {
  switch (action.type) {
    case 'photo-chosen':
      return state.phase === 'rolling' ? state : { phase: 'photo-chosen', photo: action.photo };
    case 'roll-started':
      // From a chosen photo, or 'Roll Again' from the results, which clears them.
      return state.phase === 'photo-chosen' || state.phase === 'results'
        ? { phase: 'rolling', photo: state.photo, roll: null, reconnecting: false }
        : state;
    case 'roll-created':
      return state.phase === 'rolling' && state.roll === null ? { ...state, roll: action.roll } : state;
    case 'roll-updated':
      if (state.phase !== 'rolling' && state.phase !== 'results') return state;
      return state.roll ? { ...state, roll: mergeRoll(state.roll, action.roll) } : state;
    case 'connection':
      return state.phase === 'rolling' && state.reconnecting === action.reachable
        ? { ...state, reconnecting: !action.reachable }
        : state;
    case 'roll-failed':
      return state.phase === 'rolling' ? { phase: 'photo-chosen', photo: state.photo } : state;
    case 'overlay-closed':
      if (state.phase !== 'rolling') return state;
      return state.roll
        ? { phase: 'results', photo: state.photo, roll: state.roll }
        : { phase: 'photo-chosen', photo: state.photo };
    case 'reset':
      return initialDiceState;
  }
}

/** SPEC §9: when the usage has no count, the badge shows 3 rolls left. */
export const DEFAULT_ROLLS_LEFT = 3;

export function rollsLeft(usage: Partial<DiceUsage> | null | undefined): number {
  return usage?.rollsRemaining ?? DEFAULT_ROLLS_LEFT;
}

export function rollsLeftLabel(count: number): string {
  if (count <= 0) return 'No rolls left today';
  return `${count} ${count === 1 ? 'roll' : 'rolls'} left today`;
}

/**
 * SPEC §5: rolling needs an active subscription (else the paywall, trigger dice_roll_premium) and a usage that
 * does not say canRoll is false. While the status is still loading nothing happens: a premium user must not
 * see the paywall flash.
 */
export type RollGate = 'allowed' | 'paywall' | 'limit-reached' | 'wait';

export function rollGate(input: {
  isActive: boolean;
  statusLoading: boolean;
  usage: Partial<DiceUsage> | null | undefined;
}): RollGate {
  if (input.statusLoading) return 'wait';
  if (!input.isActive) return 'paywall';
  if (input.usage?.canRoll === false) return 'limit-reached';
  return 'allowed';
}
