import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC, OPTIONAL_SESSION } from '../http/public.decorator';
import { RouteMetadata } from '../http/route-metadata';
import { isStoreUnavailable } from '../store-unavailable';
import { bearerToken, JwtStrategy, type SignedInCaller } from './jwt.strategy';
import { VerifiedTokens } from './verified-tokens';

type GuardedRequest = { headers: Record<string, unknown>; user?: SignedInCaller };

/** Global: every endpoint needs a valid session unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  private readonly optionalSession: RouteMetadata<boolean>;
  private readonly isPublic: RouteMetadata<boolean>;

  constructor(
    reflector: Reflector,
    private readonly strategy: JwtStrategy,
    private readonly verified: VerifiedTokens,
  ) {
    super();
    this.optionalSession = new RouteMetadata(reflector, OPTIONAL_SESSION);
    this.isPublic = new RouteMetadata(reflector, IS_PUBLIC);
  }

  // Not async: a public route, or an optional session without a token, is answered without a promise.
  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    if (this.optionalSession.of(context)) {
      const request = context.switchToHttp().getRequest<GuardedRequest>();
      if (!request.headers.authorization) return true;
      // A session that does not check out only means the caller is treated as signed out here.
      // A store that cannot be reached says nothing about the session: that is a 503, not signed out.
      return this.authenticate(context).then(
        () => true,
        (error: unknown) => {
          if (isStoreUnavailable(error)) throw error;
          return true;
        },
      );
    }
    if (this.isPublic.of(context)) return true;
    return this.authenticate(context);
  }

  override handleRequest<T>(error: unknown, user: T): T {
    // The session could not be checked because a store is down: 503 with Retry-After, never 401.
    if (isStoreUnavailable(error)) throw error;
    if (error || !user) throw error instanceof UnauthorizedException ? error : new UnauthorizedException('Please sign in to continue.');
    return user;
  }

  /** A token this process has verified before skips the signature check; everything else goes through passport-jwt. */
  private async authenticate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<GuardedRequest>();
    const token = bearerToken(request as unknown as Parameters<typeof bearerToken>[0]);
    const claims = token ? this.verified.claimsOf(token) : undefined;
    if (!claims) return super.canActivate(context) as Promise<boolean>;
    request.user = await this.strategy.callerFor(claims);
    return true;
  }
}
