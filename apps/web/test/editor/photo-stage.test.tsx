import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PhotoStage } from '@/features/editor/photo-stage';

function renderLoading(onSize: (size: { width: number; height: number }) => void) {
  const { container } = render(
    <PhotoStage
      originalUrl="/photo.jpg"
      resultUrl={null}
      comparing={false}
      split={null}
      preview={null}
      divider={null}
      size={null}
      onSize={onSize}
      onResultError={() => undefined}
      caption={null}
    >
      {null}
    </PhotoStage>,
  );
  const probe = container.querySelector('img');
  if (!probe) throw new Error('no image is measured');
  return probe;
}

function loadWithSize(image: HTMLImageElement, width: number, height: number) {
  Object.defineProperty(image, 'naturalWidth', { value: width });
  Object.defineProperty(image, 'naturalHeight', { value: height });
  fireEvent.load(image);
}

describe('the photo stage', () => {
  it('reports the photo’s size once it loads', () => {
    const onSize = vi.fn();
    loadWithSize(renderLoading(onSize), 1200, 1600);
    expect(onSize).toHaveBeenCalledWith({ width: 1200, height: 1600 });
  });

  it.each([
    [0, 0],
    [1200, 0],
    [0, 1600],
  ])('reports no size for a %i×%i image, which would make a NaN aspect ratio', (width, height) => {
    const onSize = vi.fn();
    loadWithSize(renderLoading(onSize), width, height);
    expect(onSize).not.toHaveBeenCalled();
    expect(screen.queryByAltText('Your original photo')).toBeNull();
  });
});
