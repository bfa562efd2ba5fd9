import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import type { AuthenticatedUser } from '../http/request-context';

export const sha256 = (text: string | Buffer) => createHash('sha256').update(text).digest('base64url');

/** Who an Idempotency-Key belongs to. */
export type IdempotentCaller =
  /** A person: signed in, or (on a public route such as logout) sending a token we signed. */
  | { kind: 'person'; userId: string }
  /** Nobody signed: the key is theirs only together with their address and the request itself. */
  | { kind: 'visitor'; address: string };

/** The owner a store files the caller's keys under: a person's id, or a hash of the address (never the address itself). */
export function ownerOf(caller: IdempotentCaller): string {
  return caller.kind === 'person' ? personOwner(caller.userId) : `address:${sha256(caller.address)}`;
}

export const personOwner = (userId: string) => `user:${userId}`;

/**
 * Scopes a key to its caller. A person's key is theirs alone. A visitor's key is scoped by the
 * address, the key and the request (method, path and body) together, so two visitors, or a
 * visitor and a person, never share an answer, and the key alone opens nothing.
 */
export function scopeOf(caller: IdempotentCaller, key: string, fingerprint: string): string {
  return caller.kind === 'person' ? sha256(`${caller.userId}\n${key}`) : sha256(`visitor\n${caller.address}\n${key}\n${fingerprint}`);
}

/**
 * Reads the caller of a write. Routes open to signed-out callers are not checked by the session
 * guard, yet some of them act for the person whose token they carry (logout): there the token's
 * signature is checked here (its expiry is not, as logout does not check it), and only a token we
 * signed makes the caller a person.
 */
export class IdempotentCallers {
  private readonly tokens = new JwtService();

  constructor(private readonly jwtSecret: string) {}

  async of(request: FastifyRequest & { user?: AuthenticatedUser }): Promise<IdempotentCaller> {
    if (request.user?.id) return { kind: 'person', userId: request.user.id };
    const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (token) {
      const claims = await this.tokens
        .verifyAsync<{ sub?: unknown }>(token, { secret: this.jwtSecret, ignoreExpiration: true, algorithms: ['HS256'] })
        .catch(() => null);
      if (typeof claims?.sub === 'string' && claims.sub) return { kind: 'person', userId: claims.sub };
    }
    return { kind: 'visitor', address: request.ip };
  }
}
