import { isSpecialEffect } from '@hairhue/catalogue';
import * as Tabs from '@radix-ui/react-tabs';
import { Shuffle } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import type { ReactNode } from 'react';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import {
  PICKER_TABS,
  randomShade,
  shadesForTab,
  switchTab,
  type PickerState,
  type PickerTab,
} from '@/lib/picker-tabs';
import { SuitsYou } from './suits-you-row';
import { SwatchRow } from '@/components/swatch-row';

interface ColourPickerProps {
  picker: PickerState;
  onChange: (picker: PickerState) => void;
  busy: boolean;
  onTry: () => void;
  /** Controls that tune the colour (premium's intensity and shine), between the description and Try. */
  adjustments?: ReactNode;
  /** The photo in the editor: its 'Suits you' row leads the picker. */
  photoId?: string;
}

/** The sheet docked at the bottom: tabs, the swatch row, the selected colour's description, and Try. */
export function ColourPicker({ picker, onChange, busy, onTry, adjustments, photoId }: ColourPickerProps) {
  const { tab, selected } = picker;
  return (
    <section
      aria-label="Hair colors"
      className="pb-safe relative z-10 -mt-6 rounded-t-[28px] border-t border-line/70 bg-surface shadow-[0_-12px_32px_-16px_rgb(29_18_38/0.22)]"
    >
      {photoId ? (
        <SuitsYou
          photoId={photoId}
          selectedId={selected.id}
          onSelect={(shade) => onChange({ tab, selected: shade })}
        />
      ) : null}
      <Tabs.Root value={tab} onValueChange={(value) => onChange(switchTab(picker, value as PickerTab))}>
        <div className="flex items-center gap-2 px-4 pt-4">
          <Tabs.List aria-label="Color groups" className="grid flex-1 grid-cols-3 rounded-full bg-canvas p-1">
            {PICKER_TABS.map(({ value, label }) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="min-h-11 rounded-full text-sm font-semibold text-ink-soft transition data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-card"
              >
                {label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <button
            type="button"
            aria-label="Pick a random color"
            onClick={() => onChange({ tab, selected: randomShade(picker) })}
            className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-soft text-brand transition active:scale-95 active:rotate-12"
          >
            <Shuffle className="size-5" aria-hidden="true" />
          </button>
        </div>
        {PICKER_TABS.map(({ value, label }) => (
          <Tabs.Content key={value} value={value} className="outline-none">
            <SwatchRow
              label={`${label} colors`}
              shades={shadesForTab(value)}
              selectedId={selected.id}
              onSelect={(shade) => onChange({ tab, selected: shade })}
            />
          </Tabs.Content>
        ))}
      </Tabs.Root>

      <div className="h-11 overflow-hidden px-5" aria-live="polite">
        <AnimatePresence mode="wait" initial={false}>
          <motion.p
            key={selected.id}
            initial={{ opacity: 0, y: 4 }}
            animate={{ opacity: 1, y: 0 }}
            exit={{ opacity: 0, y: -4 }}
            transition={{ duration: 0.15 }}
            className="line-clamp-2 text-[13px] leading-[1.35rem] text-ink-soft"
          >
            <span className="font-semibold text-ink">{selected.name}</span> · {selected.description}
          </motion.p>
        </AnimatePresence>
      </div>

      {adjustments}

      <div className="px-4 pb-4 pt-2">
        <Button block className="min-h-13 text-base" disabled={busy} onClick={onTry}>
          {busy ? (
            <>
              <Spinner className="size-5" />
              Processing...
            </>
          ) : isSpecialEffect(selected) ? (
            'Try this special effect'
          ) : (
            'Try this hair color'
          )}
        </Button>
      </div>
    </section>
  );
}
