import type { Shade } from '@hairhue/catalogue';
import { ArrowLeft } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useCallback, useEffect, useReducer, useRef, useState, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@/components/spinner';
import { openGallery as openPicker, usePhotoUpload, validateImageFile } from '@/lib/photo-upload';
import type { PickerTab } from '@/lib/picker-tabs';
import { toast } from '@/lib/toast-store';
import { CAPTURE_FILE_NAME } from '@/platform/camera';
import { CapturedControls, LiveControls, UploadingStatus } from './camera-controls';
import { CameraError } from './camera-error';
import { cameraReducer, initialCameraState, type CapturedPhoto } from './camera-machine';
import { FaceGuide } from './face-guide';
import {
  liveColourPreferred,
  liveColourSupported,
  rememberLiveColour,
} from './live-colour/live-colour-support';
import { LiveColourStrip, LiveColourSwitch, PreparingLiveColour } from './live-colour/live-colour-controls';
import { useLiveColour } from './live-colour/use-live-colour';
import { captureFrame, useCameraStream } from './use-camera-stream';

/** 'Take Photo' (SPEC §2): a live selfie camera with a face guide, or a gallery pick, uploaded directly. */
export function CameraPage() {
  const [state, dispatch] = useReducer(cameraReducer, initialCameraState);
  const { view, facing } = state;
  const gallery = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { state: upload, upload: uploadPhoto } = usePhotoUpload('direct');

  const video = useCameraStream(facing, state.session, dispatch);

  // Live colour (issue 22): offered where it can run, remembered on the device.
  const [liveSupported] = useState(liveColourSupported);
  const [liveOn, setLiveOn] = useState(() => liveSupported && liveColourPreferred());
  const [liveTab, setLiveTab] = useState<PickerTab>('natural');
  const [liveShade, setLiveShade] = useState<Shade | null>(null);
  const liveCanvas = useRef<HTMLCanvasElement>(null);
  const switchLiveColour = (on: boolean) => {
    setLiveOn(on);
    rememberLiveColour(on);
  };
  const live = useLiveColour({
    video,
    canvas: liveCanvas,
    enabled: liveOn && view.name === 'live',
    facing,
    shade: liveShade,
    onFailed: () => {
      setLiveOn(false);
      toast({ title: 'Live color is off', description: "Live color can't run on this device." });
    },
  });
  // The shade a captured photo is tried in at once, in the editor.
  const cameraShade = liveOn ? liveShade : null;

  const photoUrl = 'photo' in view ? view.photo.url : null;
  useEffect(() => () => (photoUrl ? URL.revokeObjectURL(photoUrl) : undefined), [photoUrl]);

  const send = useCallback(
    async (photo: CapturedPhoto, fileName: string, shade: Shade | null = null) => {
      const recorded = await uploadPhoto(photo.blob, fileName);
      if (recorded) {
        void navigate(`/hair-color/${recorded.id}`, shade ? { state: { cameraShade: shade.id } } : undefined);
      } else dispatch({ type: 'upload-failed' });
    },
    [uploadPhoto, navigate],
  );

  const capture = async () => {
    if (!video.current) return;
    try {
      const blob = await captureFrame(video.current);
      dispatch({ type: 'capture', photo: { blob, url: URL.createObjectURL(blob) } });
    } catch {
      dispatch({ type: 'failed' });
    }
  };

  const useCaptured = () => {
    if (view.name !== 'captured') return;
    dispatch({ type: 'use-photo' });
    void send(view.photo, CAPTURE_FILE_NAME, cameraShade);
  };

  const sendPicked = (file: File) => {
    const invalid = validateImageFile(file, 'camera');
    if (invalid) return void toast(invalid);
    const photo = { blob: file, url: URL.createObjectURL(file) };
    dispatch({ type: 'pick-from-gallery', photo });
    void send(photo, file.name);
  };
  const pickFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) sendPicked(file);
  };
  const openGallery = () => openPicker(gallery.current, sendPicked);

  const uploading = view.name === 'uploading';
  return (
    <main className="pt-safe pb-safe fixed inset-0 flex flex-col bg-[#0d0811] text-white">
      <header className="mx-auto flex w-full max-w-md items-center justify-between px-2 py-1.5">
        <button
          type="button"
          aria-label="Back"
          disabled={uploading}
          onClick={() => void navigate('/')}
          className="grid size-11 place-items-center rounded-full hover:bg-white/10 disabled:opacity-40"
        >
          <ArrowLeft className="size-6" aria-hidden="true" />
        </button>
        <h1 className="text-base font-semibold">Take Photo</h1>
        <span className="size-11" aria-hidden="true" />
      </header>

      <div className="relative mx-auto w-full max-w-md flex-1 overflow-hidden px-3">
        <div className="relative size-full overflow-hidden rounded-[28px] bg-white/5">
          <video
            ref={video}
            playsInline
            muted
            aria-label="Camera preview"
            className={`absolute inset-0 size-full object-cover transition-opacity duration-300 ${facing === 'user' ? '-scale-x-100' : ''} ${view.name === 'live' ? 'opacity-100' : 'opacity-0'}`}
          />
          <canvas
            key={live.canvasKey}
            ref={liveCanvas}
            aria-label={liveShade ? `Live preview in ${liveShade.name}` : undefined}
            data-testid="live-color-canvas"
            className={`pointer-events-none absolute inset-0 size-full object-cover transition-opacity duration-300 ${facing === 'user' ? '-scale-x-100' : ''} ${view.name === 'live' && liveOn && live.painted ? 'opacity-100' : 'opacity-0'}`}
          />
          {view.name === 'live' ? <FaceGuide /> : null}
          {view.name === 'live' && liveSupported ? (
            <LiveColourSwitch on={liveOn} onChange={switchLiveColour} />
          ) : null}
          {view.name === 'live' && liveOn && live.status === 'preparing' ? <PreparingLiveColour /> : null}
          <AnimatePresence>
            {photoUrl ? (
              <motion.img
                key={photoUrl}
                src={photoUrl}
                alt="Your photo"
                initial={{ opacity: 0, scale: 1.03 }}
                animate={{ opacity: 1, scale: 1 }}
                exit={{ opacity: 0 }}
                className="absolute inset-0 size-full object-cover"
              />
            ) : null}
          </AnimatePresence>
          {view.name === 'starting' ? (
            <div className="absolute inset-0 grid place-items-center text-white/80">
              <Spinner className="size-8" label="Starting camera" />
            </div>
          ) : null}
          {view.name === 'error' ? (
            <CameraError onRetry={() => dispatch({ type: 'retry' })} onGallery={openGallery} />
          ) : null}
          {view.name === 'live' && liveOn ? (
            <LiveColourStrip tab={liveTab} onTab={setLiveTab} shade={liveShade} onShade={setLiveShade} />
          ) : null}
          {view.name === 'live' && !liveOn ? (
            <p className="absolute inset-x-0 bottom-4 text-center text-sm font-medium text-white/90 drop-shadow">
              Fit your face and hair in the oval
            </p>
          ) : null}
        </div>
      </div>

      <footer
        className={`mx-auto w-full max-w-md flex-col justify-center px-6 py-4 ${view.name === 'error' ? 'hidden' : 'flex min-h-32'}`}
      >
        {view.name === 'live' || view.name === 'starting' ? (
          <LiveControls
            canCapture={view.name === 'live'}
            onCapture={() => void capture()}
            onGallery={openGallery}
            onSwitch={() => dispatch({ type: 'switch-facing' })}
          />
        ) : null}
        {view.name === 'captured' ? (
          <CapturedControls onRetake={() => dispatch({ type: 'retake' })} onUse={useCaptured} />
        ) : null}
        {uploading ? (
          <UploadingStatus progress={upload.phase === 'uploading' ? upload.progress : 100} />
        ) : null}
      </footer>
      <input
        ref={gallery}
        type="file"
        accept="image/*"
        className="hidden"
        data-testid="camera-gallery-input"
        onChange={pickFile}
      />
    </main>
  );
}
