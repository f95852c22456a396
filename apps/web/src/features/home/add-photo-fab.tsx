import { AnimatePresence, motion } from 'motion/react';
import { Plus } from 'lucide-react';

/** The floating add button: shown once the upload card has scrolled away, so adding a photo stays one tap. */
export function AddPhotoFab({ visible, onClick }: { visible: boolean; onClick: () => void }) {
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-[calc(env(safe-area-inset-bottom)+4.75rem)] z-30 mx-auto flex max-w-md justify-end px-4">
      <AnimatePresence>
        {visible ? (
          <motion.button
            type="button"
            aria-label="Add Photo"
            onClick={onClick}
            initial={{ opacity: 0, scale: 0.6, y: 12 }}
            animate={{ opacity: 1, scale: 1, y: 0 }}
            exit={{ opacity: 0, scale: 0.6, y: 12 }}
            transition={{ type: 'spring', stiffness: 400, damping: 26 }}
            className="bg-brand-gradient pointer-events-auto grid size-14 place-items-center rounded-full text-white shadow-float"
          >
            <Plus className="size-7" strokeWidth={2.4} aria-hidden="true" />
          </motion.button>
        ) : null}
      </AnimatePresence>
    </div>
  );
}
