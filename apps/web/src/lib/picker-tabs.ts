import { coloursByCategory, specialEffects, type Shade } from '@hairhue/catalogue';

export type PickerTab = 'natural' | 'colorful' | 'effects';

export const PICKER_TABS: readonly { value: PickerTab; label: string }[] = [
  { value: 'natural', label: 'Natural' },
  { value: 'colorful', label: 'Colorful' },
  { value: 'effects', label: 'Effects' },
];

const SHADES_BY_TAB: Record<PickerTab, readonly Shade[]> = {
  natural: coloursByCategory('natural'),
  colorful: [...coloursByCategory('fashion'), ...coloursByCategory('fantasy')],
  effects: specialEffects,
};

export function shadesForTab(tab: PickerTab): readonly Shade[] {
  return SHADES_BY_TAB[tab];
}

function firstShade(tab: PickerTab): Shade {
  const first = SHADES_BY_TAB[tab][0];
  if (!first) throw new Error(`The ${tab} tab has no colours`);
  return first;
}

/** The picker's state: which tab is open and which colour or effect is selected. */
export interface PickerState {
  tab: PickerTab;
  selected: Shade;
}

export const INITIAL_PICKER: PickerState = { tab: 'natural', selected: firstShade('natural') };

/** The picker open at the tab that holds `shade`, with it selected. */
export function pickerWith(shade: Shade): PickerState {
  const tab = PICKER_TABS.find(({ value }) => SHADES_BY_TAB[value].some((s) => s.id === shade.id))?.value;
  return tab ? { tab, selected: shade } : INITIAL_PICKER;
}

/** SPEC §4: switching to a tab whose list lacks the selected colour selects that tab's first colour. */
export function switchTab(state: PickerState, tab: PickerTab): PickerState {
  const keepsSelection = SHADES_BY_TAB[tab].some((shade) => shade.id === state.selected.id);
  return { tab, selected: keepsSelection ? state.selected : firstShade(tab) };
}

/**
 * A random colour of the open tab, never the one already selected, so the button always visibly does
 * something. `random` is like `Math.random`.
 */
export function randomShade(state: PickerState, random: () => number = Math.random): Shade {
  const others = SHADES_BY_TAB[state.tab].filter((shade) => shade.id !== state.selected.id);
  return others[Math.floor(random() * others.length)] ?? state.selected;
}
