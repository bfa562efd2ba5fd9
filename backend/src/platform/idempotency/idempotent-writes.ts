import { type INestApplication, RequestMethod } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer } from '@nestjs/core';
import { KEY_NOT_ACCEPTED } from './idempotency-key';
import { IdempotencyInterceptor } from './idempotency.interceptor';

const WRITES = new Set<RequestMethod>([RequestMethod.POST, RequestMethod.PUT, RequestMethod.PATCH, RequestMethod.DELETE]);

/**
 * Puts the idempotency interceptor on every write route that takes an Idempotency-Key, and on no
 * other. A global interceptor would do the same, but Nest then wraps every request, reads and
 * /health included, in two async-context bindings and an observable chain (on Node 20 each binding
 * builds two deprecation wrappers): about a tenth of a plain request's CPU, for nothing. New write
 * routes get it without a decorator; a route marked IdempotencyKeyNotAccepted (a read sent as a POST,
 * Stripe's webhook) gets none. Must run after the app is created and before it is initialised,
 * when Nest reads each route's interceptors.
 */
export function applyIdempotencyToWrites(app: INestApplication): number {
  const interceptor = app.get(IdempotencyInterceptor);
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  let applied = 0;
  for (const { metatype } of discovery.getControllers()) {
    if (typeof metatype !== 'function') continue;
    const prototype = metatype.prototype as Record<string, unknown>;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const handler = prototype[name];
      if (typeof handler !== 'function') continue;
      const method = Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined;
      if (method === undefined || !WRITES.has(method)) continue;
      if (Reflect.getMetadata(KEY_NOT_ACCEPTED, handler) ?? Reflect.getMetadata(KEY_NOT_ACCEPTED, metatype)) continue;
      const existing = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? [];
      if (existing.includes(interceptor)) continue;
      // An instance, not the class: Nest uses an object with `intercept` as it is.
      Reflect.defineMetadata(INTERCEPTORS_METADATA, [interceptor, ...existing], handler);
      applied += 1;
    }
  }
  return applied;
}
