import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildOpenApiDocument, routeList, routes } from '../src/index';

/** SPEC §7, our API only (the third-party upload goes to the returned uploadUrl), plus the extra reads. */
const specCalls = [
  'POST /auth/register-device',
  'POST /subscriptions/sync',
  'GET /subscriptions/status',
  'POST /photos/upload',
  'POST /photos/upload-url',
  'POST /photos',
  'GET /photos/{id}',
  'GET /hair-color-try-ons',
  'POST /hair-color-try-ons',
  'GET /hair-color-try-ons/{id}',
  'DELETE /hair-color-try-ons/{id}',
  'GET /dice-roll/usage',
  'POST /dice-roll',
  'GET /dice-roll/{id}',
];
const extraCalls = [
  'GET /photos',
  'GET /hair-color-try-ons/{id}/download',
  'GET /photos/{id}/preview-planes',
  'GET /photos/{id}/appearance',
  'GET /health',
  'GET /demo-photos',
  'GET /privacy-facts',
  'GET /live-color/model',
];
/** The sandbox store the web app buys from (PURCHASES=sandbox). */
const sandboxStoreCalls = [
  'GET /sandbox-store/offerings',
  'GET /sandbox-store/customer-info',
  'POST /sandbox-store/purchases',
  'POST /sandbox-store/cancel',
];
/** Issue 13 §1: the touch-up brush's correction of a photo's hair area. */
const hairCorrectionCalls = [
  'GET /photos/{id}/hair-correction',
  'PUT /photos/{id}/hair-correction',
  'DELETE /photos/{id}/hair-correction',
];
/** Issue 23 §1: the device's own skin tone ('Not right?'). */
const skinToneCalls = ['GET /device/skin-tone', 'PUT /device/skin-tone', 'DELETE /device/skin-tone'];
/** POSTs that carry nothing: the device's token says everything. */
const bodilessPosts = ['/photos/upload-url', '/sandbox-store/cancel'];

