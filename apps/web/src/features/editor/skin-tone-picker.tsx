import { SKIN_DEPTH_SWATCHES } from '@hairhue/catalogue';
import type { SkinToneChoice } from '@hairhue/contracts';
import * as Dialog from '@radix-ui/react-dialog';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useResetSkinTone } from '@/api/reset-skin-tone';
import { useSaveSkinTone } from '@/api/save-skin-tone';
import { BottomSheet, SheetCloseButton } from '@/components/bottom-sheet';
import { Button } from '@/components/button';

type Undertone = SkinToneChoice['undertone'];

const UNDERTONES: readonly { value: Undertone; label: string }[] = [
  { value: 'warm', label: 'Warm' },
  { value: 'neutral', label: 'Neutral' },
  { value: 'cool', label: 'Cool' },
];

interface SkinTonePickerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The device's saved choice, shown picked; null while the skin is measured. */
  current: SkinToneChoice | null;
}

/**
 * 'Not right?' (issue 23 §1): the person picks their skin's depth from six swatches, light to deep (named by
 * their place only, never by a word that judges), and its undertone. Saved for the device, so every photo's
 * 'Suits you' and Dice Roll use it; 'Measure from my photo' forgets it.
 */
export function SkinTonePicker({ open, onOpenChange, current }: SkinTonePickerProps) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} className="bg-surface px-5 pt-4 pb-6">
      {open ? <PickerBody current={current} close={() => onOpenChange(false)} /> : null}
    </BottomSheet>
  );
}

function PickerBody({ current, close }: { current: SkinToneChoice | null; close: () => void }) {
  const [depth, setDepth] = useState<number | undefined>(current?.depth);
  const [undertone, setUndertone] = useState<Undertone | undefined>(current?.undertone);
  const save = useSaveSkinTone();
  const reset = useResetSkinTone();
  const busy = save.isPending || reset.isPending;
  const failed = save.isError || reset.isError;

  return (
    <>
      <div className="flex items-center gap-3">
        <Dialog.Title className="min-w-0 flex-1 text-lg font-bold">Your skin tone</Dialog.Title>
        <SheetCloseButton hoverClassName="hover:bg-canvas" />
      </div>
      <fieldset className="mt-2">
        <legend className="text-sm font-semibold text-ink">Depth, light to deep</legend>
        <div className="mt-2 flex justify-between gap-2">
          {SKIN_DEPTH_SWATCHES.map((colour, index) => {
            const value = index + 1;
            const picked = depth === value;
            return (
              <button
                key={colour}
                type="button"
                aria-label={`Depth ${value} of ${SKIN_DEPTH_SWATCHES.length}`}
                aria-pressed={picked}
                onClick={() => setDepth(value)}
                style={{ backgroundColor: colour }}
                className={`grid size-11 place-items-center rounded-full ring-offset-2 transition ${picked ? 'ring-2 ring-brand' : 'ring-1 ring-line'}`}
              >
                {picked ? <Check className="size-5 text-white drop-shadow" aria-hidden="true" /> : null}
              </button>
            );
          })}
        </div>
      </fieldset>
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-ink">Undertone</legend>
        <div className="mt-2 flex gap-2">
          {UNDERTONES.map(({ value, label }) => (
            <button
              key={value}
              type="button"
              aria-pressed={undertone === value}
              onClick={() => setUndertone(value)}
              className={`min-h-11 flex-1 rounded-full text-sm font-semibold transition ${undertone === value ? 'bg-brand text-white' : 'bg-canvas text-ink'}`}
            >
              {label}
            </button>
          ))}
        </div>
      </fieldset>
      {failed ? (
        <p role="alert" className="mt-3 text-sm text-danger">
          That didn’t save. Check your connection and try again.
        </p>
      ) : null}
      <div className="mt-5 flex flex-col gap-2">
        <Button
          block
          disabled={busy || depth === undefined || undertone === undefined}
          onClick={() => {
            if (depth !== undefined && undertone !== undefined)
              save.mutate({ depth, undertone }, { onSuccess: close });
          }}
        >
          Use this skin tone
        </Button>
        {current ? (
          <Button
            block
            variant="secondary"
            disabled={busy}
            onClick={() => reset.mutate(undefined, { onSuccess: close })}
          >
            Measure from my photo
          </Button>
        ) : null}
      </div>
    </>
  );
}
