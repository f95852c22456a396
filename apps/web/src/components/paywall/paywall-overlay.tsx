import * as Dialog from '@radix-ui/react-dialog';
import { Check, Sparkles, X } from 'lucide-react';
import { Button } from '@/components/button';
import type { PaywallTrigger } from './paywall-context';

/** SPEC §2: the story variant for the limit and download triggers, the card for every other one. */
export function paywallVariant(trigger: PaywallTrigger): 'story' | 'card' {
  return trigger === 'hair_color_limit' || trigger === 'download_attempt' ? 'story' : 'card';
}

const HEADLINES: Record<PaywallTrigger, string> = {
  hair_color_limit: "You've used all 3 free changes",
  download_attempt: 'Save your new look',
  dice_roll_premium: 'Dice Roll is a Premium feature',
  onboarding: 'Start with Premium',
  app_launch: 'Unlock unlimited hair colors',
  settings_upgrade: 'Upgrade to Premium',
  subscription_info: 'Hairhue Premium',
  default: 'Unlock unlimited hair colors',
};

const BENEFITS = ['Unlimited hair color changes', 'High-quality downloads, no watermark', 'Daily Dice Rolls'];

export interface PaywallOverlayProps {
  trigger: PaywallTrigger;
  onClose: () => void;
  onSuccess: () => void;
}

/**
 * The paywall shell: which variant, what it offers, and how it closes. Plans and purchases (the sandbox
 * store and the App Store) fill it in with the purchases work.
 */
export function PaywallOverlay({ trigger, onClose }: PaywallOverlayProps) {
  const variant = paywallVariant(trigger);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/60 backdrop-blur-sm" />
        <Dialog.Content
          data-variant={variant}
          data-trigger={trigger}
          aria-describedby={undefined}
          className={`fixed z-50 flex flex-col bg-surface text-ink shadow-float outline-none ${
            variant === 'story'
              ? 'pt-safe pb-safe inset-0'
              : 'pb-safe inset-x-0 bottom-0 mx-auto max-h-[92dvh] max-w-md rounded-t-[1.75rem]'
          }`}
        >
          <div className="flex justify-end p-2">
            <Dialog.Close
              aria-label="Close"
              className="grid size-11 place-items-center rounded-full hover:bg-ink/5"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <div className="flex flex-1 flex-col gap-5 overflow-y-auto px-6 pb-6">
            <div className="mx-auto grid size-16 place-items-center rounded-3xl bg-brand-gradient text-white shadow-card">
              <Sparkles className="size-8" aria-hidden="true" />
            </div>
            <Dialog.Title className="text-center text-2xl font-bold tracking-tight">
              {HEADLINES[trigger]}
            </Dialog.Title>
            <ul className="space-y-2.5">
              {BENEFITS.map((benefit) => (
                <li key={benefit} className="flex items-center gap-3 text-[15px]">
                  <span className="grid size-6 shrink-0 place-items-center rounded-full bg-brand-soft text-brand">
                    <Check className="size-4" aria-hidden="true" />
                  </span>
                  {benefit}
                </li>
              ))}
            </ul>
            <div className="space-y-2 rounded-card border border-line p-4 text-[15px]">
              <p className="flex justify-between font-semibold">
                <span>Monthly</span>
                <span>$29.99</span>
              </p>
              <p className="text-sm text-ink-soft">3-day free trial, then $29.99 per month</p>
              <p className="flex justify-between border-t border-line pt-2 font-semibold">
                <span>Weekly</span>
                <span>$9.99</span>
              </p>
            </div>
            <Button variant="secondary" block onClick={onClose} className="mt-auto">
              Maybe Later
            </Button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
