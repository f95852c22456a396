import { palette } from '@hairhue/catalogue';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COLOUR_CARD_ROTATION_MS, ColorsInfoCard } from '@/features/home/colors-info-card';

const colourAt = (index: number) => palette[index % palette.length]?.name ?? '';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the '50+ Hair Colors' card", () => {
  it('rotates its colours every 3 s (SPEC §9), through the whole palette', () => {
    render(<ColorsInfoCard />);
    expect(COLOUR_CARD_ROTATION_MS).toBe(3000);
    expect(screen.getByText(colourAt(0))).toBeInTheDocument();
    expect(screen.queryByText(colourAt(6))).toBeNull();

    act(() => vi.advanceTimersByTime(COLOUR_CARD_ROTATION_MS - 1));
    expect(screen.queryByText(colourAt(6))).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText(colourAt(6))).toBeInTheDocument();

    act(() => vi.advanceTimersByTime(COLOUR_CARD_ROTATION_MS * (palette.length - 1)));
    // A full turn later the card shows where it began.
    for (let index = 0; index < 6; index++) expect(screen.getByText(colourAt(index))).toBeInTheDocument();
  });
});
