import { isSpecialEffect } from '@hairhue/catalogue';
import * as Tabs from '@radix-ui/react-tabs';
import { Shuffle } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useId, useState, type ReactNode } from 'react';
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
import { SheetHandle } from './sheet-handle';
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

/**
 * The sheet docked at the bottom: tabs, the swatch row, the selected colour's description, and Try. On a
 * phone the photo comes first: the sheet starts collapsed to the tabs, the swatches and Try, and its handle
 * opens the rest ('Suits you', the description, premium's sliders), scrolling within 60 % of
 * the screen at most. From 820 px wide the sheet is a side panel with everything in it.
 */
export function ColourPicker({ picker, onChange, busy, onTry, adjustments, photoId }: ColourPickerProps) {
  const { tab, selected } = picker;
  const [expanded, setExpanded] = useState(false);
  const moreId = useId();
  // Collapsed, these parts leave the phone's layout; a tablet's side panel always has room for them.
  const more = expanded ? '' : 'hidden tablet:block';
  return (
    <section
      aria-label="Hair colors"
      className="pb-safe relative z-10 -mt-5 flex max-h-[60dvh] flex-col rounded-t-[28px] border-t border-line/70 bg-surface shadow-[0_-12px_32px_-16px_rgb(29_18_38/0.22)] tablet:mt-0 tablet:h-full tablet:max-h-none tablet:rounded-none tablet:border-t-0 tablet:pt-4"
    >
      <SheetHandle expanded={expanded} onExpanded={setExpanded} controls={moreId} />
      <div id={moreId} className="min-h-0 flex-1 overflow-y-auto overscroll-contain">
        {photoId ? (
          <div className={more}>
            <SuitsYou
              photoId={photoId}
              selectedId={selected.id}
              onSelect={(shade) => onChange({ tab, selected: shade })}
            />
          </div>
        ) : null}
        <Tabs.Root value={tab} onValueChange={(value) => onChange(switchTab(picker, value as PickerTab))}>
          <div className={`flex items-center gap-2 px-4 ${expanded ? 'pt-3' : 'pt-0'} tablet:pt-4`}>
            <Tabs.List
              aria-label="Color groups"
              className="grid flex-1 grid-cols-3 rounded-full bg-canvas p-1"
            >
              {PICKER_TABS.map(({ value, label }) => (
                <Tabs.Trigger
                  key={value}
                  value={value}
                  className="min-h-10 rounded-full text-sm font-semibold text-ink-soft tablet:min-h-11 transition data-[state=active]:bg-surface data-[state=active]:text-ink data-[state=active]:shadow-card"
                >
                  {label}
                </Tabs.Trigger>
              ))}
            </Tabs.List>
            <button
              type="button"
              aria-label="Pick a random color"
              onClick={() => onChange({ tab, selected: randomShade(picker) })}
              className="grid size-11 shrink-0 place-items-center rounded-full bg-brand-soft text-brand transition active:scale-95 active:rotate-12"
            >
              <Shuffle className="size-5" aria-hidden="true" />
            </button>
          </div>
          {/* A panel's swatch row is its Tab stop: the panel itself would be one more, with no visible focus. */}
          {PICKER_TABS.map(({ value, label }) => (
            <Tabs.Content key={value} value={value} tabIndex={-1} className="outline-none">
              <SwatchRow
                label={`${label} colors`}
                shades={shadesForTab(value)}
                selectedId={selected.id}
                onSelect={(shade) => onChange({ tab, selected: shade })}
              />
            </Tabs.Content>
          ))}
        </Tabs.Root>

        <div className={`h-11 overflow-hidden px-5 ${more}`} aria-live="polite">
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

        {adjustments ? <div className={more}>{adjustments}</div> : null}
      </div>

      <div className="px-4 pb-3 pt-1 tablet:pb-4 tablet:pt-2">
        <Button block className="min-h-12 text-base tablet:min-h-13" disabled={busy} onClick={onTry}>
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
