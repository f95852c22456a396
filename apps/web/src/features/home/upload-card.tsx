import { Camera, Images, type LucideIcon } from 'lucide-react';
import { useRef, type Ref } from 'react';
import { useNavigate } from 'react-router';
import { openGallery, type UploadState } from '@/lib/photo-upload';
import { GalleryInput } from './gallery-input';
import { UploadProgress } from './upload-progress';

/** 'Upload Your Selfie': the camera or a gallery pick, with the progress bar while uploading. */
export function UploadCard({
  upload,
  onFile,
  ref,
}: {
  upload: UploadState;
  onFile: (file: File) => void;
  ref?: Ref<HTMLElement>;
}) {
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const uploading = upload.phase === 'uploading';

  return (
    <section ref={ref} aria-labelledby="upload-title" className="rounded-card bg-surface p-5 shadow-card">
      <h2 id="upload-title" className="text-lg font-bold">
        Upload Your Selfie
      </h2>
      <p className="mt-0.5 text-sm text-ink-soft">A clear, front-facing photo gives the best result.</p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <UploadTile
          Icon={Camera}
          label="Take Photo"
          primary
          disabled={uploading}
          onClick={() => void navigate('/camera')}
        />
        <UploadTile
          Icon={Images}
          label="Choose from Gallery"
          disabled={uploading}
          onClick={() => openGallery(input.current, onFile)}
        />
      </div>
      <GalleryInput ref={input} onFile={onFile} />
      {uploading ? (
        <div className="mt-4 flex items-center gap-3">
          <UploadProgress progress={upload.progress} />
          <span className="w-10 text-right text-xs font-semibold text-ink-soft tabular-nums">
            {upload.progress}%
          </span>
        </div>
      ) : null}
    </section>
  );
}

function UploadTile({
  Icon,
  label,
  primary = false,
  disabled,
  onClick,
}: {
  Icon: LucideIcon;
  label: string;
  primary?: boolean;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      className={`flex min-h-24 flex-col items-center justify-start gap-2 rounded-2xl px-2.5 py-3 text-center text-[13px] font-semibold min-[360px]:text-sm transition active:scale-[0.98] disabled:cursor-not-allowed disabled:opacity-55 ${
        primary
          ? 'bg-brand-gradient text-white shadow-card hover:brightness-105'
          : 'border border-line bg-brand-soft/50 text-ink hover:bg-brand-soft'
      }`}
    >
      <span
        className={`grid size-10 place-items-center rounded-full ${primary ? 'bg-white/20' : 'bg-surface text-brand shadow-card'}`}
      >
        <Icon className="size-5" aria-hidden="true" />
      </span>
      {/* Two lines kept for every label, so the icons line up whether a label wraps or not. */}
      <span className="flex min-h-[2lh] items-center leading-tight">{label}</span>
    </button>
  );
}
