import { CameraOff } from 'lucide-react';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useScreenshotGuard } from './use-screenshot-guard';

/**
 * Blurs the app itself while covered. The cover's backdrop blur alone leaves parts with a backdrop filter of
 * their own (the tab bar) sharp, so the app's root is blurred too.
 */
function useBlurredApp(blurred: boolean): void {
  useEffect(() => {
    const app = document.getElementById('root');
    if (!blurred || !app) return;
    const before = app.style.filter;
    app.style.filter = 'blur(24px)';
    return () => {
      app.style.filter = before;
    };
  }, [blurred]);
}

/**
 * SPEC §4, §6: in the native app, free users' screens are blurred and covered by a warning for 3 s when
 * the app is left, so the app switcher and screen captures get the warning instead of the look. The shell
 * passes `enabled` only for the native app without Premium. The cover appears at once, with no fade, so
 * nothing shows through while it would be captured.
 */
export function ScreenshotGuard({ enabled }: { enabled: boolean }) {
  const covered = useScreenshotGuard(enabled);
  useBlurredApp(covered);
  if (!covered) return null;
  return createPortal(
    <div
      role="alert"
      className="fixed inset-0 z-[200] grid place-items-center bg-[#1b1024]/60 px-8 backdrop-blur-2xl"
    >
      <div className="rounded-card shadow-float w-full max-w-xs bg-white px-6 py-7 text-center">
        <span className="bg-brand-soft text-brand mx-auto grid size-14 place-items-center rounded-full">
          <CameraOff className="size-7" aria-hidden="true" />
        </span>
        <h2 className="text-ink mt-4 text-lg font-semibold">Screenshots are a Premium feature</h2>
        <p className="text-ink-soft mt-2 text-sm leading-relaxed">
          Free accounts can&apos;t capture Hairhue screens. Go Premium to take screenshots and save your looks
          in full quality, without a watermark.
        </p>
      </div>
    </div>,
    document.body,
  );
}
