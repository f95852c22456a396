import { afterEach, describe, expect, it, vi } from 'vitest';
import * as toastStore from '@/lib/toast-store';
import {
  BATCH_SAVE_PAUSE_MS,
  saveAllLabel,
  saveAllResults,
  saveOneResult,
} from '@/features/dice-roll/save-results';

const first = { url: '/a.jpg', colorName: 'Rose Gold' };
const results = [
  { url: '/a.jpg', colorName: 'Rose Gold' },
  { url: '/b.jpg', colorName: 'Copper' },
  { url: '/c.jpg', colorName: 'Lavender' },
];

afterEach(() => vi.restoreAllMocks());

describe('saving dice results', () => {
  it("labels the batch button 'Save All Completed (n)'", () => {
    expect(saveAllLabel(4)).toBe('Save All Completed (4)');
  });

  it('saves each result with a 200 ms pause between them and reports the count', async () => {
    const toast = vi.spyOn(toastStore, 'toast');
    const save = vi.fn().mockResolvedValue(undefined);
    const pause = vi.fn().mockResolvedValue(undefined);
    await expect(saveAllResults(results, save, pause)).resolves.toBe(3);
    expect(save.mock.calls).toEqual([
      ['/a.jpg', 'Rose Gold'],
      ['/b.jpg', 'Copper'],
      ['/c.jpg', 'Lavender'],
    ]);
    expect(pause.mock.calls).toEqual([[BATCH_SAVE_PAUSE_MS], [BATCH_SAVE_PAUSE_MS]]);
    expect(BATCH_SAVE_PAUSE_MS).toBe(200);
    expect(toast).toHaveBeenCalledWith({
      title: 'Batch save complete!',
      description: 'Saved 3 of 3 images to photo library',
    });
  });

  it('skips a result that fails to save and counts only the saved ones', async () => {
    const toast = vi.spyOn(toastStore, 'toast');
    const save = vi
      .fn()
      .mockResolvedValueOnce(undefined)
      .mockRejectedValueOnce(new Error('no'))
      .mockResolvedValue(undefined);
    await saveAllResults(results, save, () => Promise.resolve());
    expect(toast).toHaveBeenCalledWith({
      title: 'Batch save complete!',
      description: 'Saved 2 of 3 images to photo library',
    });
  });

  it("says 'Saved!' after one image is saved", async () => {
    const toast = vi.spyOn(toastStore, 'toast');
    await saveOneResult(first, () => Promise.resolve());
    expect(toast).toHaveBeenCalledWith({ title: 'Saved!', description: 'Image saved to photo library' });
  });

  it("says 'Failed to save image' (destructive) when saving fails", async () => {
    const toast = vi.spyOn(toastStore, 'toast');
    await saveOneResult(first, () => Promise.reject(new Error('denied')));
    expect(toast).toHaveBeenCalledWith({
      title: 'Error',
      description: 'Failed to save image',
      variant: 'destructive',
    });
  });
});
