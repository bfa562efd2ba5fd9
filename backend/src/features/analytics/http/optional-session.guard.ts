import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/**
 * On a public route, recognises a signed-in caller without requiring one: a valid bearer token sets
 * `request.user`, a missing, expired or ended one leaves the caller anonymous. Requests without an
 * Authorization header skip the token check entirely.
 */
@Injectable()
export class OptionalSessionGuard extends AuthGuard('jwt') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; user?: unknown }>();
    if (!request.headers.authorization) return true;
    try {
      await super.canActivate(context);
    } catch {
      request.user = undefined;
    }
    return true;
  }

  override handleRequest<T>(_error: unknown, user: T): T {
    return (user || undefined) as T;
  }
}
