import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  Inject,
  Injectable,
  type NestInterceptor,
  UnauthorizedException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, from, mergeMap, type Observable, of, throwError } from 'rxjs';
import type { IdempotencyScope } from '../commands/command-context';
import { DomainError } from '../commands/domain-error';
import type { AuthenticatedUser } from '../http/request-context';
import { ANSWER_NOT_KEPT, IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_PROBLEM, KEY_NOT_ACCEPTED } from './idempotency-key';
import { AnswerSeal } from './answer-seal';
import { IdempotentCallers, ownerOf, scopeOf, sha256 } from './idempotent-caller';
import { IDEMPOTENCY_STORE, type IdempotencyStore } from './idempotency-store.port';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** A claim older than this belongs to a request that never finished (requests time out after 30 s). */
const STALE_CLAIM_MS = 60_000;

/** Only JSON answers are kept; a stream or bytes are answered again by running the request. */
function keepable(body: unknown): boolean {
  return !(body instanceof Buffer) && !(typeof (body as { pipe?: unknown } | null)?.pipe === 'function');
}

/**
 * Idempotent writes. A write that carries an Idempotency-Key is run once per caller and key: the
 * same request sent again within 24 h gets the first answer (marked `Idempotent-Replayed: true`)
 * and appends nothing, a different request under the same key is a 422, and one sent while the
 * first still runs is a 409. Event ids (and the ids of what the request creates) are derived from
 * the caller and key, so even a repeat whose first answer was lost appends nothing twice. Keys
 * belong to their caller (see scopeOf): a person's to the person, on public routes too; a
 * signed-out visitor's to the address, key and request together. Answers are stored sealed.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    @Inject(IDEMPOTENCY_STORE) private readonly store: IdempotencyStore,
    private readonly reflector: Reflector,
    private readonly callers: IdempotentCallers,
    private readonly seal: AnswerSeal,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthenticatedUser; idempotency?: IdempotencyScope }>();
    if (!WRITES.has(request.method)) return next.handle();
    const header = request.headers[IDEMPOTENCY_HEADER];
    if (header === undefined) return next.handle();
    if (this.reflector.getAllAndOverride<string>(KEY_NOT_ACCEPTED, [context.getHandler(), context.getClass()])) return next.handle();
    if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw new BadRequestException(IDEMPOTENCY_KEY_PROBLEM);

    const raw = (request as { rawBody?: Buffer }).rawBody;
    const fingerprint = sha256(`${request.method} ${request.url}\n${raw ? raw.toString('base64') : JSON.stringify(request.body ?? null)}`);
    const keepAnswer = !this.reflector.getAllAndOverride<boolean>(ANSWER_NOT_KEPT, [context.getHandler(), context.getClass()]);
    const reply = context.switchToHttp().getResponse<FastifyReply>();

    return from(this.callers.of(request)).pipe(
      mergeMap((caller) => {
        const scope = scopeOf(caller, header, fingerprint);
        return from(this.store.begin(scope, fingerprint, ownerOf(caller), Date.now(), STALE_CLAIM_MS)).pipe(
          mergeMap(async (claim) => ({
            claim,
            answer: claim.kind === 'answered' ? await this.seal.open(caller, header, scope, claim.sealed) : null,
          })),
          mergeMap(({ claim, answer }) => {
            if (claim.kind === 'mismatch')
              throw new UnprocessableEntityException(
                'This Idempotency-Key was already used for a different request. Send a new key with a new request.',
              );
            if (claim.kind === 'in-progress')
              throw new DomainError(
                'A request with this Idempotency-Key is still being processed. Please try again in a moment.',
                'conflict',
                1,
              );
            if (claim.kind === 'answered') {
              // Only a deleted account's key opens nothing: whoever sends it speaks for nobody now.
              if (!answer) throw new UnauthorizedException('Your session has ended. Please sign in again.');
              void reply.header('idempotent-replayed', 'true');
              return of(answer.body ?? undefined);
            }
            request.idempotency = { scope, appended: new Map() };
            return next.handle().pipe(
              mergeMap(async (body: unknown) => {
                const status =
                  this.reflector.get<number | undefined>(HTTP_CODE_METADATA, context.getHandler()) ??
                  (request.method === 'POST' ? 201 : 200);
                const sealed =
                  keepAnswer && keepable(body) ? await this.seal.seal(caller, header, scope, { status, body: body ?? null }) : null;
                if (sealed) await this.store.complete(scope, sealed, Date.now());
                else await this.store.release(scope);
                return body;
              }),
              catchError((error: unknown) =>
                from(this.store.release(scope).catch(() => undefined)).pipe(mergeMap(() => throwError(() => error))),
              ),
            );
          }),
        );
      }),
    );
  }
}
