import type { ExecutionContext } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';

type Target = object;

/**
 * One metadata key's value for a route, the handler's own overriding its controller's, read once
 * per handler and controller instead of on every request: decorators are applied when the classes
 * are defined and nothing changes them afterwards. The global guards asked the reflector for
 * their keys on every request (reflect-metadata walks the prototype chain each time).
 * Keyed by handler and then by class, because one inherited handler can serve two controllers.
 */
export class RouteMetadata<T> {
  private readonly byHandler = new WeakMap<Target, WeakMap<Target, { value: T | undefined }>>();

  constructor(
    private readonly reflector: Reflector,
    private readonly key: string,
  ) {}

  of(context: ExecutionContext): T | undefined {
    const handler = context.getHandler();
    const controller = context.getClass();
    let byClass = this.byHandler.get(handler);
    if (!byClass) this.byHandler.set(handler, (byClass = new WeakMap()));
    let held = byClass.get(controller);
    if (!held)
      byClass.set(controller, (held = { value: this.reflector.getAllAndOverride<T | undefined>(this.key, [handler, controller]) }));
    return held.value;
  }
}
