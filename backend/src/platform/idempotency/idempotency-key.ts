import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiExtension } from '@nestjs/swagger';

export const IDEMPOTENCY_HEADER = 'idempotency-key';

/** 1 to 255 printable ASCII characters (spaces allowed inside), as the header is documented. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e](?:[\x20-\x7e]{0,253}[\x21-\x7e])?$/;

export const IDEMPOTENCY_KEY_PROBLEM = 'Idempotency-Key must be 1 to 255 printable characters.';

export const ANSWER_NOT_KEPT = Symbol('ANSWER_NOT_KEPT');

/**
 * For endpoints whose answer carries credentials (a new session's tokens): the answer is never
 * kept for a repeat, where anyone holding the key and the body would get it again. A repeat
 * still appends nothing twice; it is answered as the endpoint answers a second try.
 */
export const AnswerNotKept = () => SetMetadata(ANSWER_NOT_KEPT, true);

/** The API document's mark on a write that does not take the header, with the reason. */
export const IDEMPOTENCY_KEY_NOT_ACCEPTED = 'x-idempotency-key-not-accepted';
export const KEY_NOT_ACCEPTED = Symbol('KEY_NOT_ACCEPTED');

/**
 * For a write whose caller cannot send an Idempotency-Key and which removes repeats on its own
 * terms (Stripe's webhook). The header is ignored there, and the API document gives the reason in
 * place of the header.
 */
export const IdempotencyKeyNotAccepted = (reason: string) =>
  applyDecorators(SetMetadata(KEY_NOT_ACCEPTED, reason), ApiExtension(IDEMPOTENCY_KEY_NOT_ACCEPTED, reason));

/**
 * For a read that the API's paths send as a POST (the spec's `…/fetch`, `…/array`, `…/get`): it
 * changes nothing, so sending it again is already safe, and keeping its answer for a repeat would
 * only store a copy of the reader's data and replay it stale.
 */
export const ReadSentAsPost = () =>
  IdempotencyKeyNotAccepted('A read sent as a POST: it changes nothing, so sending it again is already safe');
