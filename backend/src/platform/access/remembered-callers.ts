import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { bearerToken, JwtStrategy, type SignedInCaller } from './jwt.strategy';
import { type VerifiedClaims, VerifiedTokens } from './verified-tokens';

/**
 * The caller of a request whose bearer token this process has verified before, checked the way
 * JwtAuthGuard checks it (the session still live, the account still there), or null for anything
 * else: no token, one not seen yet, an ended session, a store that cannot answer. For answers given
 * before the guards run (see fast-answers.ts), which leave every other case to them.
 */
@Injectable()
export class RememberedCallers {
  constructor(
    private readonly verified: VerifiedTokens,
    private readonly strategy: JwtStrategy,
  ) {}

  /** The claims of the request's bearer token, when this process verified that token before and it is not expired. */
  claimsOf(request: FastifyRequest): VerifiedClaims | undefined {
    const token = bearerToken(request as unknown as Parameters<typeof bearerToken>[0]);
    return token ? this.verified.claimsOf(token) : undefined;
  }

  async callerOf(request: FastifyRequest): Promise<SignedInCaller | null> {
    const claims = this.claimsOf(request);
    if (!claims) return null;
    return this.strategy.callerFor(claims).catch(() => null);
  }
}
