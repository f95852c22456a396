import { Images, RotateCcw, SwitchCamera, Check } from 'lucide-react';
import { Button } from '@/components/button';
import { uploadProgressText } from './camera-machine';

const ROUND =
  'grid size-12 place-items-center rounded-full bg-white/12 text-white backdrop-blur transition hover:bg-white/20 disabled:opacity-40';

/** Live: gallery, shutter, switch camera. */
export function LiveControls({
  canCapture,
  onCapture,
  onGallery,
  onSwitch,
}: {
  canCapture: boolean;
  onCapture: () => void;
  onGallery: () => void;
  onSwitch: () => void;
}) {
  return (
    <div className="grid grid-cols-3 items-center justify-items-center">
      <button type="button" aria-label="Choose from Gallery" className={ROUND} onClick={onGallery}>
        <Images className="size-5" aria-hidden="true" />
      </button>
      <button
        type="button"
        aria-label="Capture photo"
        disabled={!canCapture}
        onClick={onCapture}
        className="grid size-[76px] place-items-center rounded-full border-4 border-white/90 transition active:scale-95 disabled:opacity-40"
      >
        <span className="size-[60px] rounded-full bg-white" />
      </button>
      <button type="button" aria-label="Switch camera" className={ROUND} onClick={onSwitch}>
        <SwitchCamera className="size-5" aria-hidden="true" />
      </button>
    </div>
  );
}

/** Captured: 'Retake' back to the live camera, 'Use Photo' to upload it. */
export function CapturedControls({ onRetake, onUse }: { onRetake: () => void; onUse: () => void }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <Button variant="ghost" className="bg-white/12 text-white hover:bg-white/20" onClick={onRetake}>
        <RotateCcw className="size-4" aria-hidden="true" />
        Retake
      </Button>
      <Button onClick={onUse}>
        <Check className="size-5" aria-hidden="true" />
        Use Photo
      </Button>
    </div>
  );
}

/** Uploading: SPEC §2's progress text over the simulated progress. */
export function UploadingStatus({ progress }: { progress: number }) {
  return (
    <div className="flex flex-col gap-2.5 text-white" aria-live="polite">
      <div className="flex items-baseline justify-between text-sm font-semibold">
        <span>{uploadProgressText(progress)}</span>
        <span className="text-white/60 tabular-nums">{progress}%</span>
      </div>
      <div
        role="progressbar"
        aria-label="Upload progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-white/15"
      >
        <div
          className="bg-brand-gradient h-full rounded-full transition-[width] duration-200"
          style={{ width: `${progress}%` }}
        />
      </div>
    </div>
  );
}
