import { AsyncResource } from 'node:async_hooks';

type Bind = <Fn extends (this: unknown, ...args: never[]) => unknown>(fn: Fn, thisArg?: unknown) => Fn;

/**
 * `AsyncResource#bind` as Node 20 defines it, less the deprecated `asyncResource` property (DEP0172)
 * it hangs on every bound function: defining that property builds two deprecation wrappers each
 * time, and Fastify's body parser and Nest's interceptor chain bind once or twice per request. In
 * CPU profiles of the analytics beacon under load, those wrappers were about 12 % of a request.
 * The bound function behaves the same: it runs `fn` in the resource's async scope, with `this`
 * as given (or as it is called with), and keeps `fn`'s length. Installed once, at start.
 */
export function installLeanAsyncResourceBind(): void {
  const prototype = AsyncResource.prototype as unknown as { bind: Bind; leanBind?: true };
  if (prototype.leanBind) return;
  const leanBind = function (this: AsyncResource, fn: (...args: never[]) => unknown, thisArg?: unknown) {
    if (typeof fn !== 'function') throw new TypeError('The "fn" argument must be of type function');
    const run = this.runInAsyncScope.bind(this) as (fn: (...a: unknown[]) => unknown, self: unknown, ...args: unknown[]) => unknown;
    const target = fn as (...a: unknown[]) => unknown;
    const bound =
      thisArg === undefined
        ? function (this: unknown, ...args: unknown[]) {
            return run(target, this, ...args);
          }
        : (...args: unknown[]) => run(target, thisArg, ...args);
    Object.defineProperty(bound, 'length', { configurable: true, enumerable: false, value: fn.length, writable: false });
    return bound;
  };
  prototype.bind = leanBind as unknown as Bind;
  prototype.leanBind = true;
}
