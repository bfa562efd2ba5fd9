import { type CanActivate, type ExecutionContext, Injectable, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { MAX_TRACKING_BODY_BYTES } from '../domain/analytics-limits';

/**
 * Refuses tracking bodies over 4 KB with 413 before validation. The declared length is checked
 * first; a chunked body has none, so its raw bytes are measured too.
 */
@Injectable()
export class TrackingBodySizeGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest & { rawBody?: Buffer }>();
    const declared = Number(request.headers['content-length'] ?? 0);
    const actual = request.rawBody?.length ?? 0;
    if (declared > MAX_TRACKING_BODY_BYTES || actual > MAX_TRACKING_BODY_BYTES) {
      throw new PayloadTooLargeException(`An analytics event can be at most ${MAX_TRACKING_BODY_BYTES / 1024} KB.`);
    }
    return true;
  }
}
