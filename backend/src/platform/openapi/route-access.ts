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
