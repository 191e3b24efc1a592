import { Hono } from 'hono';
import { join } from 'node:path';
import type { RealmConfig } from '../src/schemas/realm.ts';
import { contentRoutes } from './api.ts';
import type { DocumentStore } from './db.ts';
import { siteRoutes } from './site.ts';
import { rebuildRoutes, type RebuildQueue } from './rebuild.ts';
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
  app.route('/api', writeRoutes({ store, realms, ...writeApi }));
  app.route('/api', contentRoutes({ store, realms: () => realms().map((r) => r.id), realmsRoot }));
  if (rebuild) app.route('/hooks', rebuildRoutes(rebuild.queue, rebuild.tokens));
  app.route('/', siteRoutes({ distDir, realms }));
  return app;
}
