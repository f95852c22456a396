import { describe, expect, it } from 'vitest';
import { mixHex } from '../src/hex';

describe('mixHex', () => {
  it('returns the start at 0 and the end at 1', () => {
    expect(mixHex('#1e2a55', '#ffffff', 0)).toBe('#1e2a55');
    expect(mixHex('#1e2a55', '#ffffff', 1)).toBe('#ffffff');
  });

  it('mixes each channel in proportion, rounding to the nearest step', () => {
    expect(mixHex('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(mixHex('#c8531f', '#000000', 0.3)).toBe('#8c3a16');
    expect(mixHex('#ff0000', '#0000ff', 0.25)).toBe('#bf0040');
  });
});
