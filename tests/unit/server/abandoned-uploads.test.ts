/**
 * docs/write-side.md "Uploads": files uploaded for a request that was never sent stayed on disk for ever, and the cap
 * on them counted per session, so a new session (a new device user) started from zero. Now a job on the server's
 * timer deletes what was not attached within a day, and the cap counts per user and per address.
 */
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ABANDONED_AFTER_MS, startAbandonedUploadSweep } from '../../../server/jobs/abandoned-uploads.ts';
import { MAX_PENDING_UPLOADS, MAX_PENDING_UPLOADS_PER_ADDRESS } from '../../../server/http/routes/uploads.ts';
import { Uploads } from '../../../server/store/uploads.ts';
import { localServer } from './support/local-server.ts';
import * as samples from './support/upload-samples.ts';

const HOUR = 3_600_000;

describe('uploads never attached to a request', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are deleted, file and row, by the job on the server timer once a day old; sent ones stay', () => {
    vi.useFakeTimers();
    const server = localServer();
    const uploads = new Uploads(server.store.db, join(server.dir, 'uploads'));
    let now = Date.parse('2026-11-21T10:00:00Z');
    const clock = () => now;
    const save = (name: string) =>
      uploads.save(
        { realm: 'alcantir', mailbox: 'incidencias', sessionId: 's', userId: 'u', address: '10.0.0.1', name, kind: 'jpeg', bytes: samples.photoJpeg() },
        now,
      );
    const abandoned = save('olvidada.jpg');
    const sent = save('enviada.jpg');
    uploads.attach([sent._id], 'request-1');
    // A file whose row never got written (the server died between the two), as old as the first upload.
    mkdirSync(join(server.dir, 'uploads', 'vilamar'), { recursive: true });
    const orphan = join(server.dir, 'uploads', 'vilamar', 'aaaaaaaaaaaaaaaaaaaaaaaa.jpg');
    writeFileSync(orphan, samples.photoJpeg());
    utimesSync(orphan, new Date(now), new Date(now));
    now += 12 * HOUR;
    const later = save('reciente.jpg');
    const file = (id: string) => uploads.get(id)?.file;
    const paths = { abandoned: file(abandoned._id)!, sent: file(sent._id)!, later: file(later._id)! };

    const job = startAbandonedUploadSweep(uploads, { clock, everyMs: HOUR });
    try {
      now += 11 * HOUR; // 23 h after the first upload: nothing is old enough yet
      vi.advanceTimersByTime(11 * HOUR);
      expect([existsSync(paths.abandoned), uploads.get(abandoned._id) !== undefined, existsSync(orphan)]).toEqual([true, true, true]);

      now += 2 * HOUR; // 25 h
      vi.advanceTimersByTime(2 * HOUR);
      expect(uploads.get(abandoned._id)).toBeUndefined();
      expect(existsSync(paths.abandoned)).toBe(false);
      expect(existsSync(orphan)).toBe(false);
      expect(existsSync(paths.sent) && uploads.get(sent._id)?.requestId).toBe('request-1');
      expect(existsSync(paths.later)).toBe(true);

      now += 12 * HOUR; // the later one is a day old too
      vi.advanceTimersByTime(12 * HOUR);
      expect([existsSync(paths.later), uploads.get(later._id)]).toEqual([false, undefined]);
      expect(existsSync(paths.sent)).toBe(true);
    } finally {
      job.stop();
    }
    expect(ABANDONED_AFTER_MS).toBe(24 * HOUR);
  });
});

describe('the cap on uploads not yet sent', () => {
  type App = ReturnType<typeof localServer>['app'];
  /** A call from a socket at `address`, with the cookie of `jar`. */
  async function call(app: App, address: string, jar: Map<string, string>, path: string, init: RequestInit & { json?: unknown } = {}) {
    const headers = new Headers(init.headers);
    headers.set('host', 'alcantir.localhost');
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const body = init.json !== undefined ? JSON.stringify(init.json) : init.body;
    const response = await app.request(`http://alcantir.localhost${path}`, { ...init, headers, body }, { incoming: { socket: { remoteAddress: address } } });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      jar.set(pair!.slice(0, pair!.indexOf('=')), pair!.slice(pair!.indexOf('=') + 1));
    }
    return response;
  }
  /** A new tab (its own session) signed in as the device user `deviceId`, registering it the first time. */
  async function tab(app: App, address: string, deviceId: string) {
    const jar = new Map<string, string>();
    await call(app, address, jar, '/api/v2/auth/register', { method: 'POST', json: { deviceId, password: 'x', realm: 'alcantir' } });
    expect((await call(app, address, jar, '/api/v2/auth/login', { method: 'POST', json: { deviceId, password: 'x', realm: 'alcantir' } })).status).toBe(200);
    return (name: string) => {
      const form = new FormData();
      form.set('file', new File([samples.photoJpeg()], name));
      form.set('field', 'images');
      return call(app, address, jar, '/api/alcantir/incidencias/assets2', { method: 'POST', body: form });
    };
  }

  it('counts per user: a new session of the same user does not start from zero', async () => {
    const { app } = localServer();
    const first = await tab(app, '10.1.0.1', 'cap-device-1');
    for (let i = 0; i < MAX_PENDING_UPLOADS; i++) expect((await first(`f${i}.jpg`)).status).toBe(200);
    const again = await tab(app, '10.1.0.2', 'cap-device-1');
    const over = await again('una-mas.jpg');
    expect(over.status).toBe(429);
    expect((await over.json()).err).toBe('Ha subido demasiados archivos sin enviarlos. Envíe su solicitud o inténtelo más tarde.');
    const wait = Number(over.headers.get('retry-after'));
    expect(wait).toBeGreaterThan(ABANDONED_AFTER_MS / 1000 - 120);
    expect(wait).toBeLessThanOrEqual(ABANDONED_AFTER_MS / 1000);
  }, 60_000);

  it('counts per address: new device users from one address share it', async () => {
    const { app } = localServer();
    let sent = 0;
    for (let user = 0; sent < MAX_PENDING_UPLOADS_PER_ADDRESS; user++) {
      const upload = await tab(app, '10.2.0.1', `cap-address-${user}`);
      for (let i = 0; i < 30 && sent < MAX_PENDING_UPLOADS_PER_ADDRESS; i++, sent++) expect((await upload(`f${sent}.jpg`)).status).toBe(200);
    }
    const fresh = await tab(app, '10.2.0.1', 'cap-address-new');
    const over = await fresh('una-mas.jpg');
    expect(over.status).toBe(429);
    expect(over.headers.get('retry-after')).toMatch(/^\d+$/);
    // Another address is not held by this one.
    expect((await (await tab(app, '10.2.0.2', 'cap-address-other'))('otra.jpg')).status).toBe(200);
  }, 60_000);
});
