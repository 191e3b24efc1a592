import { Hono } from 'hono';
import { join } from 'node:path';
import type { RealmConfig } from '../../src/schemas/realm.ts';
import type { RebuildQueue } from '../core/rebuild-queue.ts';
import type { DocumentStore } from '../store/documents.ts';
import { compressContent } from './compress.ts';
import { answerUnexpected, jsonError } from './errors.ts';
import { nosniff } from './guards/answer-headers.ts';
import { contentRoutes } from './routes/content.ts';
import { rebuildRoutes } from './routes/rebuild.ts';
import { siteRoutes } from './routes/site.ts';
import { writeRoutes, type WriteApiSettings } from './write-api.ts';

export interface AppOptions {
  store: DocumentStore;
  realms: () => RealmConfig[];
  realmsRoot: string;
  distDir?: string | undefined;
  /** The editors' rebuild hook, when the server builds sites itself (npm start). */
  rebuild?: { queue: RebuildQueue; tokens: Map<string, string> };
  /** Where uploads go and the test-only fixed captcha answer (defaults: beside the database; none). */
  writeApi?: WriteApiSettings;
}

/** The local server: the provider API contract on `/api` and every realm's static site by host. */
export function createApp({ store, realms, realmsRoot, distDir = join(process.cwd(), 'dist'), rebuild, writeApi }: AppOptions) {
  distDir ||= join(process.cwd(), 'dist');
  const app = new Hono();
  app.use('*', nosniff());
  app.use('/api/:realm/collections/*', compressContent());
  app.route('/api', writeRoutes({ store, realms, ...writeApi }));
  app.route('/api', contentRoutes({ store, realms: () => realms().map((r) => r.id), realmsRoot }));
  // Anything else under /api is an API answer too: JSON, never the site's HTML page or a plain-text 404.
  app.all('/api/*', (c) => jsonError(c, c.req.method === 'GET' || c.req.method === 'HEAD' ? 404 : 405, 'No such API call'));
  if (rebuild) app.route('/hooks', rebuildRoutes(rebuild.queue, rebuild.tokens));
  app.route('/', siteRoutes({ distDir, realms }));
  // The last net: a failure outside the routes' own handlers (a middleware) answers like them, without a stack
  // or a path, and the log names the route only, never what was sent.
  app.onError(answerUnexpected('server', realms));
  return app;
}
