import type { HairColorTryOn } from '@hairhue/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  allowDownload,
  BATCH_SAVE_PAUSE_MS,
  deleteConfirmText,
  saveCompleted,
} from '@/features/history/history-actions';
import { INACTIVE_STATUS } from '@/lib/subscription';
import { toast } from '@/lib/toast-store';

vi.mock('@/lib/toast-store', () => ({ toast: vi.fn() }));
vi.mock('@/lib/log', () => ({ logError: vi.fn() }));

const ACTIVE = { ...INACTIVE_STATUS, isActive: true, canDownloadPhotos: true };

function tryOn(id: string, status: HairColorTryOn['status'] = 'completed'): HairColorTryOn {
  return {
    id,
    photoId: 'photo',
    status,
    resultUrl: status === 'completed' ? `/files/${id}.jpg` : null,
    colorName: `Colour ${id}`,
    colorValue: '#b0562b',
    createdAt: '2026-11-16T12:00:00.000Z',
    intensity: 100,
    shine: 50,
  };
}

beforeEach(() => vi.mocked(toast).mockClear());

describe('deleteConfirmText', () => {
  it('asks with the number of selected entries', () => {
    expect(deleteConfirmText(3)).toBe('Delete 3 selected transformations?');
    expect(deleteConfirmText(1)).toBe('Delete 1 selected transformations?');
  });

  it('gives nothing to ask when nothing is selected', () => {
    expect(deleteConfirmText(0)).toBeNull();
  });
});

describe('allowDownload', () => {
  it("blocks a free user with 'Premium required for downloads' and the download_attempt paywall", () => {
    const openPaywall = vi.fn();
    expect(allowDownload(INACTIVE_STATUS, openPaywall)).toBe(false);
    expect(toast).toHaveBeenCalledWith({ title: 'Premium required for downloads' });
    expect(openPaywall).toHaveBeenCalledWith({ trigger: 'download_attempt' });
  });

  it('lets an active subscriber through without a toast or the paywall', () => {
    const openPaywall = vi.fn();
    expect(allowDownload(ACTIVE, openPaywall)).toBe(true);
    expect(toast).not.toHaveBeenCalled();
    expect(openPaywall).not.toHaveBeenCalled();
  });
});

describe('saveCompleted', () => {
  it('saves only completed entries, in order, pausing 200 ms between saves', async () => {
    const log: string[] = [];
    const result = await saveCompleted(
      [tryOn('a'), tryOn('p', 'processing'), tryOn('b'), tryOn('f', 'failed'), tryOn('c')],
      async (t) => void log.push(`save ${t.id}`),
      async (ms) => void log.push(`wait ${ms}`),
    );
    expect(BATCH_SAVE_PAUSE_MS).toBe(200);
    expect(log).toEqual(['save a', 'wait 200', 'save b', 'wait 200', 'save c']);
    expect(result).toEqual({ saved: 3, total: 3 });
  });

  it('skips a failed save and carries on with the rest', async () => {
    const saved: string[] = [];
    const result = await saveCompleted(
      [tryOn('a'), tryOn('b'), tryOn('c')],
      async (t) => {
        if (t.id === 'b') throw new Error('500: boom');
        saved.push(t.id);
      },
      async () => undefined,
    );
    expect(saved).toEqual(['a', 'c']);
    expect(result).toEqual({ saved: 2, total: 3 });
  });
});
