import { type CanActivate, type ExecutionContext, Injectable, SetMetadata, UnsupportedMediaTypeException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { hasBody, isJsonBody } from './media-type';

const ACCEPTS_FORM_POST = 'daily:acceptsFormPost';

/** For the few HTML pages the server renders itself, whose buttons post a plain form. */
export const AcceptsFormPost = (): MethodDecorator & ClassDecorator => SetMetadata(ACCEPTS_FORM_POST, true);

/**
 * The API takes JSON bodies only. A form or text/plain body is what a hostile page can make a
 * visitor's browser send without a CORS preflight; JSON needs one, which this origin never grants.
 */
@Injectable()
export class JsonBodiesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (!hasBody(request.headers) || isJsonBody(request.headers)) return true;
    if (this.reflector.getAllAndOverride<boolean>(ACCEPTS_FORM_POST, [context.getHandler(), context.getClass()])) return true;
    throw new UnsupportedMediaTypeException('The request must be sent as JSON.');
  }
}
