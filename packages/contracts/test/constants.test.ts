import { describe, expect, it } from 'vitest';
import { savedFileName } from '../src/constants';

describe('saved file names (SPEC §9)', () => {
  const at = new Date('2026-11-22T12:00:00Z');

  it('are the product prefix, the lowercase hyphenated colour name and a timestamp', () => {
    expect(savedFileName('Rose Gold', at)).toBe(`hairhue-rose-gold-${at.getTime()}.jpg`);
    expect(savedFileName('Ombré  Sunset!', at)).toBe(`hairhue-ombre-sunset-${at.getTime()}.jpg`);
  });

  it('never leave the name empty', () => {
    expect(savedFileName('!!!', at)).toBe(`hairhue-colour-${at.getTime()}.jpg`);
  });
});
