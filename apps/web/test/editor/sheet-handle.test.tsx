import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { expandedAfterDrag, SheetHandle } from '@/features/editor/sheet-handle';

function Harness() {
  const [expanded, setExpanded] = useState(false);
  return <SheetHandle expanded={expanded} onExpanded={setExpanded} controls="more" />;
}

describe('the picker sheet’s handle', () => {
  it('opens on a drag up, closes on a drag down, and counts a short move as a tap', () => {
    expect(expandedAfterDrag(-40)).toBe(true);
    expect(expandedAfterDrag(40)).toBe(false);
    expect(expandedAfterDrag(-10)).toBeNull();
  });

  it('is a disclosure button that a tap opens and closes', () => {
    render(<Harness />);
    const handle = screen.getByRole('button', { name: 'More color options' });
    expect(handle).toHaveAttribute('aria-expanded', 'false');
    expect(handle).toHaveAttribute('aria-controls', 'more');
    fireEvent.click(handle);
    expect(handle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(handle);
    expect(handle).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows a drag, and the click that ends the drag does not undo it', () => {
    render(<Harness />);
    const handle = screen.getByRole('button', { name: 'More color options' });
    fireEvent.pointerDown(handle, { clientY: 300 });
    fireEvent.pointerUp(handle, { clientY: 240 });
    fireEvent.click(handle);
    expect(handle).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(handle, { clientY: 240 });
    fireEvent.pointerUp(handle, { clientY: 300 });
    fireEvent.click(handle);
    expect(handle).toHaveAttribute('aria-expanded', 'false');
  });
});
