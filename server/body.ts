/** Reading request bodies of the write API: JSON (or a form), never trusted, never logged. */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';

/** The body as a plain object; anything else (no body, a list, bad JSON) is a 400. */
export async function readJson(c: Context): Promise<Record<string, unknown>> {
  const type = c.req.header('content-type') ?? '';
  let body: unknown;
  try {
    body = type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')
      ? await c.req.parseBody()
      : await c.req.json();
  } catch {
    throw new HTTPException(400, { message: 'El cuerpo de la petición no es JSON válido.' });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HTTPException(400, { message: 'El cuerpo de la petición debe ser un objeto.' });
  }
  return body as Record<string, unknown>;
}
