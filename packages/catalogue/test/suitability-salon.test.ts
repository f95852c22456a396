import { describe, expect, it } from 'vitest';

import { findShade, levelLabel, salonAdvice } from '../src/index';
import type { Shade } from '../src/index';

function shade(name: string): Shade {
  const found = findShade(name);
  if (!found) throw new Error(`no shade named ${name}`);
  return found;
}

describe('salonAdvice', () => {
  it('Jet Black on level 6 hair is deposit only, five levels darker, with a word about filling', () => {
    const advice = salonAdvice(6, shade('Jet Black'));
    expect(advice.process).toEqual({ kind: 'deposit', levelsDarker: 5 });
    expect(advice.headline).toBe('Deposit only');
    expect(advice.detail).toMatch(/fill/);
  });

  it('Platinum Blonde on level 3 hair is a lift of 7 levels with lightener, possibly over more than one session', () => {
    const advice = salonAdvice(3, shade('Platinum Blonde'));
    expect(advice.process).toEqual({
      kind: 'lift',
      levels: 7,
      lightener: true,
      moreThanOneSession: true,
      toner: false,
    });
    expect(advice.headline).toBe('Lift 7 levels (lightener needed)');
    expect(advice.detail).toMatch(/more than one session/);
  });

  it('Hot Pink is a semi-permanent fashion shade over hair pre-lightened to level 7–8', () => {
    const advice = salonAdvice(3, shade('Hot Pink'));
    expect(advice.headline).toBe('Semi-permanent fashion shade over pre-lightened hair');
    expect(advice.process).toEqual({
      kind: 'fashion',
      preLightenTo: { from: 7, to: 8 },
      liftLevels: 4,
      moreThanOneSession: false,
    });
    expect(advice.detail).toContain('level 7–8');
  });

  it('a pastel needs a level 9–10 base, a deep jewel tone 5–6', () => {
    expect(salonAdvice(4, shade('Pastel Pink')).process).toMatchObject({ preLightenTo: { from: 9, to: 10 } });
    expect(salonAdvice(4, shade('Midnight Blue')).process).toMatchObject({
      preLightenTo: { from: 5, to: 6 },
    });
  });

  it('a fashion shade on hair already light enough needs no lightener', () => {
    const advice = salonAdvice(9, shade('Hot Pink'));
    expect(advice.process).toMatchObject({ kind: 'fashion', liftLevels: 0 });
    expect(advice.detail).toMatch(/already light enough/);
  });

  it('the same level is deposit only; one level lighter is a permanent colour without lightener', () => {
    expect(salonAdvice(6, shade('Copper')).process).toEqual({ kind: 'deposit', levelsDarker: 0 });
    const oneUp = salonAdvice(5, shade('Copper'));
    expect(oneUp.headline).toBe('Lift 1 level (permanent colour, no lightener)');
    expect(oneUp.process).toMatchObject({ kind: 'lift', levels: 1, lightener: false });
  });

  it('rounds the measured level before comparing: 5.6 counts as level 6', () => {
    expect(salonAdvice(5.6, shade('Copper')).process).toEqual({ kind: 'deposit', levelsDarker: 0 });
  });

  it('a grey is toned over hair lifted to level 9, whatever the grey’s own level', () => {
    expect(shade('Iron Grey').level).toBe(5);
    const advice = salonAdvice(4, shade('Iron Grey'));
    expect(advice.process).toMatchObject({ kind: 'lift', levels: 5, lightener: true, toner: true });
    expect(salonAdvice(9, shade('Silver Grey')).headline).toBe('Deposit only');
  });

  it('a natural ombre lifts to its lightest stop and says it is the ends', () => {
    const ombre = shade('Icy Ombre');
    expect(ombre.level).toBe(10);
    const advice = salonAdvice(4, ombre);
    expect(advice.process).toMatchObject({ kind: 'lift', levels: 6 });
    expect(advice.detail).toMatch(/lightest part/);
  });

  it('without a measured level, says what the shade takes in general', () => {
    const natural = salonAdvice(null, shade('Copper'));
    expect(natural.process).toEqual({
      kind: 'unknown-level',
      shadeLevel: 6,
      vivid: false,
      preLightenTo: null,
    });
    expect(natural.detail).toBe(
      'Hair at level 6 or lighter takes it as a deposit only; darker hair is lifted to level 6 first, with lightener from 2 levels up.',
    );
    expect(salonAdvice(null, shade('Platinum Blonde')).detail).toMatch(/^Hair at level 10 takes it/);
    const vivid = salonAdvice(null, shade('Hot Pink'));
    expect(vivid.headline).toBe('Semi-permanent fashion shade over pre-lightened hair');
    expect(vivid.detail).toContain('level 7–8');
  });
});

describe('levelLabel', () => {
  it('names a measured level by the colourists’ scale, rounded and clamped', () => {
    expect(levelLabel(4.3)).toBe('Level 4 · Medium brown');
    expect(levelLabel(0.2)).toBe('Level 1 · Black');
    expect(levelLabel(9.7)).toBe('Level 10 · Lightest blonde');
  });
});
