import { type CanActivate, type ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import type { AuthenticatedUser } from '../http/request-context';

/**
 * A `userId` / `user_id` in the body or query must be the signed-in user. Operators act on other
 * accounts only through the console API, so no exception is made for them here.
 */
@Injectable()
export class OwnUserGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<{ user?: AuthenticatedUser; body?: unknown; query?: Record<string, unknown> }>();
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {};
    const claimed = [body.userId, body.user_id, request.query?.user_id, request.query?.userId].filter(
      (v) => v !== undefined && v !== null && v !== '',
    );
    if (claimed.length === 0) return true;
    if (!request.user || claimed.some((id) => id !== request.user?.id)) {
      throw new ForbiddenException('You can only act on your own account.');
    }
    return true;
  }
}
