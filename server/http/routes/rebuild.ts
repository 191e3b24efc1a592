import { timingSafeEqual } from 'node:crypto';
import { Hono } from 'hono';
import type { RebuildQueue } from '../../core/rebuild-queue.ts';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `POST /hooks/rebuild/{realm}` (Bearer token) queues a rebuild; `GET /hooks/rebuild/{realm}` reads its status. */
export function rebuildRoutes(queue: RebuildQueue, tokens: Map<string, string>) {
  const app = new Hono();
  app.post('/rebuild/:realm', (c) => {
    const realm = c.req.param('realm');
    const expected = tokens.get(realm);
    if (!expected) return c.json({ error: true, status: 404, message: `Unknown realm "${realm}"` }, 404);
    const given = (c.req.header('authorization') ?? '').replace(/^Bearer\s+/i, '');
    if (!given || !sameSecret(given, expected)) return c.json({ error: true, status: 401, message: 'A valid rebuild token for this realm is required' }, 401);
    return c.json({ realm, ...queue.request(realm) }, 202);
  });
  app.get('/rebuild/:realm', (c) => {
    const realm = c.req.param('realm');
    if (!tokens.has(realm)) return c.json({ error: true, status: 404, message: `Unknown realm "${realm}"` }, 404);
    return c.json({ realm, ...queue.get(realm) });
  });
  return app;
}
