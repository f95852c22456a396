import { describe, expect, it } from 'vitest';
import { isUsableImage, uploadReducer, validateImageFile, type UploadState } from '@/lib/photo-upload';

const MB = 1024 * 1024;

describe('upload validation (SPEC §5)', () => {
  it.each([
    ['page', 'Only images are allowed', 'Maximum 10MB allowed'],
    ['dialog', 'Only image files are allowed', 'Maximum file size is 10MB'],
    ['camera', 'Only image files are allowed', 'Maximum file size is 10MB'],
  ] as const)('on the %s, names the problem in its own words', (surface, typeText, sizeText) => {
    expect(validateImageFile({ type: 'application/pdf', size: 1000 }, surface)).toEqual({
      title: 'Invalid file type',
      description: typeText,
    });
    expect(validateImageFile({ type: 'image/jpeg', size: 10 * MB + 1 }, surface)).toEqual({
      title: 'File too large',
      description: sizeText,
    });
    expect(validateImageFile({ type: 'image/heic', size: 10 * MB }, surface)).toBeNull();
  });

  it('the Dice Roll uploader only takes images up to 10 MB', () => {
    expect(isUsableImage({ type: 'image/png', size: MB })).toBe(true);
    expect(isUsableImage({ type: 'text/plain', size: 10 })).toBe(false);
    expect(isUsableImage({ type: 'image/png', size: 11 * MB })).toBe(false);
  });
});

describe('upload progress (SPEC §4)', () => {
  it('climbs by 10 to 80, jumps to 90 after the cloud upload and 100 once recorded', () => {
    let state: UploadState = uploadReducer({ phase: 'idle' }, { type: 'start' });
    const seen: number[] = [];
    for (let tick = 0; tick < 12; tick++) {
      state = uploadReducer(state, { type: 'tick' });
      if (state.phase === 'uploading') seen.push(state.progress);
    }
    expect(seen).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 80, 80, 80, 80]);
    state = uploadReducer(state, { type: 'cloud-uploaded' });
    expect(state).toEqual({ phase: 'uploading', progress: 90 });
    expect(uploadReducer(state, { type: 'recorded' })).toEqual({ phase: 'uploading', progress: 100 });
  });

  it('returns to idle on failure', () => {
    expect(uploadReducer({ phase: 'uploading', progress: 40 }, { type: 'failed' })).toEqual({
      phase: 'idle',
    });
  });
});
