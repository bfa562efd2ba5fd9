import type { INestApplication } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import { IS_PUBLIC, OPTIONAL_SESSION } from '../http/public.decorator';

/** Who may call an operation: anyone, anyone with an optional session, or a signed-in caller. */
export type Access = 'public' | 'optional-session' | 'signed-in';

/**
 * Each documented operation's access, keyed by the operation id the document gives it
 * (`<Controller>_<method>`), read from the same metadata the session guard reads, so the document
 * cannot say an endpoint is open while the guard asks for a session, or the other way round.
 */
export function routeAccess(app: INestApplication): Map<string, Access> {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const reflector = new Reflector();
  const scanner = new MetadataScanner();
  const access = new Map<string, Access>();
  for (const wrapper of discovery.getControllers()) {
    const { metatype, instance } = wrapper;
    if (!metatype || !instance) continue;
    for (const name of scanner.getAllMethodNames(Object.getPrototypeOf(instance))) {
      const handler = (instance as Record<string, unknown>)[name];
      if (typeof handler !== 'function') continue;
      const targets = [handler, metatype];
      const kind: Access = reflector.getAllAndOverride<boolean>(OPTIONAL_SESSION, targets)
        ? 'optional-session'
        : reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)
          ? 'public'
          : 'signed-in';
      access.set(`${metatype.name}_${name}`, kind);
    }
  }
  return access;
}

/** Nest's key for the arguments a handler reads, and its number for `@Query()`. */
const ROUTE_ARGS = '__routeArguments__';
const QUERY_ARGUMENT = 4;

/**
 * The name of the class each operation reads its whole query into (`@Query() query: SomeRequestDto`), keyed by
 * operation id like routeAccess, so the document can state that class's validation rules.
 */
export function queryClasses(app: INestApplication): Map<string, string> {
  const discovery = new DiscoveryService(app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const classes = new Map<string, string>();
  for (const { metatype, instance } of discovery.getControllers()) {
    if (!metatype || !instance) continue;
    const prototype = Object.getPrototypeOf(instance) as object;
    for (const name of scanner.getAllMethodNames(prototype)) {
      const args = (Reflect.getMetadata(ROUTE_ARGS, metatype, name) ?? {}) as Record<string, { index: number; data?: unknown }>;
      const types = (Reflect.getMetadata('design:paramtypes', prototype, name) ?? []) as unknown[];
      for (const [key, arg] of Object.entries(args)) {
        const type = types[arg.index];
        if (key.split(':')[0] === String(QUERY_ARGUMENT) && arg.data === undefined && typeof type === 'function') {
          classes.set(`${metatype.name}_${name}`, (type as { name: string }).name);
        }
      }
    }
  }
  return classes;
}
