/**
 * Loopback ports for the bench's servers (scripts/bench.ts) and the load runs (scripts/load/*.ts): one the kernel
 * chooses among those nobody listens on, never one counted up from a fixed number, which on a shared machine may
 * already be someone else's server (that server would then be measured in place of the bench's own).
 */
import { createServer } from 'node:net';

/** Listens on `host:port` for a moment: the port it got, or the error code (`EADDRINUSE`, `EADDRNOTAVAIL`, …). */
function tryListen(port: number, host: string): Promise<number | string> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
    probe.listen({ port, host, exclusive: true }, () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 'no address'));
    });
  });
}

/**
 * A loopback port nobody listens on now, on 127.0.0.1 (where the servers listen) and on ::1 too: a browser may reach
 * `http://<realm>.localhost:<port>` over either, and another server on [::1]:port would answer it.
 */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const port = await tryListen(0, '127.0.0.1');
    if (typeof port !== 'number') throw new Error(`no free loopback port: ${port}`);
    const v6 = await tryListen(port, '::1');
    // A machine without IPv6 on loopback has nothing there to answer in the server's place.
    if (typeof v6 === 'number' || v6 === 'EADDRNOTAVAIL' || v6 === 'EAFNOSUPPORT') return port;
  }
  throw new Error('no loopback port free on both 127.0.0.1 and ::1 after 20 tries');
}
