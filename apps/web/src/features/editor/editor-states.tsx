import { ImageOff } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';

export function PhotoLoading() {
  return (
    <main className="pt-safe pb-safe grid min-h-dvh place-items-center">
      <div className="flex flex-col items-center gap-3 text-ink-soft">
        <Spinner className="size-8 text-brand" />
        <p className="text-[15px] font-medium">Loading...</p>
      </div>
    </main>
  );
}

export function PhotoMissing() {
  const navigate = useNavigate();
  return (
    <main className="pt-safe pb-safe mx-auto grid min-h-dvh max-w-md place-items-center px-6">
      <div className="flex flex-col items-center text-center">
        <div className="mb-5 grid size-20 place-items-center rounded-full bg-brand-soft text-brand">
          <ImageOff className="size-9" aria-hidden="true" />
        </div>
        <h1 className="text-2xl font-bold tracking-tight">Photo not found</h1>
        <Button className="mt-6 min-w-48" onClick={() => void navigate('/')}>
          Go Back Home
        </Button>
      </div>
    </main>
  );
}
