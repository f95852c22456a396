import { ArrowLeft, ArrowRight } from 'lucide-react';
import { motion } from 'motion/react';
import { Button } from '@/components/button';

/** Progress dots, then Back and Next (or 'Get Started' on the last slide). */
export function SlideControls({
  slide,
  total,
  onBack,
  onNext,
}: {
  slide: number;
  total: number;
  onBack: () => void;
  onNext: () => void;
}) {
  const last = slide === total - 1;
  return (
    <div className="flex flex-col gap-5">
      <div className="flex justify-center gap-2" aria-hidden="true">
        {Array.from({ length: total }, (_, index) => (
          <motion.span
            key={index}
            className="h-2 rounded-full"
            initial={false}
            animate={{
              width: index === slide ? 24 : 8,
              backgroundColor: index === slide ? 'var(--color-brand)' : 'var(--color-line)',
            }}
            transition={{ duration: 0.3 }}
          />
        ))}
      </div>
      <p className="sr-only" aria-live="polite">
        Slide {slide + 1} of {total}
      </p>
      <div className="flex items-center gap-3">
        {slide > 0 ? (
          <Button variant="secondary" onClick={onBack} className="min-h-13 px-4 whitespace-nowrap">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Back
          </Button>
        ) : null}
        <Button onClick={onNext} className="min-h-13 flex-1 px-4 text-base whitespace-nowrap">
          {last ? 'Get Started' : 'Next'}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
