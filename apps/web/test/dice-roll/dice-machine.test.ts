import { describe, expect, it } from 'vitest';
import {
  diceReducer,
  initialDiceState,
  isRollFinished,
  mergeRoll,
  rollGate,
  rollsLeft,
  rollsLeftLabel,
  type DiceState,
} from '@/features/dice-roll/dice-machine';
import { makeRoll, PHOTO } from './fixtures';

const chosen: DiceState = { phase: 'photo-chosen', photo: PHOTO };

describe('dice state machine', () => {
  it('starts at the intro with no photo', () => {
    expect(initialDiceState).toEqual({ phase: 'intro' });
  });

  it('goes intro → photo chosen → rolling → results', () => {
    const roll = makeRoll();
    let state = diceReducer(initialDiceState, { type: 'photo-chosen', photo: PHOTO });
    expect(state).toEqual(chosen);
    state = diceReducer(state, { type: 'roll-started' });
    expect(state).toEqual({ phase: 'rolling', photo: PHOTO, roll: null, reconnecting: false });
    state = diceReducer(state, { type: 'roll-created', roll });
    expect(state).toEqual({ phase: 'rolling', photo: PHOTO, roll, reconnecting: false });
    state = diceReducer(state, { type: 'overlay-closed' });
    expect(state).toEqual({ phase: 'results', photo: PHOTO, roll });
  });

  it('cannot roll from the intro, where there is no photo yet', () => {
    expect(diceReducer(initialDiceState, { type: 'roll-started' })).toBe(initialDiceState);
  });

  it('returns to the chosen photo when creating the roll fails', () => {
    const rolling = diceReducer(chosen, { type: 'roll-started' });
    expect(diceReducer(rolling, { type: 'roll-failed' })).toEqual(chosen);
  });

  it('shows what it has when polling fails and the overlay closes early', () => {
    const roll = makeRoll(['completed']);
    const state = diceReducer(
      { phase: 'rolling', photo: PHOTO, roll, reconnecting: false },
      { type: 'overlay-closed' },
    );
    expect(state).toEqual({ phase: 'results', photo: PHOTO, roll });
  });

  it("'Roll Again' clears the results and rolls the same photo", () => {
    const results: DiceState = { phase: 'results', photo: PHOTO, roll: makeRoll(['completed']) };
    expect(diceReducer(results, { type: 'roll-started' })).toEqual({
      phase: 'rolling',
      photo: PHOTO,
      roll: null,
      reconnecting: false,
    });
  });

  it("'Try Different Photo' returns to the intro", () => {
    const results: DiceState = { phase: 'results', photo: PHOTO, roll: makeRoll() };
    expect(diceReducer(results, { type: 'reset' })).toEqual({ phase: 'intro' });
  });

  it('does not change the photo while a roll is running', () => {
    const rolling: DiceState = { phase: 'rolling', photo: PHOTO, roll: null, reconnecting: false };
    const other = { id: 'other', url: '/other.jpg' };
    expect(diceReducer(rolling, { type: 'photo-chosen', photo: other })).toBe(rolling);
  });

  it('updates each colour as polls come in', () => {
    const rolling: DiceState = { phase: 'rolling', photo: PHOTO, roll: makeRoll(), reconnecting: false };
    const state = diceReducer(rolling, { type: 'roll-updated', roll: makeRoll(['completed', 'failed']) });
    expect(state.phase === 'rolling' && state.roll?.colors.map((color) => color.status)).toEqual([
      'completed',
      'failed',
      'processing',
      'processing',
      'processing',
      'processing',
    ]);
  });
});

describe('per-colour transitions', () => {
  it('never turns a completed or failed colour back into processing', () => {
    const merged = mergeRoll(makeRoll(['completed', 'failed']), makeRoll(['processing', 'processing']));
    expect(merged.colors[0]?.status).toBe('completed');
    expect(merged.colors[0]?.resultUrl).toBe('/files/result-0.jpg');
    expect(merged.colors[1]?.status).toBe('failed');
  });

  it('ignores an answer for another roll', () => {
    const current = makeRoll();
    expect(mergeRoll(current, makeRoll(['completed'], '00000000-0000-4000-8000-000000000999'))).toBe(current);
  });
});

describe('isRollFinished', () => {
  it('is finished when completed plus failed equals 6', () => {
    expect(
      isRollFinished(makeRoll(['completed', 'completed', 'failed', 'completed', 'failed', 'completed'])),
    ).toBe(true);
  });

  it('is not finished while any colour is processing', () => {
    expect(isRollFinished(makeRoll(['completed', 'completed', 'failed', 'completed', 'failed']))).toBe(false);
  });

  it('counts an unknown status as processing', () => {
    const roll = makeRoll(['completed', 'completed', 'completed', 'completed', 'completed', 'completed']);
    const odd = {
      ...roll,
      colors: roll.colors.map((c, i) => (i === 5 ? { ...c, status: 'queued' as never } : c)),
    };
    expect(isRollFinished(odd)).toBe(false);
  });
});

describe('rolls left badge', () => {
  it('shows 3 when the usage has no count', () => {
    expect(rollsLeft(undefined)).toBe(3);
    expect(rollsLeft({ canRoll: true })).toBe(3);
    expect(rollsLeftLabel(rollsLeft(undefined))).toBe('3 rolls left today');
  });

  it('shows the count the server gives', () => {
    expect(rollsLeft({ canRoll: true, rollsRemaining: 1 })).toBe(1);
    expect(rollsLeftLabel(1)).toBe('1 roll left today');
  });

  it("says 'No rolls left today' when none are left", () => {
    expect(rollsLeftLabel(0)).toBe('No rolls left today');
  });
});

describe('rollGate', () => {
  it('sends a non-premium user to the paywall', () => {
    expect(rollGate({ isActive: false, statusLoading: false, usage: undefined })).toBe('paywall');
  });

  it('blocks a premium user whose usage says canRoll is false', () => {
    expect(
      rollGate({ isActive: true, statusLoading: false, usage: { canRoll: false, rollsRemaining: 0 } }),
    ).toBe('limit-reached');
  });

  it('allows a premium user with rolls left, or whose usage is not known yet', () => {
    expect(
      rollGate({ isActive: true, statusLoading: false, usage: { canRoll: true, rollsRemaining: 2 } }),
    ).toBe('allowed');
    expect(rollGate({ isActive: true, statusLoading: false, usage: undefined })).toBe('allowed');
  });

  it('waits while the subscription status is loading instead of flashing the paywall', () => {
    expect(rollGate({ isActive: false, statusLoading: true, usage: undefined })).toBe('wait');
  });

  it('says it is reconnecting while the server cannot be reached, and no longer once it answers', () => {
    const rolling: DiceState = { phase: 'rolling', photo: PHOTO, roll: null, reconnecting: false };
    const lost = diceReducer(rolling, { type: 'connection', reachable: false });
    expect(lost).toEqual({ ...rolling, reconnecting: true });
    expect(diceReducer(lost, { type: 'connection', reachable: false })).toBe(lost);
    const created = diceReducer(lost, { type: 'roll-created', roll: makeRoll() });
    expect(diceReducer(created, { type: 'connection', reachable: true })).toEqual({
      ...rolling,
      roll: makeRoll(),
    });
    const results: DiceState = { phase: 'results', photo: PHOTO, roll: makeRoll() };
    expect(diceReducer(results, { type: 'connection', reachable: false })).toBe(results);
  });
});
