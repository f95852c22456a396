import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StageCaption } from '@/features/editor/photo-stage';

describe('the stage caption', () => {
  it('names a result by its colour alone', () => {
    render(<StageCaption name="Copper" color="#b0562b" />);
    expect(screen.getByTestId('stage-caption')).toHaveTextContent(/^Copper$/);
  });

  it('says a live preview is one, in words a screen reader reads even where the frame hides them', () => {
    render(<StageCaption name="Copper" color="#b0562b" preview />);
    const caption = screen.getByTestId('stage-caption');
    expect(caption).toHaveTextContent(/^Preview · Copper$/);
    expect(caption.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
  });
});
