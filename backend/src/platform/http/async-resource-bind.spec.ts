import { AsyncLocalStorage, AsyncResource, executionAsyncId } from 'node:async_hooks';
import { installLeanAsyncResourceBind } from './async-resource-bind';

describe('the lean AsyncResource#bind', () => {
  beforeAll(() => installLeanAsyncResourceBind());

  it("runs the bound function in the resource's async context, with its arguments and this", async () => {
    const storage = new AsyncLocalStorage<string>();
    const bound = storage.run('request 1', () => {
      const resource = new AsyncResource('test');
      return resource.bind(function (this: unknown, a: number, b: number) {
        return { context: storage.getStore(), sum: a + b, self: this, id: executionAsyncId() === resource.asyncId() };
      });
    });
    const self = { name: 'caller' };
    const result = await storage.run('request 2', async () => bound.call(self, 2, 3));
    expect(result).toEqual({ context: 'request 1', sum: 5, self, id: true });
    expect(bound.length).toBe(2);
  });

  it('binds this when given, as AsyncResource.bind does', () => {
    const self = { name: 'given' };
    const bound = AsyncResource.bind(
      function (this: unknown) {
        return this;
      },
      'test',
      self,
    );
    expect(bound()).toBe(self);
  });

  it('refuses something that is not a function', () => {
    // By its message: the bind may have been installed by an earlier suite of this worker, whose TypeError is another realm's.
    expect(() => new AsyncResource('test').bind(42 as never)).toThrow('The "fn" argument must be of type function');
  });
});
