import { describe, expect, it } from 'vitest';
import {
  cameraReducer,
  initialCameraState,
  uploadProgressText,
  type CameraAction,
  type CameraState,
} from '@/features/camera/camera-machine';

const photo = { blob: new Blob(['x'], { type: 'image/jpeg' }), url: 'blob:photo' };
const run = (...actions: CameraAction[]): CameraState => actions.reduce(cameraReducer, initialCameraState);

describe('the camera state machine', () => {
  it('starts with the front camera, opening', () => {
    expect(initialCameraState).toEqual({ facing: 'user', session: 0, view: { name: 'starting' } });
  });

  it('goes live once the camera has started, or to error when it cannot', () => {
    expect(run({ type: 'started' }).view).toEqual({ name: 'live' });
    expect(run({ type: 'failed' }).view).toEqual({ name: 'error' });
  });

  it('captures from live, and Retake returns to live', () => {
    const captured = run({ type: 'started' }, { type: 'capture', photo });
    expect(captured.view).toEqual({ name: 'captured', photo });
    expect(cameraReducer(captured, { type: 'retake' }).view).toEqual({ name: 'live' });
  });

  it('does not capture before the camera is live', () => {
    expect(run({ type: 'capture', photo }).view).toEqual({ name: 'starting' });
  });

  it('Use Photo uploads the capture; a failed upload returns to the capture', () => {
    const uploading = run({ type: 'started' }, { type: 'capture', photo }, { type: 'use-photo' });
    expect(uploading.view).toEqual({ name: 'uploading', photo, source: 'capture' });
    expect(cameraReducer(uploading, { type: 'upload-failed' }).view).toEqual({ name: 'captured', photo });
  });

  it('switching the facing mode restarts the camera with the other side', () => {
    const switched = run({ type: 'started' }, { type: 'switch-facing' });
    expect(switched).toEqual({ facing: 'environment', session: 1, view: { name: 'starting' } });
    expect(cameraReducer(switched, { type: 'switch-facing' }).facing).toBe('user');
  });

  it('does not switch the camera while a capture is shown', () => {
    const captured = run({ type: 'started' }, { type: 'capture', photo });
    expect(cameraReducer(captured, { type: 'switch-facing' })).toBe(captured);
  });

  it('retries from the error by opening the camera again', () => {
    expect(run({ type: 'failed' }, { type: 'retry' })).toEqual({
      facing: 'user',
      session: 1,
      view: { name: 'starting' },
    });
  });

  it('uploads a gallery pick from the error state; a failure opens the camera again', () => {
    const uploading = run({ type: 'failed' }, { type: 'pick-from-gallery', photo });
    expect(uploading.view).toEqual({ name: 'uploading', photo, source: 'gallery' });
    expect(cameraReducer(uploading, { type: 'upload-failed' })).toEqual({
      facing: 'user',
      session: 1,
      view: { name: 'starting' },
    });
  });

  it('ignores camera events while uploading', () => {
    const uploading = run({ type: 'started' }, { type: 'capture', photo }, { type: 'use-photo' });
    expect(cameraReducer(uploading, { type: 'failed' })).toBe(uploading);
    expect(cameraReducer(uploading, { type: 'pick-from-gallery', photo })).toBe(uploading);
  });
});

describe('the upload progress text', () => {
  it("says 'Uploading' below 50%, 'Processing' below 90%, then 'Almost done'", () => {
    expect(uploadProgressText(0)).toBe('Uploading');
    expect(uploadProgressText(49)).toBe('Uploading');
    expect(uploadProgressText(50)).toBe('Processing');
    expect(uploadProgressText(89)).toBe('Processing');
    expect(uploadProgressText(90)).toBe('Almost done');
    expect(uploadProgressText(100)).toBe('Almost done');
  });
});
