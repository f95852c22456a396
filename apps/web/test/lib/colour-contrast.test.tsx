import { coloursByCategory, type Shade } from '@hairhue/catalogue';
import type { HairColorTryOn } from '@hairhue/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { StageCaption } from '@/features/editor/photo-stage';
import { RecentTryOns } from '@/features/home/recent-try-ons';
import { needsLightRing, relativeLuminance } from '@/lib/colour-contrast';

const natural = coloursByCategory('natural');
const shade = (name: string): Shade => {
  const found = natural.find((colour) => colour.name === name);
  if (!found) throw new Error(`No natural colour '${name}'`);
  return found;
};

describe('the light ring of a colour dot on a dark surface', () => {
  it('follows WCAG relative luminance', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 6);
    expect(relativeLuminance('#808080')).toBeCloseTo(0.2159, 3);
  });

  it('is given to Chocolate Brown and every darker shade, by luminance rather than by name', () => {
    const chocolate = relativeLuminance(shade('Chocolate Brown').color);
    for (const colour of natural) {
      if (relativeLuminance(colour.color) <= chocolate)
        expect(needsLightRing(colour.color), colour.name).toBe(true);
    }
    expect(needsLightRing(shade('Jet Black').color)).toBe(true);
    expect(needsLightRing('#f3b5c8')).toBe(false);
    expect(needsLightRing('#e8dcc8')).toBe(false);
  });

  it('marks the dark dot in the stage caption and in the Recent thumbnails', () => {
    const jetBlack = shade('Jet Black');
    const { unmount } = render(<StageCaption name={jetBlack.name} color={jetBlack.color} />);
    expect(screen.getByTestId('stage-caption').querySelector('[data-light-ring]')).not.toBeNull();
    unmount();

    const tryOn = (id: string, colorName: string, colorValue: string): HairColorTryOn => ({
      id,
      photoId: 'photo',
      status: 'completed',
      resultUrl: `/files/${id}.jpg`,
      colorName,
      colorValue,
      createdAt: new Date().toISOString(),
      intensity: 100,
      shine: 50,
    });
    render(
      <MemoryRouter>
        <RecentTryOns
          tryOns={[
            tryOn('1', 'Chocolate Brown', shade('Chocolate Brown').color),
            tryOn('2', 'Rose Ombre', '#d4a19a'),
          ]}
          onAddPhoto={() => {}}
        />
      </MemoryRouter>,
    );
    const ringed = (name: string) =>
      screen.getByRole('link', { name: `${name} try-on` }).querySelector('[data-light-ring]');
    expect(ringed('Chocolate Brown')).not.toBeNull();
    expect(ringed('Rose Ombre')).toBeNull();
  });
});
