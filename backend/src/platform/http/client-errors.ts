import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

/** What a person (or an integrator reading a log) is told when a request never became one. */
const ANSWERS = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive. Please check your connection and try again.' },
  HPE_HEADER_OVERFLOW: { status: 431, message: "The request's headers are too large." },
} as const;
const UNREADABLE = { status: 400, message: 'The request could not be read.' } as const;

/**
 * Answers a request the HTTP server refused before any route saw it (too slow, headers too large,
 * not HTTP), with the same error body as every other error answer and a readable message. Fastify's
 * own answer says only "Client Timeout". A reset connection has no one left to answer.
 */
export function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = ANSWERS[error.code as keyof typeof ANSWERS] ?? UNREADABLE;
  const reason = STATUS_CODES[status] ?? 'Error';
  const body = JSON.stringify({ statusCode: status, error: reason, message });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
