import * as Dialog from '@radix-ui/react-dialog';
import { Camera, Images, ScanFace, Scissors, Sun, FileImage, X, type LucideIcon } from 'lucide-react';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { openGallery, type UploadState } from '@/lib/photo-upload';
import { GalleryInput } from './gallery-input';
import './sheet-motion.css';
import { UploadProgress } from './upload-progress';

const TIPS: { Icon: LucideIcon; text: string }[] = [
  { Icon: Sun, text: 'Good lighting' },
  { Icon: ScanFace, text: 'Face the camera' },
  { Icon: Scissors, text: 'Hair visible' },
  { Icon: FileImage, text: 'Max 10MB' },
];

/** 'Add Photo' (SPEC §2): the camera or a gallery pick, with tips for a good result. */
export function AddPhotoDialog({
  open,
  onOpenChange,
  upload,
  onFile,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  upload: UploadState;
  onFile: (file: File) => void;
}) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const uploading = upload.phase === 'uploading';

  return (
    // Closing mid-upload would hide the progress of an upload that still navigates when done.
    <Dialog.Root open={open} onOpenChange={(next) => (uploading ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50 backdrop-blur-sm data-[state=open]:animate-[fade-in_200ms_ease-out]" />
        <Dialog.Content className="pb-safe fixed inset-x-0 bottom-0 z-50 mx-auto w-full max-w-md rounded-t-[28px] bg-surface px-5 pt-3 shadow-float outline-none data-[state=open]:animate-[sheet-up_260ms_cubic-bezier(0.2,0.9,0.3,1)] sm:bottom-auto sm:top-1/2 sm:-translate-y-1/2 sm:rounded-[28px] sm:pt-5">
          <div aria-hidden="true" className="mx-auto mb-3 h-1.5 w-10 rounded-full bg-line sm:hidden" />
          <div className="flex items-start justify-between gap-3">
            <div>
              <Dialog.Title className="text-xl font-bold">Add Photo</Dialog.Title>
              <Dialog.Description className="mt-0.5 text-sm text-ink-soft">
                Take a new selfie or pick one you already have.
              </Dialog.Description>
            </div>
            <Dialog.Close
              aria-label="Close"
              disabled={uploading}
              className="-mt-1 -mr-2 grid size-11 place-items-center rounded-full text-ink-soft hover:bg-ink/5 disabled:opacity-40"
            >
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>

          <div className="mt-4 grid gap-2.5">
            <SheetOption
              Icon={Camera}
              title="Take Photo"
              detail="Use your camera with a face guide"
              disabled={uploading}
              onClick={() => void navigate('/camera')}
            />
            <SheetOption
              Icon={Images}
              title="Choose from Gallery"
              detail="Pick a photo from your library"
              disabled={uploading}
              onClick={() => openGallery(input.current, onFile)}
            />
          </div>
          <GalleryInput ref={input} onFile={onFile} />

          {uploading ? (
            <div className="mt-4">
              <UploadProgress progress={upload.progress} />
            </div>
          ) : null}

          <ul aria-label="Tips" className="mt-5 mb-5 grid grid-cols-2 gap-2">
            {TIPS.map(({ Icon, text }) => (
              <li
                key={text}
                className="flex items-center gap-2 rounded-xl bg-canvas px-3 py-2.5 text-[13px] font-medium text-ink-soft"
              >
                <Icon className="size-4 shrink-0 text-brand" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function SheetOption({
  Icon,
  title,
  detail,
  disabled,
  onClick,
}: {
  Icon: LucideIcon;
  title: string;
  detail: string;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className="flex min-h-16 items-center gap-3.5 rounded-2xl border border-line p-3 text-left transition hover:border-brand/40 hover:bg-brand-soft/40 disabled:opacity-55"
    >
      <span className="bg-brand-gradient grid size-11 shrink-0 place-items-center rounded-xl text-white">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <span>
        <span className="block font-semibold">{title}</span>
        <span className="block text-sm text-ink-soft">{detail}</span>
      </span>
    </button>
  );
}
