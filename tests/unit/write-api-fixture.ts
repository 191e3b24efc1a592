/**
 * A real local server for route tests: a temporary SQLite file seeded from the real demo realms, the whole
 * app (content and write API), and a browser-like client that keeps its cookies.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRealms, realmsDir } from '../../src/realm/load.ts';
import { createApp } from '../../server/app.ts';
import { DocumentStore } from '../../server/db.ts';
import { seedDemo } from '../../server/seed.ts';

export function localServer(options: { captchaAnswer?: string } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'write-api-'));
  const store = new DocumentStore(join(dir, 'db.sqlite'));
  const realms = loadRealms(realmsDir());
  seedDemo(store, realmsDir(), realms.map((r) => r.id));
  const app = createApp({
    store, realms: () => realms, realmsRoot: realmsDir(), distDir: join(dir, 'dist'),
    writeApi: { uploadsDir: join(dir, 'uploads'), captchaAnswer: options.captchaAnswer },
  });
  return { app, store, dir, client: () => browser(app) };
}

type App = ReturnType<typeof createApp>;

/** A client with a cookie jar, like a browser tab on alcantir.localhost. */
export function browser(app: App, host = 'alcantir.localhost') {
  const jar = new Map<string, string>();
  const request = async (path: string, init: RequestInit & { json?: unknown } = {}) => {
    const headers = new Headers(init.headers);
    headers.set('host', host);
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    let body = init.body;
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json');
      body = JSON.stringify(init.json);
    }
    const response = await app.request(`http://${host}${path}`, { ...init, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  };
  return {
    jar,
    request,
    get: (path: string) => request(path),
    post: (path: string, json: unknown, headers?: Record<string, string>) => request(path, { method: 'POST', json, headers }),
  };
}
