import type { FastifyInstance } from 'fastify';

const utf8 = new TextDecoder('utf-8', { fatal: true });

class InvalidUtf8Error extends Error {
  override readonly name = 'InvalidUtf8Error';
  readonly statusCode = 400;
}

/**
 * JSON bodies decoded strictly: Fastify's own parser reads them as a string, which turns invalid UTF-8 into
 * U+FFFD, so two different byte strings (two device ids, say) could arrive as the same text. Invalid UTF-8 is
 * a 400 instead; the text then goes through Fastify's parser as before (prototype-poisoning checks included).
 */
export function installStrictJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(new InvalidUtf8Error('body: is not valid UTF-8'), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
