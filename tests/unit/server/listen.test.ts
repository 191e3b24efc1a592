/**
 * docs/write-side.md "At the socket": a request body within the size limit could be held open for 100 s, and a
 * request with two Host headers was served (which realm, which origin?). The server as `npm start` listens
 * (`server/http/listen.ts`), over raw sockets, since both are about bytes no HTTP client library would send.
 */
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { BODY_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS, listen } from '../../../server/http/listen.ts';
import { localServer } from './support/local-server.ts';

/** Writes `parts` to a new connection (waiting `gapMs` between them) and reads until the server closes it. */
function exchange(server: Server, parts: string[], gapMs = 0): Promise<{ text: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => {
      text += chunk;
    });
    socket.on('close', () => resolve({ text, ms: performance.now() - started }));
    socket.on('error', reject);
    let i = 0;
    const next = () => {
      if (i < parts.length && !socket.destroyed) socket.write(parts[i++]!, () => setTimeout(next, gapMs));
    };
    next();
    setTimeout(() => socket.destroy(), 10_000);
  });
}

/** The JSON body of a raw answer (read as latin1, so each byte stays one character). */
const jsonOf = (text: string) => JSON.parse(Buffer.from(text.slice(text.indexOf('\r\n\r\n') + 4), 'latin1').toString('utf8'));

const ready = (server: Server) => new Promise<void>((resolve) => (server.listening ? resolve() : server.once('listening', () => resolve())));

describe('the server at the socket', () => {
  const { app } = localServer();
  const server = listen(app, { port: 0, hostname: '127.0.0.1', bodyTimeoutMs: 1_000 });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('waits 30 s at most for a request body by default', () => {
    expect(BODY_TIMEOUT_MS).toBe(30_000);
    const defaults = listen(app, { port: 0, hostname: '127.0.0.1' });
    expect(defaults.requestTimeout).toBe(30_000);
    defaults.close();
  });

  it('keeps an idle connection open longer than a client pool or a proxy keeps it', () => {
    // Node's default is 5 s: a client that sent its next request on a kept-alive socket after a pause of about
    // that long met the server closing it ("socket hang up").
    const defaults = listen(app, { port: 0, hostname: '127.0.0.1' });
    expect(defaults.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    expect(KEEP_ALIVE_TIMEOUT_MS).toBeGreaterThan(60_000);
    defaults.close();
  });

  it('answers 408 in JSON and hangs up on a body that does not arrive in time', async () => {
    await ready(server);
    const head = 'POST /api/v2/auth/login HTTP/1.1\r\nHost: alcantir.localhost\r\nContent-Type: application/json\r\nContent-Length: 60\r\n\r\n';
    // A byte every 400 ms: never idle for long, and never done.
    const { text, ms } = await exchange(server, [head, '{', '"', 'u', 's', 'e', 'r', '"', ':', '"', 'x'], 400);
    expect(text).toMatch(/^HTTP\/1\.1 408 /);
    expect(text).toMatch(/content-type: application\/json/i);
    expect(jsonOf(text).err).toBe('La petición ha tardado demasiado en llegar. Vuelva a intentarlo.');
    expect(ms).toBeLessThan(3_500);
  });

  it('serves a body that arrives in time', async () => {
    await ready(server);
    const body = JSON.stringify({ user: 'vecina', password: 'no es esta' });
    const { text } = await exchange(server, [
      `POST /api/alcantir/login HTTP/1.1\r\nHost: alcantir.localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      body,
    ]);
    expect(text).toMatch(/^HTTP\/1\.1 401 /);
  });

  it('refuses a request with two Host headers with a 400 in JSON, whatever their case', async () => {
    await ready(server);
    for (const second of ['Host: vilamar.localhost', 'host: alcantir.localhost', 'HOST: evil.example']) {
      const { text } = await exchange(server, [
        `GET /api/alcantir/mailbox/incidencias HTTP/1.1\r\nHost: alcantir.localhost\r\n${second}\r\nConnection: close\r\n\r\n`,
      ]);
      expect(text, second).toMatch(/^HTTP\/1\.1 400 /);
      expect(jsonOf(text).err, second).toBe('La petición lleva más de una cabecera Host.');
    }
    const one = await exchange(server, ['GET /api/alcantir/mailbox/incidencias HTTP/1.1\r\nHost: alcantir.localhost\r\nConnection: close\r\n\r\n']);
    expect(one.text).toMatch(/^HTTP\/1\.1 200 /);
  });
});
