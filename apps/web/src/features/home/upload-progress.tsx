import { motion } from 'motion/react';

/** The upload progress bar (SPEC §2 upload card); progress is the simulated 0–100 of SPEC §4. */
export function UploadProgress({
  progress,
  label = 'Uploading photo',
}: {
  progress: number;
  label?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={progress}
      className="h-2 w-full overflow-hidden rounded-full bg-line"
    >
      <motion.div
        className="bg-brand-gradient h-full rounded-full"
        initial={false}
        animate={{ width: `${progress}%` }}
        transition={{ ease: 'easeOut', duration: 0.2 }}
      />
    </div>
  );
}
