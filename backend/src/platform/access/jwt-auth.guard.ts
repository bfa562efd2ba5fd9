import { type ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { IS_PUBLIC, OPTIONAL_SESSION } from '../http/public.decorator';
import { isStoreUnavailable } from '../store-unavailable';

/** Global: every endpoint needs a valid session unless marked @Public(). */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(OPTIONAL_SESSION, targets)) {
      const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown> }>();
      // A session that does not check out only means the caller is treated as signed out here.
      // A store that cannot be reached says nothing about the session: that is a 503, not signed out.
      if (request.headers.authorization)
        await (super.canActivate(context) as Promise<boolean>).catch((error: unknown) => {
          if (isStoreUnavailable(error)) throw error;
          return false;
        });
      return true;
    }
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;
    return super.canActivate(context) as Promise<boolean>;
  }

  override handleRequest<T>(error: unknown, user: T): T {
    // The session could not be checked because a store is down: 503 with Retry-After, never 401.
    if (isStoreUnavailable(error)) throw error;
    if (error || !user) throw error instanceof UnauthorizedException ? error : new UnauthorizedException('Please sign in to continue.');
    return user;
  }
}
