import type { Shade } from '@hairhue/catalogue';
import * as Tabs from '@radix-ui/react-tabs';
import { Sparkles } from 'lucide-react';
import { Spinner } from '@/components/spinner';
import { SwatchRow } from '@/components/swatch-row';
import { PICKER_TABS, shadesForTab, type PickerTab } from '@/lib/picker-tabs';

/** The 'Live color' switch over the viewfinder. */
export function LiveColourSwitch({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => onChange(!on)}
      className={`absolute right-3 top-3 z-10 flex min-h-11 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold backdrop-blur transition ${
        on ? 'bg-white text-ink' : 'bg-black/35 text-white hover:bg-black/50'
      }`}
    >
      <Sparkles className="size-4" aria-hidden="true" />
      Live color
    </button>
  );
}

/** While the model loads: a small note at the top of the viewfinder. */
export function PreparingLiveColour() {
  return (
    <p
      role="status"
      className="absolute left-3 top-3 z-10 flex min-h-11 items-center gap-2 rounded-full bg-black/45 px-3.5 text-sm font-medium text-white backdrop-blur"
    >
      <Spinner className="size-4" />
      Preparing live color…
    </p>
  );
}

/**
 * The shades live colour can paint, in the editor's three tabs, along the bottom of the viewfinder. Tapping
 * the chosen shade again chooses none (the camera as it is).
 */
export function LiveColourStrip({
  tab,
  onTab,
  shade,
  onShade,
}: {
  tab: PickerTab;
  onTab: (tab: PickerTab) => void;
  shade: Shade | null;
  onShade: (shade: Shade | null) => void;
}) {
  return (
    <section
      aria-label="Live colors"
      className="absolute inset-x-0 bottom-0 z-10 bg-gradient-to-t from-black/70 via-black/45 to-transparent pt-6"
    >
      <Tabs.Root value={tab} onValueChange={(value) => onTab(value as PickerTab)}>
        <Tabs.List
          aria-label="Color groups"
          className="mx-auto flex w-fit gap-1 rounded-full bg-black/40 p-1"
        >
          {PICKER_TABS.map(({ value, label }) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="min-h-9 rounded-full px-3.5 text-xs font-semibold text-white/80 transition data-[state=active]:bg-white data-[state=active]:text-ink"
            >
              {label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {/* A panel's swatch row is its Tab stop: the panel itself would be one more, with no visible focus. */}
        {PICKER_TABS.map(({ value, label }) => (
          <Tabs.Content key={value} value={value} tabIndex={-1} className="outline-none">
            <SwatchRow
              label={`${label} colors`}
              shades={shadesForTab(value)}
              selectedId={shade?.id ?? ''}
              onSelect={(picked) => onShade(picked.id === shade?.id ? null : picked)}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}
