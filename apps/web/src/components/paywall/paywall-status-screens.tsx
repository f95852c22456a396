import { Crown, PartyPopper, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/spinner';

function StatusScreen({ badge, title, text }: { badge: ReactNode; title: string; text?: string }) {
  return (
    <div className="flex min-h-[22rem] flex-1 flex-col items-center justify-center gap-4 px-6 py-10 text-center">
      {badge}
      <h2 className="max-w-xs text-2xl font-bold tracking-tight" role="status">
        {title}
      </h2>
      {text ? <p className="max-w-xs text-[15px] text-ink-soft">{text}</p> : null}
    </div>
  );
}

function GradientBadge({ Icon }: { Icon: LucideIcon }) {
  return (
    <span className="grid size-20 place-items-center rounded-full bg-brand-gradient text-white shadow-float">
      <Icon className="size-10" aria-hidden="true" />
    </span>
  );
}

/** 'Processing Your Purchase' (SPEC §2); it cannot be closed until the store answers. */
export function ProcessingScreen({ action }: { action: 'purchase' | 'restore' }) {
  return (
    <StatusScreen
      badge={
        <span className="grid size-20 place-items-center rounded-full bg-brand-soft text-brand">
          <Spinner className="size-10" />
        </span>
      }
      title="Processing Your Purchase"
      text={
        action === 'restore'
          ? 'Looking for your subscription. This only takes a moment.'
          : 'Confirming with the store. Please keep the app open.'
      }
    />
  );
}

export function SuccessScreen({ action }: { action: 'purchase' | 'restore' }) {
  return (
    <StatusScreen
      badge={<GradientBadge Icon={PartyPopper} />}
      title="Welcome to Premium!"
      text={
        action === 'restore'
          ? 'Your subscription is back. Enjoy unlimited colors.'
          : 'Unlimited colors, downloads and Dice Rolls are yours.'
      }
    />
  );
}

export function AlreadyActiveScreen() {
  return (
    <StatusScreen
      badge={<GradientBadge Icon={Crown} />}
      title="You already have an active subscription! Closing this window..."
    />
  );
}
