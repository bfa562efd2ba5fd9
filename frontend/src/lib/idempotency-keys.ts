/**
 * Idempotency-Keys for writes. Each user action gets a fresh key; when a write fails in a way that
 * may have reached the server (no answer, or the server or its stores were unavailable), the key
 * is kept for that exact write, and the person's retry of it (the same method, path and body) is
 * sent with the same key. The server then applies the write at most once, even when the first
 * attempt went through and only its answer was lost. Keys are forgotten on any definite answer.
 */

/** Writes that failed without a definite answer, by what they send; bounded, oldest forgotten first. */
const pending = new Map<string, string>();
const MAX_PENDING = 50;

/** A random key (a UUID; also where randomUUID is missing, as on plain-HTTP origins). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function writeSignature(method: string, path: string, body: string | undefined): string {
  return `${method} ${path}\n${body ?? ''}`;
}

/** The key for this write: the one of its earlier failed attempt, or a new one. */
export function keyForWrite(signature: string): string {
  return pending.get(signature) ?? newIdempotencyKey();
}

/** After an attempt: a definite answer forgets the key; no answer, or a 502/503/504, keeps it for the retry. */
export function settleWrite(signature: string, key: string, outcome: { status: number } | 'no-answer'): void {
  const uncertain = outcome === 'no-answer' || outcome.status === 502 || outcome.status === 503 || outcome.status === 504;
  pending.delete(signature);
  if (!uncertain) return;
  pending.set(signature, key);
  if (pending.size > MAX_PENDING) pending.delete(pending.keys().next().value as string);
}
