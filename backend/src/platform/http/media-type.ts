import type { IncomingHttpHeaders } from 'node:http';

/** A request body's media type as sent, without its parameters: "application/json; charset=utf-8" is "application/json". */
export function bodyMediaType(headers: IncomingHttpHeaders): string {
  return (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}