describe('route table', () => {
  const calls = routeList.map((r) => `${r.method} ${r.path}`);

  it('has exactly the SPEC §7 calls plus the extra reads, the sandbox store, the brush and the skin tone, each once', () => {
    expect([...calls].sort()).toEqual(
      [...specCalls, ...extraCalls, ...sandboxStoreCalls, ...hairCorrectionCalls, ...skinToneCalls].sort(),
    );
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('needs a token everywhere except registration, health, the public demo list, privacy facts and the live colour model', () => {
    expect(routeList.filter((r) => !r.auth).map((r) => r.name)).toEqual([
      'health',
      'listDemoPhotos',
      'getPrivacyFacts',
      'getLiveColorModel',
      'registerDevice',
    ]);
  });

  it('has a body schema on every JSON POST and PUT', () => {
    for (const r of routeList) {
      if ((r.method === 'POST' && !bodilessPosts.includes(r.path)) || r.method === 'PUT') {
        expect(Boolean(r.body) || Boolean(r.multipartFileField), r.path).toBe(true);
      }
    }
    expect(routes.uploadPhoto.multipartFileField).toBe('photo');
  });

  // The server's handlers take their params' type from the schema, not the path (the web's calls take it from
  // the path): a placeholder without its schema would reach a handler unparsed and untyped.
  it("has a params schema on every route whose path has placeholders, naming exactly the path's", () => {
    for (const r of routeList) {
      const placeholders = [...r.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
      const named = r.params instanceof z.ZodObject ? Object.keys(r.params.shape).sort() : [];
      expect(named, r.path).toEqual(placeholders);
      expect(r.params === undefined, r.path).toBe(placeholders.length === 0);
    }
  });
});

describe('OpenAPI document', () => {
  const doc = buildOpenApiDocument() as {
    openapi: string;
    paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
    components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
  };

  it('is OpenAPI 3.1 and survives JSON serialisation', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
    expect(doc.components.securitySchemes.bearerAuth).toEqual({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.ErrorBody).toBeDefined();
  });

  it('has every route, secured where the route needs a token', () => {
    for (const r of routeList) {
      const op = doc.paths[r.path]?.[r.method.toLowerCase()];
      expect(op, `${r.method} ${r.path}`).toBeDefined();
      expect(Boolean(op?.security)).toBe(r.auth);
    }
  });

  it('references ErrorBody in error responses', () => {
    const create = doc.paths['/hair-color-try-ons']?.post;
    expect(JSON.stringify(create?.responses['402'])).toContain('#/components/schemas/ErrorBody');
    expect(JSON.stringify(create?.responses['401'])).toContain('#/components/schemas/ErrorBody');
    expect(create?.responses['202']).toBeDefined();
  });

  it('describes intensity and shine: optional whole percents in the body, always in the try-on', () => {
    type Schema = { required?: string[]; properties: Record<string, unknown> };
    const create = doc.paths['/hair-color-try-ons']?.post as unknown as {
      requestBody: { content: { 'application/json': { schema: Schema } } };
      responses: Record<string, { description: string; content: { 'application/json': { schema: Schema } } }>;
    };
    const body = create.requestBody.content['application/json'].schema;
    expect(body.required).not.toContain('intensity');
    expect(body.required).not.toContain('shine');
    expect(body.properties.intensity).toMatchObject({ type: 'integer', minimum: 10, maximum: 100 });
    expect(body.properties.shine).toMatchObject({ type: 'integer', minimum: 0, maximum: 100 });
    const answer = create.responses['202']?.content['application/json'].schema;
    expect(answer?.required).toEqual(expect.arrayContaining(['intensity', 'shine']));
    expect(create.responses['402']?.description).toContain('PREMIUM_REQUIRED');
  });

  it('documents the optional Idempotency-Key header of the try-on and Dice Roll POSTs, and of no other call', () => {
    type Operation = { parameters?: { name: string; in: string; required: boolean; schema: unknown }[] };
    const posts = ['/hair-color-try-ons', '/dice-roll'].map(
      (path) => doc.paths[path]?.post as Operation | undefined,
    );
    for (const post of posts) {
      expect(post?.parameters).toEqual([
        {
          name: 'idempotency-key',
          in: 'header',
          required: false,
          schema: expect.objectContaining({ type: 'string', pattern: '^[A-Za-z0-9_-]{16,100}$' }),
        },
      ]);
    }
    const withHeaders = Object.values(doc.paths).flatMap((item) =>
      Object.values(item as Record<string, Operation>).filter((op) =>
        op.parameters?.some((parameter) => parameter.in === 'header'),
      ),
    );
    expect(withHeaders).toEqual(posts);
  });

  it('documents the preview planes as premium only, and NOT_READY while the photo is analysed', () => {
    const planes = doc.paths['/photos/{id}/preview-planes']?.get;
    expect(Object.keys(planes?.responses ?? {}).sort()).toEqual(
      ['200', '400', '401', '402', '404', '409', '429', '500'].sort(),
    );
    expect(JSON.stringify(planes?.responses['402'])).toContain('PREMIUM_REQUIRED');
    expect(JSON.stringify(planes?.responses['409'])).toContain('NOT_READY');
  });

  it('documents the hair correction: GET, PUT with the strokes as its body and a 413 past the limits, DELETE', () => {
    type Schema = { required?: string[]; properties: Record<string, unknown> };
    const item = doc.paths['/photos/{id}/hair-correction'] as unknown as Record<
      string,
      {
        requestBody?: { required: boolean; content: { 'application/json': { schema: Schema } } };
        responses: Record<string, { description: string }>;
      }
    >;
    expect(Object.keys(item).sort()).toEqual(['delete', 'get', 'put']);
    const put = item.put;
    expect(put?.requestBody?.required).toBe(true);
    const body = put?.requestBody?.content['application/json'].schema;
    expect(body?.required).toEqual(['strokes']);
    const stroke = JSON.stringify(body?.properties.strokes);
    expect(stroke).toContain('"enum":["add","remove"]');
    expect(stroke).toContain('"radius"');
    expect(Object.keys(put?.responses ?? {}).sort()).toEqual(
      ['200', '400', '401', '404', '413', '429', '500'].sort(),
    );
    expect(put?.responses['413']?.description).toContain('REQUEST_TOO_LARGE');
    for (const method of ['get', 'delete']) {
      expect(item[method]?.requestBody).toBeUndefined();
      expect(Object.keys(item[method]?.responses ?? {})).toContain('404');
    }
  });

  it("documents a photo's appearance for every tier, NOT_READY while a worker measures it", () => {
    const appearance = doc.paths['/photos/{id}/appearance']?.get;
    expect(Object.keys(appearance?.responses ?? {}).sort()).toEqual(
      ['200', '400', '401', '404', '409', '429', '500'].sort(),
    );
    expect(JSON.stringify(appearance?.responses['409'])).toContain('NOT_READY');
    const answer = JSON.stringify(appearance?.responses['200']);
    expect(answer).toContain('"required":["photoId","hairLevel","appearance","engineVersion"]');
  });

  it("describes 'Roll shades that suit me': an optional boolean in the body, said again in the answer", () => {
    type Schema = { required?: string[]; properties: Record<string, unknown> };
    const create = doc.paths['/dice-roll']?.post as unknown as {
      requestBody: { content: { 'application/json': { schema: Schema } } };
      responses: Record<string, { content: { 'application/json': { schema: Schema } } }>;
    };
    const body = create.requestBody.content['application/json'].schema;
    expect(body.properties.suitsMe).toMatchObject({ type: 'boolean' });
    expect(body.required).toEqual(['photoId']);
    const answer = create.responses['202']?.content['application/json'].schema;
    expect(answer?.properties.suitsMe).toMatchObject({ type: 'boolean' });
    expect(answer?.required).not.toContain('suitsMe');
    expect(JSON.stringify(create.responses['409'])).toContain('NOT_READY');
  });

  it('describes the register body as input (appVersion optional)', () => {
    const body = JSON.stringify(doc.paths['/auth/register-device']?.post);
    expect(body).toContain('"required":["deviceId"]');
  });
});
