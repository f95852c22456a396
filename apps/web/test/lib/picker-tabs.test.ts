import { coloursByCategory, specialEffects } from '@hairhue/catalogue';
import { describe, expect, it } from 'vitest';
import type { Shade } from '@hairhue/catalogue';
import { INITIAL_PICKER, pickerWith, randomShade, shadesForTab, switchTab } from '@/lib/picker-tabs';

describe('colour picker tabs', () => {
  it('Natural lists the natural colours, Colorful fashion then fantasy, Effects the 28 effects', () => {
    expect(shadesForTab('natural')).toEqual(coloursByCategory('natural'));
    expect(shadesForTab('colorful')).toEqual([
      ...coloursByCategory('fashion'),
      ...coloursByCategory('fantasy'),
    ]);
    expect(shadesForTab('effects')).toHaveLength(28);
  });

  it('starts on Natural with its first colour selected', () => {
    expect(INITIAL_PICKER).toEqual({ tab: 'natural', selected: coloursByCategory('natural')[0] });
  });

  it('switching to a tab without the selected colour selects that tab’s first colour', () => {
    const next = switchTab(INITIAL_PICKER, 'effects');
    expect(next).toEqual({ tab: 'effects', selected: specialEffects[0] });
    expect(switchTab(next, 'colorful').selected).toEqual(coloursByCategory('fashion')[0]);
  });

  it('switching to a tab that lists the selected colour keeps it', () => {
    const fantasy = coloursByCategory('fantasy')[3] as Shade;
    const next = switchTab({ tab: 'colorful', selected: fantasy }, 'colorful');
    expect(next.selected).toBe(fantasy);
  });

  it('the random pick comes from the open tab and differs from the selection', () => {
    const state = { tab: 'effects' as const, selected: specialEffects[0] as Shade };
    for (const r of [0, 0.5, 0.999]) {
      const pick = randomShade(state, () => r);
      expect(specialEffects).toContain(pick);
      expect(pick).not.toBe(state.selected);
    }
  });
});

describe('pickerWith', () => {
  it('opens the tab that holds the shade, with it selected', () => {
    for (const tab of ['natural', 'colorful', 'effects'] as const) {
      const shade = shadesForTab(tab)[3];
      if (!shade) throw new Error(`no shade in ${tab}`);
      expect(pickerWith(shade)).toEqual({ tab, selected: shade });
    }
  });
});
