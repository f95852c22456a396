import { describe, expect, it } from 'vitest';
import {
  diceRollSchema,
  diceUsageSchema,
  hairColorTryOnSchema,
  photoSchema,
  subscriptionStatusResponseSchema,
} from '../src/index';
import type { DiceRoll, HairColorTryOn, Photo, SubscriptionStatusResponse } from '../src/index';
import { expectRejected } from './helpers';

const photoId = '0b6f8a2e-3c1d-4e5f-9a7b-1c2d3e4f5a6b';
const tryOnId = '7d9e1f20-4a5b-4c6d-8e7f-901a2b3c4d5e';

const photo: Photo = {
  id: photoId,
  originalUrl: 'https://res.cloudinary.com/demo/image/upload/v1/hair-photos/abc.jpg',
  objectPath: 'hair-photos/abc',
  userId: null,
};

const tryOn: HairColorTryOn = {
  id: tryOnId,
  photoId,
  status: 'completed',
  resultUrl: '/api/files/results/7d9e.jpg?exp=1&sig=ab',
  colorName: 'Rose Gold',
  colorValue: '#B76E79',
  createdAt: '2026-01-02T03:04:05.000Z',
  intensity: 100,
  shine: 50,
};

const colour = (name: string, color: string) => ({
  name,
  color,
  description: `${name} shade`,
  status: 'processing' as const,
  resultUrl: null,
});

const roll: DiceRoll = {
  id: tryOnId,
  colors: [
    colour('Platinum Blonde', '#e5e4e2'),
    colour('Fiery Copper', '#b87333'),
    colour('Midnight Blue', '#191970'),
    colour('Rose Gold', '#b76e79'),
    colour('Deep Auburn', '#712f26'),
    colour('Lavender Mist', '#e6e6fa'),
  ],
};

const status: SubscriptionStatusResponse = {
  hasActiveSubscription: true,
  subscription: { expiresAt: '2026-02-01T00:00:00Z', periodType: 'TRIAL', productId: 'hairhue_monthly' },
  usage: { canUseHairColorChange: true, remainingFreeUses: 3 },
};

describe('photo', () => {
  it('accepts a photo', () => {
    expect(photoSchema.parse(photo)).toEqual(photo);
  });
  it('rejects a non-UUID id and a missing objectPath', () => {
    expectRejected(photoSchema, { ...photo, id: 42 }, 'id');
    expectRejected(photoSchema, { ...photo, id: 'photo-1' }, 'id');
    const { objectPath: _omit, ...noPath } = photo;
    expectRejected(photoSchema, noPath, 'objectPath');
  });
});

describe('hair colour try-on', () => {
  it('accepts each status, with or without a result', () => {
    for (const s of ['processing', 'completed', 'failed'] as const) {
      expect(hairColorTryOnSchema.parse({ ...tryOn, status: s }).status).toBe(s);
    }
    const { resultUrl: _omit, ...pending } = tryOn;
    expect(hairColorTryOnSchema.safeParse(pending).success).toBe(true);
    expect(hairColorTryOnSchema.safeParse({ ...tryOn, resultUrl: null }).success).toBe(true);
  });
  it('carries intensity and shine, required and in range', () => {
    expect(hairColorTryOnSchema.parse({ ...tryOn, intensity: 80, shine: 60 })).toMatchObject({
      intensity: 80,
      shine: 60,
    });
    const { intensity: _intensity, ...noIntensity } = tryOn;
    expectRejected(hairColorTryOnSchema, noIntensity, 'intensity');
    const { shine: _shine, ...noShine } = tryOn;
    expectRejected(hairColorTryOnSchema, noShine, 'shine');
    expectRejected(hairColorTryOnSchema, { ...tryOn, intensity: 5 }, 'intensity');
    expectRejected(hairColorTryOnSchema, { ...tryOn, shine: null }, 'shine');
  });
  it('rejects an unknown status, a bad hex and a non-ISO date', () => {
    expectRejected(hairColorTryOnSchema, { ...tryOn, status: 'queued' }, 'status');
    expectRejected(hairColorTryOnSchema, { ...tryOn, colorValue: '#b76e7' }, 'colorValue');
    expectRejected(hairColorTryOnSchema, { ...tryOn, colorValue: 'rose' }, 'colorValue');
    expectRejected(hairColorTryOnSchema, { ...tryOn, createdAt: 'yesterday' }, 'createdAt');
  });
});

describe('dice roll', () => {
  it('accepts a roll of 6 colours', () => {
    expect(diceRollSchema.parse(roll).colors).toHaveLength(6);
  });
  it('rejects 5 or 7 colours and a colour with a bad hex', () => {
    expectRejected(diceRollSchema, { ...roll, colors: roll.colors.slice(0, 5) }, 'colors');
    expectRejected(diceRollSchema, { ...roll, colors: [...roll.colors, roll.colors[0]] }, 'colors');
    const bad = roll.colors.map((c, i) => (i === 2 ? { ...c, color: 'blue' } : c));
    expectRejected(diceRollSchema, { ...roll, colors: bad }, 'colors.2.color');
  });
  it('usage: accepts a count, rejects a negative or fractional one', () => {
    expect(diceUsageSchema.parse({ canRoll: true, rollsRemaining: 3 })).toEqual({
      canRoll: true,
      rollsRemaining: 3,
    });
    expectRejected(diceUsageSchema, { canRoll: true, rollsRemaining: -1 }, 'rollsRemaining');
    expectRejected(diceUsageSchema, { canRoll: 'yes', rollsRemaining: 1 }, 'canRoll');
  });
});

describe('subscription status', () => {
  it('accepts an active and an inactive status', () => {
    expect(subscriptionStatusResponseSchema.parse(status)).toEqual(status);
    const inactive = {
      hasActiveSubscription: false,
      subscription: null,
      usage: { canUseHairColorChange: false, remainingFreeUses: 0 },
    };
    expect(subscriptionStatusResponseSchema.parse(inactive)).toEqual(inactive);
  });
  it('rejects missing usage fields and a string count', () => {
    expectRejected(
      subscriptionStatusResponseSchema,
      { ...status, usage: { canUseHairColorChange: true } },
      'usage.remainingFreeUses',
    );
    expectRejected(
      subscriptionStatusResponseSchema,
      { ...status, usage: { canUseHairColorChange: true, remainingFreeUses: '3' } },
      'usage.remainingFreeUses',
    );
  });
});
