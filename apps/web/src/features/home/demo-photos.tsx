import type { DemoPhotoEntry } from '@hairhue/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authToken } from '@/api/client';
import { useCreatePhoto } from '@/api/photos';
import { Spinner } from '@/components/spinner';
import { toast } from '@/lib/toast-store';
import { demoObjectPath, shouldIgnoreDemoClick } from './demo-click';

/** Opens a demo photo in the editor: records it as the device's photo, nothing is downloaded here. */
export function useOpenDemo() {
  const [loadingId, setLoadingId] = useState<number | null>(null);
  const createPhoto = useCreatePhoto();
  const navigate = useNavigate();

  const open = async (demo: DemoPhotoEntry) => {
    if (shouldIgnoreDemoClick(authToken.get(), loadingId)) return;
    setLoadingId(demo.id);
    try {
      const photo = await createPhoto.mutateAsync({
        userId: null,
        originalUrl: demo.url,
        objectPath: demoObjectPath(),
      });
      void navigate(`/hair-color/${photo.id}`);
    } catch {
      toast({ title: 'Error', description: 'Failed to load demo image' });
    } finally {
      setLoadingId(null);
    }
  };

  return { open, loadingId };
}

/** The Demo tab: 5 sample photos to try colours on without a selfie. */
export function DemoPhotos({ demos }: { demos: readonly DemoPhotoEntry[] }) {
  const { open, loadingId } = useOpenDemo();
  return (
    <div>
      <p className="mb-3 text-sm text-ink-soft">Try these demo photos to see how hair colors look</p>
      <ul className="-mx-4 flex snap-x snap-mandatory gap-2.5 overflow-x-auto scroll-px-4 px-4 pb-1 [scrollbar-width:none]">
        {demos.map((demo) => (
          <li key={demo.id} className="w-[29%] min-w-24 shrink-0 snap-start">
            <button
              type="button"
              onClick={() => void open(demo)}
              aria-label={`Try colors on: ${demo.alt}`}
              aria-busy={loadingId === demo.id}
              className="group relative block aspect-[3/4] w-full overflow-hidden rounded-2xl bg-line/60 shadow-card"
            >
              <img
                src={demo.url}
                alt=""
                className="absolute inset-0 size-full object-cover transition duration-300 group-hover:scale-[1.04]"
              />
              {loadingId === demo.id ? (
                <span className="absolute inset-0 grid place-items-center bg-ink/40 text-white backdrop-blur-[2px]">
                  <Spinner className="size-7" label="Opening demo photo" />
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
