import type { OpenAPIObject } from '@nestjs/swagger';
import { IDEMPOTENCY_KEY_NOT_ACCEPTED, IDEMPOTENCY_KEY_PROBLEM } from './idempotency-key';
import { IDEMPOTENCY_KEYS_PER_OWNER } from './idempotency-store.port';

const WRITES = ['post', 'put', 'patch', 'delete'] as const;

/**
 * Documents the Idempotency-Key header on every write operation of the document, once, as a shared
 * component: the header, the replay marker on answers, and the 409 and 422 it can cause. Applied to
 * the whole document after it is built, so every controller's writes get it without a decorator each;
 * only a write marked with IdempotencyKeyNotAccepted goes without, and states its reason instead.
 */
export function documentIdempotencyKey(document: OpenAPIObject): OpenAPIObject {
  document.components ??= {};
  document.components.parameters = {
    ...document.components.parameters,
    IdempotencyKey: {
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description:
        'Makes the write safe to send again: the same key from the same caller within 24 hours gets the first answer ' +
        '(with `Idempotent-Replayed: true`) and changes nothing. Use a new key (a random UUID) for each action and the same key ' +
        'when retrying it. A key belongs to its caller: to the signed-in person, on routes open to signed-out callers too ' +
        "(a bearer token we signed names the person, as on `/auth/logout`); without one, to the caller's address, the key and " +
        'the request (method, path and body) together, so another visitor with the same key and body is a request of its own. ' +
        `A caller keeps at most ${IDEMPOTENCY_KEYS_PER_OWNER.toLocaleString('en-GB')} keys: a new key past that forgets their oldest ` +
        `(a repeat of that request then runs again). ${IDEMPOTENCY_KEY_PROBLEM}`,
      schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]([\\x20-\\x7e]{0,253}[\\x21-\\x7e])?$' },
    },
  };
  for (const item of Object.values(document.paths)) {
    for (const method of WRITES) {
      const operation = item[method];
      // Marked by IdempotencyKeyNotAccepted, which gives the reason in the document instead.
      if (!operation || IDEMPOTENCY_KEY_NOT_ACCEPTED in operation) continue;
      const parameters = (operation.parameters ??= []);
      if (!parameters.some((p) => '$ref' in p && p.$ref === '#/components/parameters/IdempotencyKey'))
        parameters.push({ $ref: '#/components/parameters/IdempotencyKey' });
      operation.responses ??= {};
      operation.responses['409'] ??= { description: 'A request with the same Idempotency-Key is still being processed' };
      operation.responses['422'] ??= { description: 'The Idempotency-Key was already used for a different request' };
    }
  }
  return document;
}
