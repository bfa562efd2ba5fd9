import { FASTIFY_ROUTE_CONFIG_METADATA } from '@nestjs/platform-fastify/constants';

/**
 * Adds entries to a route's Fastify config, keeping the ones other decorators have set. Nest's own
 * RouteConfig replaces the whole object, so of two such decorators on one handler (a body limit and
 * no compression, say) only the last one applied took effect.
 */
export function MergedRouteConfig(entries: Record<string, unknown>): MethodDecorator {
  return (_target, _key, descriptor) => {
    const handler = descriptor.value as object;
    const existing = (Reflect.getMetadata(FASTIFY_ROUTE_CONFIG_METADATA, handler) as Record<string, unknown> | undefined) ?? {};
    Reflect.defineMetadata(FASTIFY_ROUTE_CONFIG_METADATA, { ...existing, ...entries }, handler);
    return descriptor;
  };
}
