import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { BeforeAfterDivider, splitAfterKey, SPLIT_START } from '@/features/editor/before-after';

function Harness() {
  const [split, setSplit] = useState(SPLIT_START);
  return <BeforeAfterDivider split={split} onSplit={setSplit} colorName="Copper" color="#b87333" />;
}

/** The surface spans x = 100…300 on screen (jsdom has no layout). */
function placeSurface() {
  const surface = screen.getByTestId('before-after-surface');
  surface.getBoundingClientRect = () =>
    ({ left: 100, width: 200, top: 0, height: 300, right: 300, bottom: 300, x: 100, y: 0 }) as DOMRect;
  return surface;
}

describe('the before/after divider', () => {
  it('is a slider named for what it does, starting half original, half result', () => {
    render(<Harness />);
    const slider = screen.getByRole('slider', { name: 'Before and after divider' });
    expect(slider).toHaveAttribute('aria-valuenow', '50');
    expect(slider).toHaveAttribute('aria-valuemin', '0');
    expect(slider).toHaveAttribute('aria-valuemax', '100');
    expect(slider).toHaveAttribute('aria-valuetext', '50% original, 50% Copper');
    expect(screen.getByText('Original')).toBeInTheDocument();
    expect(screen.getByText('Copper')).toBeInTheDocument();
  });

  it('moves with the arrow keys, Page Up / Page Down, Home and End, and stays within 0–100', async () => {
    render(<Harness />);
    const slider = screen.getByRole('slider');
    slider.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '55');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowDown}');
    expect(slider).toHaveAttribute('aria-valuenow', '40');
    await userEvent.keyboard('{PageUp}');
    expect(slider).toHaveAttribute('aria-valuenow', '65');
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    expect(slider).toHaveAttribute('aria-valuetext', '100% original, 0% Copper');
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(slider).toHaveAttribute('aria-valuenow', '0');
  });

  it('follows a drag by touch or mouse, from wherever it starts on the photo, and stops on release', () => {
    render(<Harness />);
    const surface = placeSurface();
    const slider = screen.getByRole('slider');
    fireEvent.pointerDown(surface, { button: 0, pointerId: 1, clientX: 150, pointerType: 'touch' });
    expect(slider).toHaveAttribute('aria-valuenow', '25');
    expect(slider).toHaveFocus();
    fireEvent.pointerMove(surface, { pointerId: 1, clientX: 270 });
    expect(slider).toHaveAttribute('aria-valuenow', '85');
    fireEvent.pointerMove(surface, { pointerId: 1, clientX: 900 });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
    fireEvent.pointerUp(surface, { pointerId: 1, clientX: 900 });
    fireEvent.pointerMove(surface, { pointerId: 1, clientX: 120 });
    expect(slider).toHaveAttribute('aria-valuenow', '100');
  });

  it('maps keys to positions without rendering', () => {
    expect(splitAfterKey(3, 'ArrowLeft')).toBe(0);
    expect(splitAfterKey(50, 'PageDown')).toBe(25);
    expect(splitAfterKey(50, 'Enter')).toBeNull();
  });
});
