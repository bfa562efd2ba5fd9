import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';

/**
 * On a public route, recognises a signed-in caller without requiring one: a valid bearer token sets
 * `request.user`, a missing, expired or ended one leaves the caller anonymous. Requests without an
 * Authorization header skip the token check entirely.
 */
@Injectable()
export class OptionalSessionGuard extends AuthGuard('jwt') {
  override canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ headers: Record<string, unknown>; user?: unknown }>();
    // Synchronous for the common signed-out beacon: no promise to make and wait for.
    if (!request.headers.authorization) return true;
    return this.recognise(context, request);
  }

  private async recognise(context: ExecutionContext, request: { user?: unknown }): Promise<boolean> {
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
