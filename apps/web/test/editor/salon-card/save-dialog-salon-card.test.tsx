import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SaveDialog } from '@/features/editor/save-dialog';
import type * as SubscriptionModule from '@/lib/subscription';

vi.mock('@/components/paywall/paywall-context', () => ({ usePaywall: () => ({ openPaywall: vi.fn() }) }));
vi.mock('@/platform/save-image', () => ({ saveImage: vi.fn() }));
vi.mock('@/lib/subscription', async (importOriginal) => {
  const original = await importOriginal<typeof SubscriptionModule>();
  return { ...original, useSubscription: () => ({ status: original.INACTIVE_STATUS, isLoading: false }) };
});

const entry = {
  tryOnId: 'try-1',
  resultUrl: '/files/result.jpg',
  colorName: 'Copper',
  colorValue: '#b0562b',
  tuning: { intensity: 100, shine: 50 },
};

describe("the save sheet's way to the salon card", () => {
  it("offers 'Salon card' beside Save and calls for it on a tap", async () => {
    const onSalonCard = vi.fn();
    render(<SaveDialog entry={entry} size={null} open onOpenChange={vi.fn()} onSalonCard={onSalonCard} />);
    await userEvent.click(screen.getByRole('button', { name: 'Salon card' }));
    expect(onSalonCard).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('leaves it out for a result whose shade has no card', () => {
    render(<SaveDialog entry={entry} size={null} open onOpenChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Salon card' })).not.toBeInTheDocument();
  });
});
