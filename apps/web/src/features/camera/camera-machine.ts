/** SPEC §4 camera: starting → live → captured → uploading, or error when the camera cannot be opened. */
export type Facing = 'user' | 'environment';

export interface CapturedPhoto {
  blob: Blob;
  /** An object URL for the preview; revoked by the page when the photo is replaced. */
  url: string;
}

export type CameraView =
  | { name: 'starting' }
  | { name: 'live' }
  | { name: 'captured'; photo: CapturedPhoto }
  | { name: 'uploading'; photo: CapturedPhoto; source: 'capture' | 'gallery' }
  | { name: 'error' };

export interface CameraState {
  facing: Facing;
  /** Bumped to open the camera again (retry, or after a failed gallery upload). */
  session: number;
  view: CameraView;
}

export type CameraAction =
  | { type: 'started' }
  | { type: 'failed' }
  | { type: 'switch-facing' }
  | { type: 'retry' }
  | { type: 'capture'; photo: CapturedPhoto }
  | { type: 'retake' }
  | { type: 'use-photo' }
  | { type: 'pick-from-gallery'; photo: CapturedPhoto }
  | { type: 'upload-failed' };

// The front camera first: this is a selfie app.
export const initialCameraState: CameraState = { facing: 'user', session: 0, view: { name: 'starting' } };

export function cameraReducer(state: CameraState, action: CameraAction): CameraState {
  const { view } = state;
  switch (action.type) {
    case 'started':
      return view.name === 'starting' ? { ...state, view: { name: 'live' } } : state;
    case 'failed':
      return view.name === 'starting' || view.name === 'live' ? { ...state, view: { name: 'error' } } : state;
    case 'switch-facing':
      // A new facing mode restarts the camera.
      return view.name === 'live' || view.name === 'starting' || view.name === 'error'
        ? {
            facing: state.facing === 'user' ? 'environment' : 'user',
            session: state.session + 1,
            view: { name: 'starting' },
          }
        : state;
    case 'retry':
      return view.name === 'error'
        ? { ...state, session: state.session + 1, view: { name: 'starting' } }
        : state;
    case 'capture':
      return view.name === 'live' ? { ...state, view: { name: 'captured', photo: action.photo } } : state;
    case 'retake':
      return view.name === 'captured' ? { ...state, view: { name: 'live' } } : state;
    case 'use-photo':
      return view.name === 'captured'
        ? { ...state, view: { name: 'uploading', photo: view.photo, source: 'capture' } }
        : state;
    case 'pick-from-gallery':
      return view.name === 'uploading'
        ? state
        : { ...state, view: { name: 'uploading', photo: action.photo, source: 'gallery' } };
    case 'upload-failed':
      if (view.name !== 'uploading') return state;
      // A failed capture can be retried or retaken; after a failed gallery pick the camera opens again.
      return view.source === 'capture'
        ? { ...state, view: { name: 'captured', photo: view.photo } }
        : { ...state, session: state.session + 1, view: { name: 'starting' } };
  }
}

/** SPEC §2: the progress text while uploading. */
export function uploadProgressText(progress: number): string {
  if (progress < 50) return 'Uploading';
  if (progress < 90) return 'Processing';
  return 'Almost done';
}
