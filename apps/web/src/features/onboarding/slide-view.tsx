import { AnimatePresence, motion } from 'motion/react';
import { SLIDE_TRANSITION_MS } from './onboarding-state';
import { ColourDots } from './colour-dots';
import { ModelPhoto } from './model-photo';
import { SLIDES, type OnboardingSlide } from './slides';

const variants = {
  enter: (direction: number) => ({ x: direction * 48, opacity: 0 }),
  centre: { x: 0, opacity: 1 },
  exit: (direction: number) => ({ x: direction * -48, opacity: 0 }),
};

/** The current slide; the outgoing one slides out as the next slides in, over 400 ms (SPEC §9). */
export function SlideView({
  slide,
  index,
  direction,
  colourIndex,
}: {
  slide: OnboardingSlide;
  index: number;
  direction: 1 | -1;
  colourIndex: number;
}) {
  const colour = slide.colours[colourIndex % slide.colours.length];
  return (
    <div className="grid min-h-0 flex-1">
      <AnimatePresence initial={false} custom={direction}>
        <motion.section
          key={index}
          custom={direction}
          variants={variants}
          initial="enter"
          animate="centre"
          exit="exit"
          transition={{ duration: SLIDE_TRANSITION_MS / 1000, ease: [0.32, 0.72, 0, 1] }}
          aria-roledescription="slide"
          aria-label={`${index + 1} of ${SLIDES.length}`}
          className="flex min-h-0 flex-col justify-center gap-6 px-1 py-2 [grid-area:1/1]"
        >
          <div className="flex flex-col gap-5">
            {colour ? (
              <ModelPhoto
                modelId={slide.model.id}
                src={slide.photoUrl}
                alt={slide.model.alt}
                colour={colour}
              />
            ) : null}
            <ColourDots colours={slide.colours} active={colourIndex % slide.colours.length} />
          </div>
          <div className="text-center">
            <h1 className="text-[clamp(1.5rem,7vw,1.75rem)] leading-tight font-bold tracking-tight text-ink">
              {slide.title}
            </h1>
            <p className="mx-auto mt-2.5 max-w-xs text-base leading-relaxed text-ink-soft">
              {slide.subtitle}
            </p>
          </div>
        </motion.section>
      </AnimatePresence>
    </div>
  );
}
