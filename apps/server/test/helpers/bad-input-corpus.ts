import type { InjectOptions } from 'fastify';
import { CLOUD_UPLOAD_PATH } from '../../src/services/cloud-uploads';

/** One bad request, sent with `inject` (as the device `token` when `auth` is set). */
export interface BadInput {
  name: string;
  auth: boolean;
  request: InjectOptions;
}

const FILE_HEADER = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
const CLOUD_FILE_HEADER = (boundary: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
const LONG_BOUNDARY = 'b'.repeat(200);

/** Malformed multipart bodies: [name, content-type, body builder from the file-part header]. */
const malformedMultipart: [string, string, (header: (boundary: string) => string) => string][] = [
  ['no boundary', 'multipart/form-data', (header) => `${header('abc')}xxxx\r\n--abc--\r\n`],
  ['an empty boundary', 'multipart/form-data; boundary=', (header) => `${header('abc')}xxxx\r\n--abc--\r\n`],
  [
    'a boundary the body does not use',
    'multipart/form-data; boundary=zzz',
    (header) => `${header('abc')}xxxx\r\n--abc--\r\n`,
  ],
  [
    'a 200-character boundary',
    `multipart/form-data; boundary=${LONG_BOUNDARY}`,
    (header) => `${header(LONG_BOUNDARY)}xxxx\r\n--${LONG_BOUNDARY}--\r\n`,
  ],
  ['no closing delimiter', 'multipart/form-data; boundary=abc', (header) => `${header('abc')}xxxx`],
  [
    'a part without its headers end',
    'multipart/form-data; boundary=abc',
    () => '--abc\r\nContent-Disposition: form-da',
  ],
  ['a garbage body', 'multipart/form-data; boundary=abc', () => '\u0000\u0001 garbage \r\n\r\n garbage'],
  ['a boundary of spaces', 'multipart/form-data; boundary=   ', (header) => `${header('   ')}xxxx`],
  [
    'bad part headers',
    'multipart/form-data; boundary=abc',
    () => '--abc\r\n\u0000\u0000: x\r\nbroken\r\n\r\nxxxx\r\n--abc--\r\n',
  ],
];

/** Every malformed multipart body, against the photo upload and the cloud upload endpoint. */
export function malformedMultipartInputs(): BadInput[] {
  return malformedMultipart.flatMap(([name, contentType, body]) => [
    {
      name: `POST /api/photos/upload with ${name}`,
      auth: true,
      request: {
        method: 'POST',
        url: '/api/photos/upload',
        payload: body(FILE_HEADER),
        headers: { 'content-type': contentType },
      },
    },
    {
      name: `POST ${CLOUD_UPLOAD_PATH} with ${name}`,
      auth: false,
      request: {
        method: 'POST',
        url: CLOUD_UPLOAD_PATH,
        payload: body(CLOUD_FILE_HEADER),
        headers: { 'content-type': contentType },
      },
    },
  ]);
}

/** An objectPath our own upload endpoint could have given, so that the originalUrl is what is judged. */
export const WELL_FORMED_OBJECT_PATH = `hair-photos/20261123_${'a'.repeat(32)}`;

export const MALFORMED_ORIGINAL_URLS = [
  'http://127.0.0.1:3000/%zz',
  'http://127.0.0.1:3000/files/%E0%A4%A',
  'http://127.0.0.1:3000/%',
  'http://127.0.0.1:3000/%ff%fe',
  'not a url at all',
];

/** Malformed percent escapes where the server decodes addresses or paths. */
export function malformedEscapeInputs(): BadInput[] {
  return [
    ...MALFORMED_ORIGINAL_URLS.map((originalUrl) => ({
      name: `POST /api/photos with originalUrl ${originalUrl}`,
      auth: true,
      request: {
        method: 'POST' as const,
        url: '/api/photos',
        payload: { userId: null, originalUrl, objectPath: WELL_FORMED_OBJECT_PATH },
      },
    })),
    ...[
      '/files/%zz?expires=1&signature=x',
      '/files/uploads/%E0%A4%A.jpg?expires=1&signature=x',
      '/demo-photos/%zz',
      '/onboarding/%zz/%zz.jpg',
      '/api/photos/%zz',
      '/api/photos/%zz/preview-planes',
      '/api/photos/%E0%A4%A/preview-planes',
      '/api/photos/%zz/appearance',
      '/api/photos/%E0%A4%A/appearance',
      '/api/try-ons/%E0%A4%A',
      '/api/photos/%zz/hair-correction',
      '/api/photos/%E0%A4%A/hair-correction',
      '/%zz',
      '/privacy/%zz',
      '/api/photos?%zz=%zz',
    ].map((url) => ({ name: `GET ${url}`, auth: true, request: { method: 'GET' as const, url } })),
  ];
}

const stroke = { tool: 'add', radius: 0.025, points: [0.2, 0.3, 0.25, 0.35] };

/** Malformed bodies of the touch-up brush's save (issue 13 §1): [name, raw JSON text or a value to send]. */
const malformedCorrections: [string, string | Buffer | object][] = [
  ['an empty body', ''],
  ['JSON cut short', '{"strokes": [{"tool": "add", "radius": 0.02, "points": [0.1'],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x73, 0xff, 0xfe, 0x22, 0x3a, 0x5b, 0x5d, 0x7d])],
  ['null', 'null'],
  ['an array of strokes without the wrapper', [stroke]],
  ['strokes: null', { strokes: null }],
  ['strokes as an object', { strokes: { 0: stroke } }],
  ['a stroke that is a number', { strokes: [1] }],
  ['a stroke without a tool', { strokes: [{ radius: 0.02, points: [0.1, 0.1] }] }],
  ['an unknown tool', { strokes: [{ ...stroke, tool: 'smudge' }] }],
  ['a tool of another case', { strokes: [{ ...stroke, tool: 'ADD' }] }],
  ['a radius as a string', { strokes: [{ ...stroke, radius: '0.02' }] }],
  ['a negative radius', { strokes: [{ ...stroke, radius: -0.02 }] }],
  ['a radius past the largest brush', { strokes: [{ ...stroke, radius: 0.9 }] }],
  ['a radius written as 1e400', '{"strokes":[{"tool":"add","radius":1e400,"points":[0.1,0.1]}]}'],
  ['no points', { strokes: [{ ...stroke, points: [] }] }],
  ['an odd number of coordinates', { strokes: [{ ...stroke, points: [0.1, 0.2, 0.3] }] }],
  ['a point off the photo', { strokes: [{ ...stroke, points: [0.1, -0.01] }] }],
  ['coordinates as strings', { strokes: [{ ...stroke, points: ['0.1', '0.2'] }] }],
  ['points as pairs', { strokes: [{ ...stroke, points: [[0.1, 0.2]] }] }],
  ['a null coordinate', '{"strokes":[{"tool":"add","radius":0.02,"points":[0.1,null]}]}'],
  ['an unknown stroke field', { strokes: [{ ...stroke, pressure: 0.5 }] }],
  ['an unknown top-level field', { strokes: [stroke], photoId: '00000000-0000-4000-8000-000000000000' }],
  [
    'a mask instead of strokes',
    { mask: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgAB' },
  ],
  ['a __proto__ key', '{"strokes":[],"__proto__":{"polluted":true}}'],
  ['a constructor.prototype key', '{"strokes":[],"constructor":{"prototype":{"polluted":true}}}'],
];

