/**
 * How the local server meets its sockets (docs/write-side.md "At the socket"): what is decided before any route sees
 * a request.
 *
 * - A request must arrive whole, body included, within BODY_TIMEOUT_MS (Node's `requestTimeout`), or it is
 *   answered 408 and the connection closed: a body trickled in a byte at a time no longer holds a connection
 *   and its buffers for minutes. At 30 s, a 10 MB upload needs about 2.8 Mbit/s; the form shrinks photos
 *   to a few hundred kilobytes before sending them.
 * - A request with more than one Host header is refused (RFC 9112 §3.2): the realm, the cross-site check and
 *   the cookie's origin are all read from the Host, and two of them would let each reader pick another.
 *
 * Both answers are JSON with `err`, as every other error of the API.
 */
import { serve } from '@hono/node-server';
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { acceptedLanguage } from '../../src/domain/http/accept-language.ts';
import { ApiError } from '../../src/domain/http/api-errors.ts';
import { UI_LANGUAGES } from '../../src/schemas/realm.ts';
import { refusalBody } from './errors.ts';

export const BODY_TIMEOUT_MS = 30_000;

/** A refusal of the socket's, worded in the language the request asks for, if it arrived that far, else Spanish. */
function refusalText(refusal: 'slowBody' | 'twoHosts', request?: IncomingMessage): string {
  return JSON.stringify(refusalBody(new ApiError(refusal), acceptedLanguage(request?.headers['accept-language'], UI_LANGUAGES) ?? 'es'));
}

export interface ListenOptions {
  port: number;
  hostname: string;
  /** How long a request may take to arrive, headers and body (tests shorten it). */
  bodyTimeoutMs?: number;
}

/** A raw HTTP/1.1 answer for a socket that no request object owns any more (the timeout's). */
function rawJsonAnswer(status: string, body: string): string {
  return [
    `HTTP/1.1 ${status}`,
    'Content-Type: application/json; charset=utf-8',
    'X-Content-Type-Options: nosniff',
    'Cache-Control: no-store',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

function hostHeaders(request: IncomingMessage): number {
  let count = 0;
  for (let i = 0; i < request.rawHeaders.length; i += 2) if (request.rawHeaders[i]!.toLowerCase() === 'host') count++;
  return count;
}

/** The app's request listener, behind the Host check. */
function refusingTwoHosts(listener: RequestListener): RequestListener {
  return (request: IncomingMessage, response: ServerResponse) => {
    if (hostHeaders(request) <= 1) return listener(request, response);
    const body = refusalText('twoHosts', request);
    response.writeHead(400, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(body),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'no-store',
      Connection: 'close',
    });
    response.end(body);
  };
}

/** How long an idle kept-alive connection stays open. */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Starts the server for `app` on `port`; answers Node's server (close it to stop). */
export function listen(app: { fetch: (request: Request) => Response | Promise<Response> }, options: ListenOptions, onListening?: () => void): Server {
  const timeout = options.bodyTimeoutMs ?? BODY_TIMEOUT_MS;
  const server = serve(
    {
      fetch: app.fetch,
      port: options.port,
      hostname: options.hostname,
      // Node checks pending requests against requestTimeout every connectionsCheckingInterval (30 s by default,
      // which would let a request run to nearly twice its time).
      // An idle kept-alive connection stays open longer than a proxy's or a client's pool keeps it (60 s is the
      // common idle limit of load balancers): when the server closes first, a request the client sends on that
      // socket at the same moment dies with "socket hang up". Node's default of 5 s made that a race any pause
      // of a few seconds could lose.
      serverOptions: {
        requestTimeout: timeout,
        connectionsCheckingInterval: Math.min(1_000, timeout / 4),
        keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
      },
      createServer: ((serverOptions: object, listener: RequestListener) => createServer(serverOptions, refusingTwoHosts(listener))) as typeof createServer,
    },
    onListening,
  ) as Server;
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Node's own answer to a late request is a bare 408; ours says it in the API's shape. Other client errors
    // (a malformed request, headers too large) get the bare answer Node gives them without this listener.
    if (!socket.writable) return void socket.destroy();
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') socket.end(rawJsonAnswer('408 Request Timeout', refusalText('slowBody')));
    else if (error.code === 'HPE_HEADER_OVERFLOW') socket.end('HTTP/1.1 431 Request Header Fields Too Large\r\nConnection: close\r\n\r\n');
    else socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  return server;
}
