import { describe, expect, it } from 'vitest';
import {
  cloudinaryUploadResponseSchema,
  createDiceRollRequestSchema,
  createPhotoRequestSchema,
  createTryOnRequestSchema,
  directUploadResponseSchema,
  errorBodySchema,
  ErrorCode,
  errorStatus,
  previewPlanesResponseSchema,
  registerDeviceRequestSchema,
  INTENSITY_PERCENT,
  registerDeviceResponseSchema,
  SHINE_PERCENT,
  subscriptionSyncRequestSchema,
  uploadUrlResponseSchema,
} from '../src/index';
import { expectRejected } from './helpers';

const photoId = '0b6f8a2e-3c1d-4e5f-9a7b-1c2d3e4f5a6b';

describe('register device', () => {
  it('fills in the default app version', () => {
    expect(registerDeviceRequestSchema.parse({ deviceId: 'ios-ABC123' })).toEqual({
      deviceId: 'ios-ABC123',
      appVersion: '1.0.0',
    });
    expect(registerDeviceRequestSchema.parse({ deviceId: 'd', appVersion: '2.3.1' }).appVersion).toBe(
      '2.3.1',
    );
  });
  it('rejects an empty, blank, too long or missing device id and unknown fields', () => {
    expectRejected(registerDeviceRequestSchema, { deviceId: '' }, 'deviceId');
    expectRejected(registerDeviceRequestSchema, { deviceId: '   ' }, 'deviceId');
    expectRejected(registerDeviceRequestSchema, { deviceId: 'x'.repeat(129) }, 'deviceId');
    expectRejected(registerDeviceRequestSchema, { appVersion: '1.0.0' }, 'deviceId');
    expectRejected(registerDeviceRequestSchema, { deviceId: 'd', isAdmin: true }, 'isAdmin');
  });
  it('accepts the ids real clients send: web and iOS UUIDs, Android ids, RevenueCat-style ids', () => {
    for (const deviceId of [
      '0b6f8a2e-3c1d-4e5f-9a7b-1c2d3e4f5a6b',
      'E621E1F8-C36C-495A-93FC-0C247A3E6E5F',
      '9774d56d682e549c',
      'user_42:ios.app-1',
      'x'.repeat(128),
    ]) {
      expect(registerDeviceRequestSchema.parse({ deviceId }).deviceId).toBe(deviceId);
    }
  });
  it('rejects ill-formed ids: lone surrogates, U+FFFD, control characters, spaces, other scripts', () => {
    for (const deviceId of [
      'abc\uD800',
      '\uDC00abc',
      'abc\uFFFD',
      'nul\u0000id',
      'tab\tid',
      'del\u007f',
      ' id',
      'id ',
      'café',
      'a/b',
    ]) {
      expectRejected(registerDeviceRequestSchema, { deviceId }, 'deviceId');
    }
  });
  it('response: token and error are optional', () => {
    expect(registerDeviceResponseSchema.parse({ success: true, token: 'abc' }).token).toBe('abc');
    expect(registerDeviceResponseSchema.parse({ success: false, error: 'Registration failed' }).success).toBe(
      false,
    );
    expectRejected(registerDeviceResponseSchema, { token: 'abc' }, 'success');
  });
});

describe('subscription sync', () => {
  it('accepts customer info with a numeric or ISO timestamp', () => {
    const body = { customerInfo: { entitlements: { active: {} } }, timestamp: 1767312000000 };
    expect(subscriptionSyncRequestSchema.parse(body)).toEqual(body);
    expect(
      subscriptionSyncRequestSchema.safeParse({ customerInfo: {}, timestamp: '2026-01-02T00:00:00.000Z' })
        .success,
    ).toBe(true);
  });
  it('rejects a non-object customer info, a bad timestamp and unknown fields', () => {
    expectRejected(subscriptionSyncRequestSchema, { customerInfo: 'premium', timestamp: 1 }, 'customerInfo');
    expectRejected(subscriptionSyncRequestSchema, { customerInfo: {}, timestamp: 'now' }, 'timestamp');
    expectRejected(subscriptionSyncRequestSchema, { customerInfo: {}, timestamp: 1, grant: true }, 'grant');
  });
});

