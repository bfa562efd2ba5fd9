import type { IncomingHttpHeaders } from 'node:http';

/** A request body's media type as sent, without its parameters: "application/json; charset=utf-8" is "application/json". */
export function bodyMediaType(headers: IncomingHttpHeaders): string {
  return (headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
}

/** Whether the request carries a body at all: a declared length above zero, or one sent in chunks. */
export function hasBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return (length !== undefined && length !== '0') || headers['transfer-encoding'] !== undefined;
}

/** The one body type the API parses as JSON (JsonBodiesGuard refuses other types where JSON is due). */
export function isJsonBody(headers: IncomingHttpHeaders): boolean {
  return bodyMediaType(headers) === 'application/json';
}
