/** Request bodies of the write API: how large they may be, and reading them as JSON (or a form), never trusted, never logged. */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from '../../../src/domain/http/api-errors.ts';

/** What any call of the write side but uploads and request creation may send (a login, a census check): a few fields of text. */
export const MAX_SMALL_BODY = 32 * 1024;

/**
 * The small body limit, for every call that takes no file: uploads, request creation and proposals (`…/assets2`,
 * `…/create`, `…/checkout`, `…/proposals`, which may carry a photo, and a shop's `…/validate` with its ticket's) set
 * their own, larger ones.
 */
export function smallBodyLimit(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: MAX_SMALL_BODY,
    onError: () => {
      throw new ApiError('bodyTooLarge');
    },
  });
  return (c, next) =>
    c.req.method === 'GET' || c.req.method === 'HEAD' || /\/(assets2|create|checkout|proposals|validate)$/.test(c.req.path) ? next() : limit(c, next);
}

/** How deep arrays and objects may nest: the form sends three levels; a thousand would overflow the stack later. */
export const MAX_JSON_DEPTH = 16;

/** The deepest nesting of a JSON text, counted without parsing it (brackets inside strings do not count). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92 /* \ */) i++;
      else if (ch === 34 /* " */) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 123 /* { */ || ch === 91 /* [ */) deepest = Math.max(deepest, ++depth);
    else if (ch === 125 /* } */ || ch === 93 /* ] */) depth--;
  }
  return deepest;
}

/** The body as a plain object; anything else (no body, a list, bad JSON, absurd nesting) is a 400. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  let body: unknown;
  try {
    if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) {
      body = await c.req.parseBody();
    } else {
      const text = await c.req.text();
      if (jsonDepth(text) > MAX_JSON_DEPTH) throw new ApiError('bodyNested');
      body = JSON.parse(text);
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError('bodyNotJson');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('bodyNotObject');
  }
  return body as Record<string, unknown>;
}