describe('photos', () => {
  const create = {
    userId: null,
    originalUrl: 'https://res.cloudinary.com/demo/image/upload/v1/hair-photos/abc.jpg',
    objectPath: 'demo-1767312000000-x7k2',
  };
  it('accepts a create request', () => {
    expect(createPhotoRequestSchema.parse(create)).toEqual(create);
  });
  it('rejects a user id, a non-URL, a non-http URL, a missing path and unknown fields', () => {
    expectRejected(createPhotoRequestSchema, { ...create, userId: 'someone-else' }, 'userId');
    expectRejected(createPhotoRequestSchema, { ...create, originalUrl: 'not a url' }, 'originalUrl');
    expectRejected(createPhotoRequestSchema, { ...create, originalUrl: 'file:///etc/passwd' }, 'originalUrl');
    const { objectPath: _omit, ...noPath } = create;
    expectRejected(createPhotoRequestSchema, noPath, 'objectPath');
    expectRejected(createPhotoRequestSchema, { ...create, id: photoId }, 'id');
  });
  it('upload responses', () => {
    const photo = {
      id: photoId,
      originalUrl: create.originalUrl,
      objectPath: 'hair-photos/abc',
      userId: null,
    };
    expect(
      directUploadResponseSchema.parse({ photo, secureUrl: create.originalUrl, publicId: 'hair-photos/abc' })
        .photo.id,
    ).toBe(photoId);
    expectRejected(directUploadResponseSchema, { photo, secureUrl: create.originalUrl }, 'publicId');
    expect(
      uploadUrlResponseSchema.parse({
        uploadUrl: 'http://localhost:3000/v1_1/local/image/upload',
        uploadPreset: 'p',
      }).uploadPreset,
    ).toBe('p');
    expectRejected(
      uploadUrlResponseSchema,
      { uploadUrl: 'http://x/upload', uploadPreset: '' },
      'uploadPreset',
    );
    const cloud = {
      secure_url: create.originalUrl,
      public_id: 'hair-photos/abc',
      width: 1280,
      height: 720,
      format: 'jpg',
      bytes: 183_402,
    };
    expect(cloudinaryUploadResponseSchema.parse(cloud)).toEqual(cloud);
    expectRejected(cloudinaryUploadResponseSchema, { ...cloud, width: '1280' }, 'width');
  });
});

describe('try-on and dice roll requests', () => {
  const tryOn = { photoId, colorName: 'Rose Gold', colorValue: '#b76e79' };
  it('accept valid bodies', () => {
    expect(createTryOnRequestSchema.parse(tryOn)).toEqual(tryOn);
    expect(createDiceRollRequestSchema.parse({ photoId })).toEqual({ photoId });
  });
  it('reject bad bodies, naming the field', () => {
    expectRejected(createTryOnRequestSchema, { ...tryOn, colorValue: '#GGGGGG' }, 'colorValue');
    expectRejected(createTryOnRequestSchema, { ...tryOn, colorValue: 'b76e79' }, 'colorValue');
    expectRejected(createTryOnRequestSchema, { ...tryOn, photoId: 12 }, 'photoId');
    expectRejected(createTryOnRequestSchema, { ...tryOn, colorName: '' }, 'colorName');
    expectRejected(createTryOnRequestSchema, { photoId, colorValue: '#b76e79' }, 'colorName');
    expectRejected(createTryOnRequestSchema, { ...tryOn, status: 'completed' }, 'status');
    expectRejected(createDiceRollRequestSchema, {}, 'photoId');
    expectRejected(createDiceRollRequestSchema, { photoId, colors: 6 }, 'colors');
  });
});

