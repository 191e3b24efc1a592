/**
 * A real local server for route tests: a temporary SQLite file seeded from the real demo realms, the whole
 * app (content and write API), and a browser-like client that keeps its cookies.
 */
import type { DeliverNotice } from '../../../../server/store/notices.ts';
import { copyFileSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadRealms, realmsDir } from '../../../../src/realm/load.ts';
import { createApp } from '../../../../server/http/app.ts';
import { openDatabase } from '../../../../server/store/database.ts';
import { DocumentStore } from '../../../../server/store/documents.ts';
import { seedDemo } from '../../../../server/demo/seed.ts';
import type { Limits } from '../../../../server/http/guards/rate-limit.ts';
import type { CaptchaWork, WorkSolution } from '../../../../src/domain/requests/captcha-work.ts';
import { solveSync } from './captcha-work.ts';

/**
 * The demo realms seeded once per test process, into a database file each server starts from as a copy. Seeding
 * hashes every demo account's password and census answer with scrypt (about 2 s on two cores), which each of the
 * several hundred route tests paid before; a copy of the seeded file takes milliseconds and holds the same rows.
 */
const seeded = new Map<string, string>();
function seededDatabase(extra?: SeededExtra): string {
  const key = extra?.key ?? '';
  const known = seeded.get(key);
  if (known && existsSync(known)) return known;
  const dir = mkdtempSync(join(tmpdir(), 'seeded-demo-'));
  const db = openDatabase(join(dir, 'seeding.sqlite'));
  const store = new DocumentStore(db);
  seedDemo(
    store,
    realmsDir(),
    loadRealms(realmsDir()).map((r) => r.id),
  );
  extra?.prepare(store);
  // One self-contained file (no WAL beside it), with every migration and seeded row.
  const file = join(dir, 'seeded.sqlite');
  db.exec(`VACUUM INTO '${file.replaceAll("'", "''")}'`);
  db.close();
  seeded.set(key, file);
  return file;
}

/**
 * More rows a family of tests starts from, kept in the seeded copy under `key`: e.g. a census list, whose every
 * ID and answer is hashed with scrypt. `prepare` must give the same rows each time it runs for one key, and seal
 * nothing: the sealing key lives beside a database, not in it (server/store/sealed.ts), so each copy has its own
 * and could not open what the seeding sealed.
 */
export interface SeededExtra {
  key: string;
  prepare: (store: DocumentStore) => void;
}

/** `inMemory`: SQLite without a file, for tests that time the event loop and must not time the disk's fsyncs. */
export function localServer(
  options: {
    captchaAnswer?: string;
    rateLimits?: Limits;
    trustProxy?: boolean;
    inMemory?: boolean;
    development?: boolean;
    now?: () => number;
    rebuild?: (realm: string) => void;
    deliverNotice?: DeliverNotice;
    pushTestMode?: boolean;
    seeded?: SeededExtra;
  } = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'write-api-'));
  const realms = loadRealms(realmsDir());
  let store: DocumentStore;
  if (options.inMemory) {
    store = new DocumentStore(openDatabase(':memory:'));
    seedDemo(
      store,
      realmsDir(),
      realms.map((r) => r.id),
    );
    options.seeded?.prepare(store);
  } else {
    copyFileSync(seededDatabase(options.seeded), join(dir, 'db.sqlite'));
    store = new DocumentStore(openDatabase(join(dir, 'db.sqlite')));
  }
  const app = createApp({
    store,
    realms: () => realms,
    realmsRoot: realmsDir(),
    distDir: join(dir, 'dist'),
    // No rate limits unless a test asks: route tests make many calls from one (socketless) client.
    writeApi: {
      uploadsDir: join(dir, 'uploads'),
      captchaAnswer: options.captchaAnswer,
      rateLimits: options.rateLimits ?? {},
      trustProxy: options.trustProxy,
      development: options.development,
      now: options.now,
      rebuild: options.rebuild,
      deliverNotice: options.deliverNotice,
      pushTestMode: options.pushTestMode,
    },
  });
  return { app, store, dir, client: () => browser(app) };
}

type App = ReturnType<typeof createApp>;

/** A client with a cookie jar, like a browser tab on alcantir.localhost; `address` is the socket's it calls from. */
export function browser(app: App, host = 'alcantir.localhost', address?: string) {
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
    const socket = address ? { incoming: { socket: { remoteAddress: address } } } : undefined;
    const response = await app.request(`http://${host}${path}`, { ...init, headers, body }, socket);
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

/** A tab with a logged-in device user, as the form has once it started (docs/product-spec.md §4). */
export async function deviceTab(app: App, realm = 'alcantir') {
  const { makeDeviceUser } = await import('../../../../src/domain/accounts/device.ts');
  const tab = browser(app);
  const device = makeDeviceUser('127.0.0.1');
  await tab.post('/api/v2/auth/register', { ...device, realm });
  const login = await tab.post('/api/v2/auth/login', { ...device, realm });
  if (login.status !== 200) throw new Error(`device login failed: ${login.status}`);
  return tab;
}

/** Uploads one file as the form does (multipart, field `file`, the form field's name in `field`). */
export function upload(tab: ReturnType<typeof browser>, path: string, bytes: Uint8Array, name: string, field?: string) {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  if (field) form.set('field', field);
  return tab.request(path, { method: 'POST', body: form });
}

/**
 * Shows a captcha to the tab as the form asks for it and solves its proof of work as the browser's worker does
 * (docs/security.md, "The captcha"), with Node's own SHA-256: the `captchaWork` a request must carry.
 */
export async function solvedCaptcha(tab: ReturnType<typeof browser>, realm = 'alcantir'): Promise<WorkSolution> {
  const answer = await tab.get(`/api/${realm}/requests/captcha?format=json`);
  if (answer.status !== 200) throw new Error(`captcha: ${answer.status}`);
  const { work } = (await answer.json()) as { work: CaptchaWork };
  return solveSync(work);
}
