import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { dismissToast, TOAST_DURATION_MS, useToasts } from '@/lib/toast-store';

/** Shows the one current toast (SPEC §4): swipe or tap to dismiss; it leaves 1000 ms after dismissal. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Toast.Provider duration={TOAST_DURATION_MS} swipeDirection="up">
      {toasts.map((entry) => (
        <Toast.Root
          key={entry.id}
          open={entry.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(entry.id);
          }}
          className={`pointer-events-auto flex w-full gap-3 ${entry.description ? 'items-start' : 'items-center'} rounded-2xl border p-4 shadow-float transition-all data-[state=closed]:-translate-y-2 data-[state=closed]:opacity-0 ${
            entry.variant === 'destructive'
              ? 'border-danger/30 bg-danger text-white'
              : 'border-line bg-surface text-ink'
          }`}
        >
          <div className="min-w-0 flex-1">
            <Toast.Title className="text-[15px] font-semibold">{entry.title}</Toast.Title>
            {entry.description ? (
              <Toast.Description className="mt-0.5 text-sm opacity-85">{entry.description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Dismiss"
            className="-m-1 grid size-11 place-items-center rounded-full hover:bg-black/5"
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className="toast-viewport pt-safe fixed inset-x-0 top-0 z-[100] mx-auto flex w-full max-w-md flex-col gap-2 p-3 outline-none" />
    </Toast.Provider>
  );
}
