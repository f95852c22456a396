import { describe, expect, it } from 'vitest';
import { DEFAULT_TUNING, isDefaultTuning, salonCardFileName, savedFileName } from '../src/constants';

describe('saved file names (SPEC §9)', () => {
  const at = new Date('2026-11-22T12:00:00Z');

  it('are the product prefix, the lowercase hyphenated colour name and a timestamp', () => {
    expect(savedFileName('Rose Gold', at)).toBe(`hairhue-rose-gold-${at.getTime()}.jpg`);
    expect(savedFileName('Ombré  Sunset!', at)).toBe(`hairhue-ombre-sunset-${at.getTime()}.jpg`);
  });

  it('never leave the name empty', () => {
    expect(savedFileName('!!!', at)).toBe(`hairhue-colour-${at.getTime()}.jpg`);
  });

  it('name a salon card like its result, marked as a salon card', () => {
    expect(salonCardFileName('Fiery Copper', at)).toBe(`hairhue-salon-card-fiery-copper-${at.getTime()}.jpg`);
  });
});

describe('default tuning', () => {
  it('is intensity 100 and shine 50, the untuned render', () => {
    expect(DEFAULT_TUNING).toEqual({ intensity: 100, shine: 50 });
    expect(isDefaultTuning({ intensity: 100, shine: 50 })).toBe(true);
  });

  it('is told apart from any other value of either', () => {
    expect(isDefaultTuning({ intensity: 99, shine: 50 })).toBe(false);
    expect(isDefaultTuning({ intensity: 100, shine: 51 })).toBe(false);
    expect(isDefaultTuning({ intensity: 10, shine: 0 })).toBe(false);
  });
});