describe('try-on tuning (issue 12 §3)', () => {
  const tryOn = { photoId, colorName: 'Rose Gold', colorValue: '#b76e79' };

  it('has optional whole-percent intensity (10..100, default 100) and shine (0..100, default 50)', () => {
    expect(INTENSITY_PERCENT).toEqual({ min: 10, max: 100, default: 100 });
    expect(SHINE_PERCENT).toEqual({ min: 0, max: 100, default: 50 });
    const parsed = createTryOnRequestSchema.parse(tryOn);
    expect(parsed).not.toHaveProperty('intensity');
    expect(parsed).not.toHaveProperty('shine');
  });

  it('accepts the ends of both ranges and values between', () => {
    for (const [intensity, shine] of [
      [10, 0],
      [100, 100],
      [80, 60],
      [55, 50],
    ]) {
      expect(createTryOnRequestSchema.parse({ ...tryOn, intensity, shine })).toEqual({
        ...tryOn,
        intensity,
        shine,
      });
    }
    expect(createTryOnRequestSchema.parse({ ...tryOn, shine: 0 })).toEqual({ ...tryOn, shine: 0 });
  });

  it.each([
    ['intensity', 9],
    ['intensity', 101],
    ['intensity', 0],
    ['intensity', -50],
    ['shine', -1],
    ['shine', 101],
  ])('rejects %s %d, out of range, naming the field and the range', (field, value) => {
    expectRejected(createTryOnRequestSchema, { ...tryOn, [field]: value }, field);
    const result = createTryOnRequestSchema.safeParse({ ...tryOn, [field]: value });
    const range = field === 'intensity' ? INTENSITY_PERCENT : SHINE_PERCENT;
    expect(result.error?.issues[0]?.message).toBe(`must be a whole number from ${range.min} to ${range.max}`);
  });

  it.each([
    ['a string', '80'],
    ['a fraction', 80.5],
    ['null', null],
    ['a boolean', true],
    ['an array', [80]],
    ['an object', { percent: 80 }],
    ['infinity', Number.POSITIVE_INFINITY],
    ['NaN', Number.NaN],
  ])('rejects %s for either field, naming it', (_what, value) => {
    expectRejected(createTryOnRequestSchema, { ...tryOn, intensity: value }, 'intensity');
    expectRejected(createTryOnRequestSchema, { ...tryOn, shine: value }, 'shine');
  });
});

describe('preview planes', () => {
  const planes = {
    photoId,
    width: 1536,
    height: 2048,
    engineVersion: 3,
    planesUrl: 'https://hairhue.example/files/photos/p/hair-mask-v3.png?expires=1&signature=s',
    expiresAt: '2026-11-25T12:00:00.000Z',
  };
  it('accepts the answer and rejects a size or version that is not a positive integer', () => {
    expect(previewPlanesResponseSchema.parse(planes)).toEqual(planes);
    expectRejected(previewPlanesResponseSchema, { ...planes, width: 0 }, 'width');
    expectRejected(previewPlanesResponseSchema, { ...planes, height: 2.5 }, 'height');
    expectRejected(previewPlanesResponseSchema, { ...planes, engineVersion: '3' }, 'engineVersion');
    expectRejected(previewPlanesResponseSchema, { ...planes, expiresAt: 'soon' }, 'expiresAt');
  });

  it('carries the correction revision as a whole number from 0, absent from a server before the brush', () => {
    const corrected = { ...planes, correctionRevision: 4 };
    expect(previewPlanesResponseSchema.parse(corrected)).toEqual(corrected);
    expect(previewPlanesResponseSchema.parse({ ...planes, correctionRevision: 0 }).correctionRevision).toBe(
      0,
    );
    expectRejected(previewPlanesResponseSchema, { ...planes, correctionRevision: -1 }, 'correctionRevision');
    expectRejected(previewPlanesResponseSchema, { ...planes, correctionRevision: 1.5 }, 'correctionRevision');
  });
});

describe('error body', () => {
  it('accepts every code and rejects an unknown one', () => {
    for (const code of Object.values(ErrorCode)) {
      expect(errorBodySchema.parse({ error: { code, message: 'm' } }).error.code).toBe(code);
      expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
    }
    expectRejected(errorBodySchema, { error: { code: 'TEAPOT', message: 'm' } }, 'error.code');
    expectRejected(errorBodySchema, { error: { code: 'NOT_FOUND' } }, 'error.message');
    expectRejected(errorBodySchema, { message: 'flat' }, 'error');
  });
});
