import type { HairColorTryOn } from '@hairhue/contracts';
import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { Spinner } from '@/components/spinner';

/** The square picture of one entry: the result, or its processing or failed state. */
export function TileThumbnail({ tryOn }: { tryOn: HairColorTryOn }) {
  const [loaded, setLoaded] = useState(false);
  // The shade itself tints the placeholder, so an empty square still says which colour it is.
  const tint = { backgroundColor: `${tryOn.colorValue}26` };

  if (tryOn.resultUrl) {
    return (
      <span className="absolute inset-0" style={tint}>
        <img
          src={tryOn.resultUrl}
          alt=""
          loading="lazy"
          decoding="async"
          draggable={false}
          onLoad={() => setLoaded(true)}
          className={`size-full object-cover transition-opacity duration-300 ${loaded ? 'opacity-100' : 'opacity-0'}`}
        />
      </span>
    );
  }
  if (tryOn.status === 'failed') {
    return (
      <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-danger/8 text-danger">
        <CircleAlert className="size-6" aria-hidden="true" />
        <span className="text-xs font-semibold">Failed</span>
      </span>
    );
  }
  return (
    <span
      className="absolute inset-0 flex flex-col items-center justify-center gap-1.5 text-brand-deep"
      style={tint}
    >
      <Spinner className="size-6" />
      <span className="text-[11px] font-semibold">Processing...</span>
    </span>
  );
}
