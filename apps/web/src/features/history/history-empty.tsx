import { Sparkles } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/button';

/** No try-ons yet: an invitation back to Home to make the first one. */
export function HistoryEmpty() {
  const navigate = useNavigate();
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 pb-16 text-center">
      <div className="mb-5 grid size-20 place-items-center rounded-full bg-brand-soft">
        <Sparkles className="size-9 text-brand" aria-hidden="true" />
      </div>
      <h2 className="text-xl font-bold text-ink">No transformations yet</h2>
      <p className="mt-2 max-w-72 text-[15px] text-ink-soft">
        Start by uploading a photo and trying different hair colors
      </p>
      <Button className="mt-7 min-w-44" onClick={() => navigate('/')}>
        Get Started
      </Button>
    </div>
  );
}
