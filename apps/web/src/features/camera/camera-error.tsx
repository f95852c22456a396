import { CameraOff, Images, RotateCcw } from 'lucide-react';
import { Button } from '@/components/button';

/** SPEC §8: the camera could not be opened; offer another try, the gallery, or the way home. */
export function CameraError({ onRetry, onGallery }: { onRetry: () => void; onGallery: () => void }) {
  return (
    <div
      role="alert"
      className="absolute inset-0 flex flex-col items-center justify-center gap-2 px-8 text-center"
    >
      <span className="mb-2 grid size-16 place-items-center rounded-full bg-white/10 text-white">
        <CameraOff className="size-8" aria-hidden="true" />
      </span>
      <h2 className="text-xl font-bold text-white">Camera Error</h2>
      <p className="text-sm text-white/75">Unable to access camera. Please check permissions.</p>
      <div className="mt-5 flex w-full max-w-64 flex-col gap-2.5">
        <Button onClick={onGallery}>
          <Images className="size-5" aria-hidden="true" />
          Choose from Gallery
        </Button>
        <Button variant="ghost" className="text-white hover:bg-white/10" onClick={onRetry}>
          <RotateCcw className="size-4" aria-hidden="true" />
          Try again
        </Button>
      </div>
    </div>
  );
}
