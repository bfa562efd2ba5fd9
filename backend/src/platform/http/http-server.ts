import { createServer, type RequestListener, type Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Limits on how long a client may hold a request open. Without them one byte every few seconds
 * keeps a POST (and its socket) open for ever; with them a slow client is cut off and nothing it
 * sent is acted on. Generous for a phone on a poor network: our bodies are at most 1 MiB.
 */
export const HTTP_LIMITS = {
  /** The whole request, headers and body, must arrive within this time. */
  requestTimeoutMs: 30_000,
  headersTimeoutMs: 15_000,
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: 10_000,
  /** Connections one process accepts at once; more are refused at the socket. */
  maxConnections: 10_000,
} as const;

export interface HttpServerOptions {
  /** Shorter only in tests of the timeout itself. */
  requestTimeoutMs?: number;
  /** Connections one client address may hold at once; 0 for no cap (see AppConfig). */
  maxConnectionsPerAddress?: number;
}

/**
 * Without a per-address cap one address can hold every connection the process accepts (thousands
 * of slow sockets), and everyone else is refused. Connections beyond the cap are closed as they
 * arrive, before a byte is read from them.
 */
function capConnectionsPerAddress(server: Server, cap: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const count = open.get(address) ?? 0;
    if (count >= cap) {
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

/** The Node HTTP server Fastify runs on, with the limits above. */
export function createHttpServer(handler: RequestListener, options: HttpServerOptions = {}): Server {
  const requestTimeoutMs = options.requestTimeoutMs ?? HTTP_LIMITS.requestTimeoutMs;
  const server = createServer(
    {
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(HTTP_LIMITS.headersTimeoutMs, requestTimeoutMs),
      keepAliveTimeout: HTTP_LIMITS.keepAliveTimeoutMs,
      // Node checks the timeouts above on this interval; the default (30 s) would double the allowance.
      connectionsCheckingInterval: Math.min(1_000, requestTimeoutMs),
    },
    handler,
  );
  server.maxConnections = HTTP_LIMITS.maxConnections;
  if (options.maxConnectionsPerAddress) capConnectionsPerAddress(server, options.maxConnectionsPerAddress);
  return server;
}
