import type { ApiSchema } from './api-types';

/**
 * Picks the human-readable message out of an error body. The backend answers
 * `{ message }` (a string, or a list of validation messages); older endpoints answer `{ error }`.
 */
export function serverMessage(body: unknown): string | undefined {
  if (typeof body === 'string') return body.trim() || undefined;
  if (typeof body !== 'object' || body === null) return undefined;

  // The document's error fields, read as unknown: a proxy or an older server may send anything.
  const { message, error } = body as Partial<Record<keyof ApiSchema<'ErrorResponseDto'>, unknown>>;
  if (typeof message === 'string' && message.trim()) return message;
  if (Array.isArray(message)) {
    const parts = message.filter((part): part is string => typeof part === 'string' && part !== '');
    if (parts.length > 0) return parts.join('. ');
  }
  if (typeof error === 'string' && error.trim()) return error;
  return undefined;
}
