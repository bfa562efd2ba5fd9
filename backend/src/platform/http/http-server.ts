import { createServer, type RequestListener, type Server } from 'node:http';

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

/** The Node HTTP server Fastify runs on, with the limits above (the request timeout may be shortened for tests). */
export function createHttpServer(handler: RequestListener, requestTimeoutMs: number = HTTP_LIMITS.requestTimeoutMs): Server {
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
  return server;
}
