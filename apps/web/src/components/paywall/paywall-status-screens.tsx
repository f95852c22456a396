import { Crown, PartyPopper } from 'lucide-react';
import { Spinner } from '@/components/spinner';

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-[22rem] flex-1 flex-col items-center justify-center gap-4 px-6 py-10 text-center">
      {children}
    </div>
  );
}

/** 'Processing Your Purchase' (SPEC §2); it cannot be closed until the store answers. */
export function ProcessingScreen({ action }: { action: 'purchase' | 'restore' }) {
  return (
    <Centered>
      <span className="grid size-20 place-items-center rounded-full bg-brand-soft text-brand">
        <Spinner className="size-10" />
      </span>
      <h2 className="text-2xl font-bold tracking-tight" role="status">
        Processing Your Purchase
      </h2>
      <p className="max-w-xs text-[15px] text-ink-soft">
        {action === 'restore'
          ? 'Looking for your subscription. This only takes a moment.'
          : 'Confirming with the store. Please keep the app open.'}
      </p>
    </Centered>
  );
}

export function SuccessScreen({ action }: { action: 'purchase' | 'restore' }) {
  return (
    <Centered>
      <span className="grid size-20 place-items-center rounded-full bg-brand-gradient text-white shadow-float">
        <PartyPopper className="size-10" aria-hidden="true" />
      </span>
      <h2 className="text-2xl font-bold tracking-tight" role="status">
        Welcome to Premium!
      </h2>
      <p className="max-w-xs text-[15px] text-ink-soft">
        {action === 'restore'
          ? 'Your subscription is back. Enjoy unlimited colors.'
          : 'Unlimited colors, downloads and Dice Rolls are yours.'}
      </p>
    </Centered>
  );
}

export function AlreadyActiveScreen() {
  return (
    <Centered>
      <span className="grid size-20 place-items-center rounded-full bg-brand-gradient text-white shadow-float">
        <Crown className="size-10" aria-hidden="true" />
      </span>
      <p className="max-w-xs text-lg font-semibold" role="status">
        You already have an active subscription! Closing this window...
      </p>
    </Centered>
  );
}
