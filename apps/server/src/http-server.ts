import type { IncomingMessage, Server, ServerOptions } from 'node:http';
import type { Socket } from 'node:net';
import { serve } from '@hono/node-server';

/**
 * How long the server waits for a client, and how many connections one address may hold. A client that
 * declares a body and never sends it, or trickles its headers, would otherwise hold a connection (and its
 * memory) for minutes; a few of them from one address could exhaust the server.
 */
export interface HttpLimits {
  /** Time to receive a request's headers (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** Time to receive a whole request, body included, however it trickles (Node's requestTimeout). */
  requestTimeoutMs: number;
  /** Longest pause while a request body is arriving; a body that stalls this long is dropped. */
  bodyIdleTimeoutMs: number;
  /** Open connections one client address may hold; 0 = no cap (behind a proxy every client is its address). */
  maxConnectionsPerAddress: number;
}

const hasBody = (req: IncomingMessage) =>
  Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;

/**
 * Closes a connection whose request body stops arriving for `idleMs`: the bytes the socket has read are
 * sampled, and the watch ends once the body is all here (`req.complete`), before the handler even reads it,
 * so a long query or a busy moment after the body is never cut. Node's own socket timeout is left alone
 * (it would end a connection whatever the request's state).
 */
function watchBody(req: IncomingMessage, idleMs: number) {
  if (idleMs <= 0 || !hasBody(req)) return;
  const socket = req.socket;
  let seen = socket.bytesRead;
  let lastProgress = Date.now();
  const timer = setInterval(
    () => {
      if (req.complete || socket.destroyed) return stop();
      if (socket.bytesRead !== seen) {
        seen = socket.bytesRead;
        lastProgress = Date.now();
      } else if (Date.now() - lastProgress >= idleMs) {
        stop();
        socket.destroy();
      }
    },
    Math.max(25, Math.floor(idleMs / 4)),
  );
  timer.unref();
  const stop = () => clearInterval(timer);
  req.once('end', stop);
  req.once('close', stop);
}

/** Refuses a new connection from an address that already holds `max` open ones. */
function capPerAddress(server: Server, max: number) {
  if (max <= 0) return;
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress ?? '';
    const count = open.get(address) ?? 0;
    if (count >= max) {
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}

/** Serves `fetch` over node:http with the limits above (the server's entry and its tests use this). */
export function serveWithLimits(
  opts: {
    fetch: (req: Request, ...rest: never[]) => Response | Promise<Response>;
    port: number;
    hostname: string;
  },
  limits: HttpLimits,
  onListen?: (info: { port: number }) => void,
): Server {
  const headersTimeout = Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs);
  const serverOptions: ServerOptions = {
    headersTimeout,
    requestTimeout: limits.requestTimeoutMs,
    // Node checks the two timeouts above on this interval (30 s by default): a fraction of the shorter one.
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersTimeout / 4))),
  };
  const server = serve(
    { fetch: opts.fetch as never, port: opts.port, hostname: opts.hostname, serverOptions },
    onListen,
  ) as Server;
  server.on('request', (req: IncomingMessage) => watchBody(req, limits.bodyIdleTimeoutMs));
  capPerAddress(server, limits.maxConnectionsPerAddress);
  return server;
}