/** Every malformed touch-up brush save, as PUTs of JSON to the photo's hair correction. */
export function malformedHairCorrectionInputs(photoId: string): BadInput[] {
  return malformedCorrections.map(([name, body]) => ({
    name: `PUT /api/photos/{id}/hair-correction with ${name}`,
    auth: true,
    request: {
      method: 'PUT',
      url: `/api/photos/${photoId}/hair-correction`,
      payload: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    },
  }));
}

/** A photo id no photo can have, but well-formed: the request is judged on the field under test alone. */
const SOME_PHOTO_ID = '00000000-0000-4000-8000-000000000000';

/**
 * 'Colours that suit you' (issue 13 §2): a photo's appearance asked with an id that is no UUID, and a Dice
 * Roll whose `suitsMe` is not a boolean. Each is a 400 naming the field (`field`), before anything is read.
 */
export function suitsYouInputs(): (BadInput & { field: string })[] {
  const appearance = ['not-a-uuid', '1', `${SOME_PHOTO_ID}x`, '%20'].map((id) => ({
    name: `GET /api/photos/${id}/appearance`,
    auth: true,
    field: 'id',
    request: { method: 'GET' as const, url: `/api/photos/${id}/appearance` },
  }));
  const suitsMe = ['"yes"', '1', 'null', '[]', '{}'].map((value) => ({
    name: `POST /api/dice-roll with suitsMe ${value}`,
    auth: true,
    field: 'suitsMe',
    request: {
      method: 'POST' as const,
      url: '/api/dice-roll',
      headers: { 'content-type': 'application/json' },
      payload: `{"photoId":"${SOME_PHOTO_ID}","suitsMe":${value}}`,
    },
  }));
  return [...appearance, ...suitsMe];
}

/** The whole bad-input corpus of issue 10 §2 that `inject` can send (the socket-level cases are in http-limits). */
export function badInputCorpus(): BadInput[] {
  return [...malformedMultipartInputs(), ...malformedEscapeInputs(), ...suitsYouInputs()];
}
